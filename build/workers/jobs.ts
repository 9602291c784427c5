// What the main thread and a build worker send each other (build/workers/pool.ts, build-worker.ts): jobs one page each,
// and the site plan once, before the pages are rendered.
import type { SourcePage } from '../content/source-page.ts'
import type { BuildError } from '../errors/build-error.ts'
import type { PageDataChange } from '../hooks/page-data-change.ts'
import type { PageSummary } from '../markdown/compile-page.ts'
import type { PlanForWorkers } from '../render/plan-for-workers.ts'

/** Given to every thread when it starts. */
export interface WorkerData {
  root: string
  cacheDir: string
  cacheSettings: unknown
  /** The site's cache folder as the main thread checked it (site-cache.ts). */
  siteCache: string
}

export type WorkerJob =
  /** Work out the page's twoslash types into the twoslash disk cache, for its compile (answered when done). */
  | { kind: 'types'; page: SourcePage }
  /** Compile the page into the page cache; answered with its summary. */
  | { kind: 'compile'; page: SourcePage }
  /**
   * Render the page (compiled, in the cache) with the plan sent before, with the data the config's transformPageData
   * gave it, if it changed any; answered with its HTML.
   */
  | { kind: 'render'; page: SourcePage; change?: PageDataChange }
  /** The site plan for the renders that follow (not answered). The thread lets go of its compiler then. */
  | { kind: 'plan'; plan: PlanForWorkers }

export interface WorkerReply {
  id: number
  summary?: PageSummary
  html?: string
  /** The compiled page could not be written into the page cache (why): it is not there for its render. */
  unwritable?: string
  /** The page's cache entry could not be read (why): the thread compiled the page again to render it. */
  unreadable?: string
  /** The page failed: its errors (one, or all a step found), each with the file:line place it names. */
  errors?: { place: BuildError['place']; message: string }[]
}
