// What a twoslash fence is to the pipeline, shared by the code that runs TypeScript (twoslasher.ts) and the code that
// must not load it (on-demand.ts, the compile): the fence, its error, the counters, the site's settings. Node.
import type { ShikiTransformer } from 'shiki'
import type { ParsedSiteConfig } from '../../config/schema.ts'

/** A type error (or any twoslash failure) in a fence; compile-page.ts turns it into a BuildError at the fence's line. */
export class TwoslashFenceError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'TwoslashFenceError'
  }
}

/** A twoslash fence: its language and its code, as the highlighter passes them to twoslash. */
export interface TwoslashFence {
  lang: string
  code: string
}

/** Whether a page or partial may hold a twoslash fence: any text naming it (a fence's meta must). */
export const mayHoldTwoslash = (text: string) => text.includes('twoslash')

export interface TwoslashStats {
  compilerRuns: number
  cacheHits: number
  /** TypeScript environments started (one per distinct set of compiler flags, not one per block). */
  environments: number
  /** Type checkers that checked a block (one per page's program: page-program.ts). */
  checkers: number
  /** Installed files (packages, their types, TypeScript's libraries) parsed: each once per thread. */
  installedParses: number
}

export interface TwoslashSite {
  /** The site folder: packages, tsconfig.json and `// @filename:` files resolve from here. */
  root: string
  cacheDir: string
  /** A Vocs site: its blocks compile with Vocs's compiler defaults (see vocsCompilerOptions). */
  vocs?: boolean
  /**
   * A block's type errors are shown in the block and warn, instead of failing the build (`strict` off on a Vocs site:
   * Vocs up to 1.0.0-alpha.58 built every block so, later ones those marked `// @allowErrors`, which always do).
   */
  tolerant?: boolean
  /** How many highlighted type popups a thread keeps, and their nodes together (cache-sizes.ts). */
  popups: { entries: number; nodes: number }
  /** The config's `twoslash` options (schema.ts): compiler options for every block, and what twoslash gets with each. */
  options?: SiteTwoslashOptions
}

/** The config's `twoslash` key when it is not `false`. */
export type SiteTwoslashOptions = Exclude<ParsedSiteConfig['twoslash'], false>

/** What the loaded twoslash gives a compile context (twoslasher.ts), and on-demand.ts forwards to. */
export interface TwoslashPages {
  /** The highlighter's transformer: types into the highlighted HTML. */
  transformer: ShikiTransformer
  stats: TwoslashStats
  /**
   * A page's twoslash fences, before they are highlighted: they are compiled as one (page-program.ts); returns the
   * page's key for its highlighted blocks.
   */
  startPage(fences: TwoslashFence[]): string
  /** Works out a page's types into the disk cache, for a thread that highlights the page later. */
  computeTypes(fences: TwoslashFence[]): void
}
