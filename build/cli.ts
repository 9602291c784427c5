// Entry of `npm run build|dev|preview` (see commands.ts). Sets production mode before anything loads React: its
// development build renders the same HTML two to three times slower, and only tests need its warnings.
process.env.NODE_ENV ??= 'production'
await import('./commands.ts')

export {}
