// Renders many pages on the build workers: React's renderToString is CPU-bound, so a large site's render uses every
// core. Each worker gets the site plan once and reads the pages' trees from the page cache.
import { availableParallelism } from 'node:os'
import type { SourcePage } from '../content/source-page.ts'
import { BuildError } from '../errors/build-error.ts'
import type { PageDataChange } from '../hooks/page-data-change.ts'
import type { PlanForWorkers } from '../render/plan-for-workers.ts'
import type { BuildWorkers } from './pool.ts'

/**
 * Below this many pages, threads cost the render more than they save. At 500 pages two new threads made the render stage
 * slower, and even the compile's threads, kept running for it, gained nothing clear: reading each tree back and the
 * main thread's writes cost about what they save on two cores.
 */
export const MIN_PAGES_FOR_RENDER_WORKERS = 1000

/** Threads to start for rendering `pages` pages: none below the threshold or on one core, else one per core, at most 4. */
export function renderWorkerCount(pages: number): number {
  const cores = availableParallelism()
  if (pages < MIN_PAGES_FOR_RENDER_WORKERS || cores < 2) return 0
  return Math.min(4, cores, Math.max(2, Math.ceil(pages / MIN_PAGES_FOR_RENDER_WORKERS)))
}

/**
 * Renders `pages` (all in the page cache) with `plan` on `threads` build workers. A page that fails does not stop the others: its error goes to `onFailed`, so one build reports
 * every broken page. A worker is sent its next page once `onRendered` resolves, so a slow writer holds the render
 * back instead of the HTML piling up in memory.
 */
export async function renderInWorkers(
  workers: BuildWorkers,
  threads: number,
  plan: PlanForWorkers,
  pages: { page: SourcePage; change?: PageDataChange }[],
  /** `unreadable`: why the page's cache entry could not be read, when the thread compiled the page again. */
  onRendered: (index: number, html: string, unreadable?: string) => void | Promise<void>,
  onFailed: (index: number, error: BuildError) => void,
): Promise<void> {
  workers.start(threads)
  workers.broadcast({ kind: 'plan', plan })
  await workers.run(
    pages.map(({ page, change }) => ({ kind: 'render', page, change })),
    async (k, reply) => {
      if (reply.errors) for (const failure of reply.errors) onFailed(k, new BuildError(failure.place, failure.message))
      else await onRendered(k, reply.html!, reply.unreadable)
    },
  )
}
