// Renders many pages on worker threads (one per core, at most 4): React's renderToString is CPU-bound, so a large
// site's render uses every core. Each worker gets the site plan once and reads the pages' trees from the page cache.
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { SourcePage } from '../content/source-page.ts'
import { BuildError } from '../errors.ts'
import type { PageCache } from '../markdown/cache.ts'
import type { PlanForWorkers } from '../stages/render.tsx'

/**
 * Below this many pages a worker's start-up (loading the tool, React and the layouts: about 2.5 s of CPU, the render of
 * some 500 pages) costs more than it saves: at 500 pages two workers made the render stage slower, not faster.
 */
export const MIN_PAGES_FOR_RENDER_WORKERS = 1000

/** Workers for rendering `pages` pages: none below the threshold or on one core, else one per core, at most 4. */
export function renderWorkerCount(pages: number): number {
  const cores = availableParallelism()
  if (pages < MIN_PAGES_FOR_RENDER_WORKERS || cores < 2) return 0
  return Math.min(4, cores, Math.max(2, Math.ceil(pages / MIN_PAGES_FOR_RENDER_WORKERS)))
}

type Reply = { id: number; html?: string; error?: { place: BuildError['place']; message: string } } | { ready: true }

/**
 * Renders `pages` (all in `cache`) on `threads` workers. A page that fails does not stop the others: its error goes
 * to `onFailed`, so one build reports every broken page. A worker is sent its next page once `onRendered` resolves,
 * so a slow writer holds the render back instead of the HTML piling up in memory.
 */
export async function renderInWorkers(
  root: string,
  cache: PageCache,
  plan: PlanForWorkers,
  pages: SourcePage[],
  threads: number,
  onRendered: (index: number, html: string) => void | Promise<void>,
  onFailed: (index: number, error: BuildError) => void,
): Promise<void> {
  let next = 0
  const workerData = { root, cacheDir: cache.dir, cacheSettings: cache.settings, plan }
  const workers = Array.from({ length: threads }, () => new Worker(new URL('./render-worker.mjs', import.meta.url), { workerData }))
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              if (next >= pages.length) return resolve()
              const id = next++
              worker.postMessage({ id, page: pages[id] })
            }
            worker.on('message', async (reply: Reply) => {
              if ('ready' in reply) return send()
              try {
                if (reply.error) onFailed(reply.id, new BuildError(reply.error.place, reply.error.message))
                else await onRendered(reply.id, reply.html!)
              } catch (error) {
                return reject(error)
              }
              send()
            })
            worker.on('error', reject)
            worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`render worker exited with code ${code}`))))
          }),
      ),
    )
  } finally {
    await Promise.all(workers.map((w) => w.terminate()))
  }
}
