// Compiles many pages on the build workers (one per core, at most 4; see compileThreads): Markdown parsing and
// highlighting are CPU-bound, so a cold build of a large site uses every core. Each worker writes its pages into the
// page cache and sends back only their data. TypeScript's work for twoslash blocks runs ahead on threads of its own.
import { availableParallelism } from 'node:os'
import type { SourcePage } from '../content/source-page.ts'
import { BuildError } from '../errors/build-error.ts'
import type { PageSummary } from '../markdown/compile-page.ts'
import { mayHoldTwoslash } from '../markdown/twoslash/fence.ts'
import type { WorkerJob } from './jobs.ts'
import type { BuildWorkers } from './pool.ts'

/** Below this many pages the workers' start-up (modules + highlighter) costs more than it saves. */
export const MIN_PAGES_FOR_WORKERS = 48

/** Below this many pages, a site without twoslash compiles on one thread on a machine of two cores or fewer. */
export const ONE_THREAD_BELOW = 1000

/**
 * The compile's threads for `pages` (0: compile on the calling thread): one per core, at most 4 and one per
 * MIN_PAGES_FOR_WORKERS pages, or twoslash blocks when the pages hold more of those. On two cores, a site without twoslash of fewer than ONE_THREAD_BELOW pages gets one,
 * as fast as two with less CPU and memory (decisions: Threads, files and memory). (A twoslash site keeps two: one
 * works out the types, below.)
 */
export function compileThreads(pages: Pick<SourcePage, 'content'>[], cores = availableParallelism()): number {
  // A twoslash block is worth a page here: type checking one costs as much as compiling a page.
  const units = Math.max(
    pages.length,
    pages.reduce((n, page) => n + twoslashFences(page.content), 0),
  )
  if (units < MIN_PAGES_FOR_WORKERS) return 0
  if (cores <= 2 && pages.length < ONE_THREAD_BELOW && !pages.some((page) => mayHoldTwoslash(page.content))) return 1
  const count = Math.min(4, cores, Math.ceil(units / MIN_PAGES_FOR_WORKERS))
  return count < 2 ? 0 : count
}

