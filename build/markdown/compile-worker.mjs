// Worker-thread entry of the compile pool: runs compile-worker.js in the compiled tool, else compile-worker.ts.
import { startWorker } from '../worker-entry.mjs'

await startWorker(import.meta.url)
