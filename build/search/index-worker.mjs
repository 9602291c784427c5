// Worker-thread entry of the search index build: runs index-worker.js in the compiled tool, else index-worker.ts.
import { startWorker } from '../platform/worker-entry.mjs'

await startWorker(import.meta.url)
