// Runs in a worker thread: loads the site config once, builds its own highlighter and processors, and compiles
// the pages the main thread sends, one message each, into the site's page cache; only the page's data (not its
// tree) goes back, so the main thread never copies or serialises a tree. Errors travel back with their file:line place.
import { parentPort, workerData } from 'node:worker_threads'
import { loadConfig } from '../config/load.ts'
import type { SourcePage } from '../content/source-page.ts'
import { asBuildError } from '../errors.ts'
import { PageCache } from './cache.ts'
import { compilePage } from './compile.ts'
import { createCompileContext } from './context.ts'

const { root, cacheDir, cacheSettings } = workerData as { root: string; cacheDir: string; cacheSettings: unknown }
const config = await loadConfig(root)
const [ctx, cache] = await Promise.all([createCompileContext(config), PageCache.open(cacheDir, cacheSettings)])
parentPort!.on('message', async ({ id, page }: { id: number; page: SourcePage }) => {
  try {
    const { hast, ...summary } = await compilePage(page, ctx)
    await cache.set(page, { ...summary, hast })
    parentPort!.postMessage({ id, summary })
  } catch (error) {
    const failure = asBuildError(error, page.absolutePath, 'compile')
    parentPort!.postMessage({ id, error: { place: failure.place, message: failure.message } })
  }
})
parentPort!.postMessage({ ready: true })
