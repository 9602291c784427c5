// Worker-thread entry of the build workers: runs build-worker.js in the compiled tool, else build-worker.ts.
import { startWorker } from '../platform/worker-entry.mjs'

await startWorker(import.meta.url)
