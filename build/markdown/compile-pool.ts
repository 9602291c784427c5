// Compiles many pages on worker threads (one per core, at most 4): Markdown parsing and highlighting are CPU-bound,
// so a cold build of a large site uses every core. Each worker writes its pages into the page cache and sends back
// only their data.
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { SourcePage } from '../content/source-page.ts'
import { BuildError } from '../errors.ts'
import type { PageCache } from './cache.ts'
import type { PageSummary } from './compile.ts'

/** Below this many pages the workers' start-up (modules + highlighter) costs more than it saves. */
export const MIN_PAGES_FOR_WORKERS = 48

export function workerCount(pages: number): number {
  if (pages < MIN_PAGES_FOR_WORKERS) return 0
  return Math.max(0, Math.min(4, availableParallelism(), Math.ceil(pages / MIN_PAGES_FOR_WORKERS)))
}

/**
 * How long a page may take to compile, for ordering only: its length, and a twoslash block as much as a long page (type
 * checking one costs tens of milliseconds, as much as the Markdown and highlighting of about 40 KB of text).
 */
export function compileCost(page: Pick<SourcePage, 'content'>): number {
  const twoslashBlocks = page.content.match(/^\s*(`{3,}|~{3,})[^\n]*\btwoslash\b/gm)?.length ?? 0
  return page.content.length + twoslashBlocks * 40_000
}

type Reply = { id: number; summary?: PageSummary; error?: { place: BuildError['place']; message: string } } | { ready: true }

/**
 * Compiles `pages` on `threads` workers into `cache` (the workers open the same folder with the same settings). A page
 * that fails does not stop the others: its error goes to `onFailed`, so one build reports every broken page.
 */
export async function compileInWorkers(
  root: string,
  cache: PageCache,
  pages: SourcePage[],
  threads: number,
  onCompiled: (index: number, summary: PageSummary) => void | Promise<void>,
  onFailed: (index: number, error: BuildError) => void,
): Promise<void> {
  // The costliest pages go first, so the last pages handed out are short ones and no worker finishes long after the
  // others (on this site, a page of ten twoslash blocks last would keep one worker busy for a second or two alone).
  const order = pages.map((_, i) => i).sort((a, b) => compileCost(pages[b]!) - compileCost(pages[a]!) || a - b)
  let next = 0
  const workerData = { root, cacheDir: cache.dir, cacheSettings: cache.settings }
  const workers = Array.from({ length: threads }, () => new Worker(new URL('./compile-worker.mjs', import.meta.url), { workerData }))
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              if (next >= order.length) return resolve()
              const id = order[next++]!
              worker.postMessage({ id, page: pages[id] })
            }
            worker.on('message', async (reply: Reply) => {
              if ('ready' in reply) return send()
              if (reply.error) onFailed(reply.id, new BuildError(reply.error.place, reply.error.message))
              else await onCompiled(reply.id, reply.summary!)
              send()
            })
            worker.on('error', reject)
            worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`compile worker exited with code ${code}`))))
          }),
      ),
    )
  } finally {
    await Promise.all(workers.map((w) => w.terminate()))
  }
}
