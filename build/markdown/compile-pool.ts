// Compiles many pages on the build workers (one per core, at most 4; see compileThreads): Markdown parsing and
// highlighting are CPU-bound, so a cold build of a large site uses every core. Each worker writes its pages into the
// page cache and sends back only their data.
import { availableParallelism } from 'node:os'
import type { SourcePage } from '../content/source-page.ts'
import { BuildError } from '../errors.ts'
import type { BuildWorkers } from '../workers/pool.ts'
import type { PageSummary } from './compile.ts'
import { mayHoldTwoslash } from './twoslash-on-demand.ts'

/** Below this many pages the workers' start-up (modules + highlighter) costs more than it saves. */
export const MIN_PAGES_FOR_WORKERS = 48

/**
 * The compile's threads for `pages` (0: compile on the calling thread): one per core, at most 4 and one per
 * MIN_PAGES_FOR_WORKERS pages, fewer where pages have twoslash blocks (see typingThreads): then only as many as may run
 * TypeScript, and the others only for enough pages without twoslash to be worth their start.
 */
export function compileThreads(pages: Pick<SourcePage, 'content'>[], cores = availableParallelism()): number {
  const count = pages.length < MIN_PAGES_FOR_WORKERS ? 0 : Math.min(4, cores, Math.ceil(pages.length / MIN_PAGES_FOR_WORKERS))
  if (count < 2) return 0
  const untyped = pages.filter((page) => !mayHoldTwoslash(page.content)).length
  if (untyped === pages.length) return count
  const typing = typingThreads(count, cores)
  return untyped >= MIN_PAGES_FOR_WORKERS ? count : typing
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
  const typing = typingThreads(threads, availableParallelism())
  workers.start(threads)
  await workers.run(
    order.map((i) => ({ kind: 'compile', page: pages[i]! })),
    async (k, reply) => {
      const index = order[k]!
      if (reply.error) onFailed(index, new BuildError(reply.error.place, reply.error.message))
      else await onCompiled(index, reply.summary!)
    },
    (thread, job) => thread < typing || !('page' in job && mayHoldTwoslash(job.page.content)),
  )
}

/**
 * How many of the compile's threads may take pages with twoslash blocks: all of them but one core's worth. A thread that
 * runs TypeScript keeps V8 busy beside it, compiling the 9 MB compiler's hot code and marking its large heap on
 * background threads, and on two cores a second such thread only took that core from them: this site compiled in
 * 13.1–14.1 s with 22–24 s of CPU on one thread, against 14.6–15.1 s and 26–31 s on two. The other threads compile
 * the pages without twoslash, then stop.
 */
export function typingThreads(threads: number, cores: number): number {
  return Math.max(1, Math.min(threads, cores - 1))
}
