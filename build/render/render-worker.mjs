// Worker-thread entry of the render pool: runs render-worker.js in the compiled tool, else render-worker.ts.
import { startWorker } from '../worker-entry.mjs'

await startWorker(import.meta.url)
