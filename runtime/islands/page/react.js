// The page islands' `react`: an entry of the runtime bundle, so a page island's chunk imports the very React the
// chrome islands use (one copy per page) under a stable name. See build/assets/bundle-islands.ts.
export * from 'react'
export { default } from 'react'
