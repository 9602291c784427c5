// The page islands' `react-dom/client` (see react.js beside this file).
export * from 'react-dom/client'
export { default } from 'react-dom/client'