/** How many twoslash fences (``` or ~~~, indented in a list too) the page's text holds. */
function twoslashFences(content: string): number {
  return content.match(/^\s*(`{3,}|~{3,})[^\n]*\btwoslash\b/gm)?.length ?? 0
}

/**
 * How long a page may take to compile, for ordering only: its length, and as much as a long page for each twoslash block
 * (type checking one costs tens of milliseconds, as much as the Markdown and highlighting of about 40 KB of text), each
 * included file (`// [!include …]`: usually a whole example, often typed) and each site file an .mdx page imports
 * (bundled, then its demos run). Counted from the text alone: a page's included and imported files are not read here.
 */
export function compileCost(page: Pick<SourcePage, 'content'>): number {
  const twoslashBlocks = twoslashFences(page.content)
  const includesAndImports = page.content.match(/\[!include\s|^import\s[^\n]*\sfrom\s+['"](?:\.{1,2}\/|~\/)/gm)?.length ?? 0
  return page.content.length + (twoslashBlocks + includesAndImports) * HEAVY_PART
}

/** What a twoslash block, an included file or an imported site file adds to a page's cost (in characters of text). */
const HEAVY_PART = 40_000

/**
 * The pages' indexes, costliest first (equal costs in their own order), so the last pages handed out are short ones and
 * no worker finishes long after the others (a page of many twoslash blocks handed out last would keep one worker busy
 * alone). Each cost is worked out once, not inside the sort's comparison.
 */
export function compileOrder(pages: Pick<SourcePage, 'content'>[]): number[] {
  const costs = pages.map(compileCost)
  return pages.map((_, i) => i).sort((a, b) => costs[b]! - costs[a]! || a - b)
}

/**
 * Compiles `pages` on the build workers (started with `threads` threads unless they run), which write them into the page
 * cache. A page that fails does not stop the others: its error goes to `onFailed`, so one build reports every broken
 * page.
 *
 * With two threads or more, a page that may hold twoslash blocks is two jobs: its types, worked out into the twoslash
 * disk cache by one of the first typingThreads threads, which take those jobs before any other; then its compile, on any
 * thread, which finds its types there. The other threads meanwhile compile the pages without twoslash, then each typed
 * page as its types are ready. (Compiling a typed page whole on each thread had both threads run TypeScript on two
 * cores, or one thread do all of the site's TypeScript and then its highlighting.)
 */
export async function compileInWorkers(
  workers: BuildWorkers,
  threads: number,
  pages: SourcePage[],
  /** `unwritable`: why the thread could not keep the page in the disk cache (it is compiled again for its render). */
  onCompiled: (index: number, summary: PageSummary, unwritable?: string) => void | Promise<void>,
  onFailed: (index: number, error: BuildError) => void,
): Promise<void> {
  const order = compileOrder(pages)
  const ahead = threads > 1 ? order.filter((i) => mayHoldTwoslash(pages[i]!.content)) : []
  const jobs: WorkerJob[] = [
    ...ahead.map((i): WorkerJob => ({ kind: 'types', page: pages[i]! })),
    ...order.map((i): WorkerJob => ({ kind: 'compile', page: pages[i]! })),
  ]
  // Job k ≥ ahead.length compiles page order[k - ahead.length]; its types job, if it has one, is its index in `ahead`.
  const typesJobOf = new Map(ahead.map((page, k) => [page, k]))
  const typing = typingThreads(threads, availableParallelism())
  const help = typesHelp()
  workers.start(threads)
  await workers.run(
    jobs,
    async (k, reply) => {
      // A types job's failure is left to the page's compile, which reports it at its line.
      if (k < ahead.length) return help.answered()
      const index = order[k - ahead.length]!
      if (reply.errors) for (const failure of reply.errors) onFailed(index, new BuildError(failure.place, failure.message))
      else await onCompiled(index, reply.summary!, reply.unwritable)
    },
    {
      reserved: { threads: typing, is: (k) => k < ahead.length, help: help.wanted },
      after: (k) => (k < ahead.length ? undefined : typesJobOf.get(order[k - ahead.length]!)),
    },
  )
}

/**
 * How long the types still to work out must be expected to take before a thread with nothing else to do starts a
 * TypeScript environment of its own to help: its start (the libs, the site's packages) and two threads running
 * TypeScript on the cores cost more than a few seconds of types save (decisions: Twoslash).
 */
export const HELP_WITH_TYPES_AFTER_MS = 20_000

/** Types jobs answered before their pace is trusted. */
const PACE_AFTER = 3

/**
 * Whether an idle thread helps the typing threads with the types jobs `left`: once it has (its environment is made),
 * whenever it is idle; before, when at their pace so far they would take HELP_WITH_TYPES_AFTER_MS more.
 */
export function typesHelp(now = () => performance.now()) {
  const started = now()
  let answered = 0
  const helping = new Set<number>()
  return {
    answered(): void {
      answered++
    },
    wanted: (thread: number, left: number): boolean => {
      if (helping.has(thread)) return true
      // Jobs answered per millisecond so far is the typing threads' pace together.
      if (answered < PACE_AFTER || ((now() - started) / answered) * left < HELP_WITH_TYPES_AFTER_MS) return false
      helping.add(thread)
      return true
    },
  }
}

/**
 * How many of the compile's threads work out twoslash types ahead: all of them but one, and but one core's worth. A
 * thread that runs TypeScript keeps V8 busy beside it, compiling the 9 MB compiler's hot code and marking its large heap
 * on background threads (decisions: Twoslash). One thread keeps to the rest of the compile (Markdown, highlighting),
 * and each joins it when its types are done.
 */
export function typingThreads(threads: number, cores: number): number {
  return Math.max(1, Math.min(threads - 1, cores - 1))
}
