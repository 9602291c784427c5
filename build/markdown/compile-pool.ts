// Compiles many pages on the build workers (one per core, at most 4): Markdown parsing and highlighting are CPU-bound,
// so a cold build of a large site uses every core. Each worker writes its pages into the page cache and sends back
// only their data.
import { availableParallelism } from 'node:os'
import type { SourcePage } from '../content/source-page.ts'
import { BuildError } from '../errors.ts'
import type { BuildWorkers } from '../workers/pool.ts'
import type { PageSummary } from './compile.ts'

/** Below this many pages the workers' start-up (modules + highlighter) costs more than it saves. */
export const MIN_PAGES_FOR_WORKERS = 48

export function workerCount(pages: number): number {
  if (pages < MIN_PAGES_FOR_WORKERS) return 0
  return Math.max(0, Math.min(4, availableParallelism(), Math.ceil(pages / MIN_PAGES_FOR_WORKERS)))
}

/**
 * How long a page may take to compile, for ordering only: its length, and as much as a long page for each twoslash block
 * (type checking one costs tens of milliseconds, as much as the Markdown and highlighting of about 40 KB of text), each
 * included file (`// [!include …]`: usually a whole example, often typed) and each site file an .mdx page imports
 * (bundled, then its demos run). Counted from the text alone: a page's included and imported files are not read here.
 */
export function compileCost(page: Pick<SourcePage, 'content'>): number {
  const twoslashBlocks = page.content.match(/^\s*(`{3,}|~{3,})[^\n]*\btwoslash\b/gm)?.length ?? 0
  const includesAndImports = page.content.match(/\[!include\s|^import\s[^\n]*\sfrom\s+['"](?:\.{1,2}\/|~\/)/gm)?.length ?? 0
  return page.content.length + (twoslashBlocks + includesAndImports) * HEAVY_PART
}

/** What a twoslash block, an included file or an imported site file adds to a page's cost (in characters of text). */
const HEAVY_PART = 40_000

/**
 * The pages' indexes, costliest first (equal costs in their own order), so the last pages handed out are short ones and
 * no worker finishes long after the others (on this site, a page of ten twoslash blocks last would keep one worker busy
 * for a second or two alone). Each cost is worked out once: inside the sort's comparison, at 10,000 pages, it held the
 * first job back 1.2 s.
 */
export function compileOrder(pages: Pick<SourcePage, 'content'>[]): number[] {
  const costs = pages.map(compileCost)
  return pages.map((_, i) => i).sort((a, b) => costs[b]! - costs[a]! || a - b)
}

/**
 * Compiles `pages` on the build workers (started with `threads` threads unless they run), which write them into the page
 * cache. A page that fails does not stop the others: its error goes to `onFailed`, so one build reports every broken
 * page.
 */
export async function compileInWorkers(
  workers: BuildWorkers,
  threads: number,
  pages: SourcePage[],
  onCompiled: (index: number, summary: PageSummary) => void | Promise<void>,
  onFailed: (index: number, error: BuildError) => void,
): Promise<void> {
  const order = compileOrder(pages)
  workers.start(threads)
  await workers.run(
    order.map((i) => ({ kind: 'compile', page: pages[i]! })),
    async (k, reply) => {
      const index = order[k]!
      if (reply.error) onFailed(index, new BuildError(reply.error.place, reply.error.message))
      else await onCompiled(index, reply.summary!)
    },
  )
}
