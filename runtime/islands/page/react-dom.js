// The page islands' `react-dom` (see react.js beside this file).
export * from 'react-dom'
export { default } from 'react-dom'
