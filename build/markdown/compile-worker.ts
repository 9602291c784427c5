// Runs in a worker thread: loads the site config once, builds its own highlighter and processors, and compiles
// the pages the main thread sends, one message each. Errors travel back with their file:line place.
import { parentPort, workerData } from 'node:worker_threads'
import { loadConfig } from '../config/load.ts'
import type { SourcePage } from '../content/source-page.ts'
import { asBuildError } from '../errors.ts'
import { compilePage } from './compile.ts'
import { createCompileContext } from './context.ts'

const config = await loadConfig((workerData as { root: string }).root)
const ctx = await createCompileContext(config)
parentPort!.on('message', async ({ id, page }: { id: number; page: SourcePage }) => {
  try {
    parentPort!.postMessage({ id, compiled: await compilePage(page, ctx) })
  } catch (error) {
    const failure = asBuildError(error, page.absolutePath, 'compile')
    parentPort!.postMessage({ id, error: { place: failure.place, message: failure.message } })
  }
})
parentPort!.postMessage({ ready: true })
