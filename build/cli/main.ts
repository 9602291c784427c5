#!/usr/bin/env node
// Entry of the command line (`vellum build|dev|preview`, or `npm run build|dev|preview` in this repository; see commands.ts). Sets production mode before anything loads
// React: its development build renders the same HTML two to three times slower, and only tests need its warnings.
process.env.NODE_ENV ??= 'production'
// Before any thread starts: a thread's heap takes V8's settings when it is made.
const { limitHeapGrowth } = await import('../platform/heap-growth.ts')
limitHeapGrowth()
const { runCommandLine } = await import('./commands.ts')
const code = await runCommandLine(process.argv)
if (code !== 0) process.exit(code)

export {}
