// The page islands' `react/jsx-runtime` (see react.js beside this file).
export * from 'react/jsx-runtime'
