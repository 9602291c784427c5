// Twoslash as the pipeline holds it before any page needs it (Node, compile time): TypeScript and the twoslash
// packages take about 0.45 s to load in each thread, which a site or a compile worker without twoslash fences never
// pays. The transformer is in the processors from the start and forwards to the real one once a page with the word
// `twoslash` in its text has loaded it; the error class and the counters live here so that nothing else loads it.
import type { ShikiTransformer } from 'shiki'
import type { TwoslashSite } from './twoslasher.ts'

/** A type error (or any twoslash failure) in a fence; compile.ts turns it into a BuildError at the fence's line. */
export class TwoslashFenceError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'TwoslashFenceError'
  }
}

export interface TwoslashStats {
  compilerRuns: number
  cacheHits: number
  /** TypeScript environments started (one per distinct set of compiler flags, not one per block). */
  environments: number
  /** Type checkers that checked a block (one per page's program: twoslash-batch.ts). */
  checkers: number
}

/** A twoslash fence: its language and its code, as the highlighter passes them to twoslash. */
export interface TwoslashFence {
  lang: string
  code: string
}

export interface TwoslashOnDemand {
  /** In the processors from the start; does nothing until `load` has run. */
  transformer: ShikiTransformer
  stats: TwoslashStats
  /** Loads twoslash once; awaited before a text that may hold a twoslash fence is highlighted. */
  load(): Promise<void>
  /**
   * A page's twoslash fences, before they are highlighted: they are compiled as one (twoslash.ts); returns the page's
   * key for its highlighted blocks.
   */
  startPage(fences: TwoslashFence[]): string
  /** Works out a page's types into the disk cache, for a thread that highlights the page later (after `load`). */
  computeTypes(fences: TwoslashFence[]): void
}

/** The hooks @shikijs/twoslash's transformer (and this tool's wrapper of it) may define. */
const HOOKS = ['preprocess', 'tokens', 'span', 'line', 'code', 'pre', 'root', 'postprocess'] as const

/** Whether a page or partial may hold a twoslash fence: any text naming it (a fence's meta must). */
export const mayHoldTwoslash = (text: string) => text.includes('twoslash')

export function twoslashOnDemand(site: TwoslashSite): TwoslashOnDemand {
  const stats: TwoslashStats = { compilerRuns: 0, cacheHits: 0, environments: 0, checkers: 0 }
  let real: ShikiTransformer | undefined
  let startRealPage: TwoslashOnDemand['startPage'] | undefined
  let computeRealTypes: TwoslashOnDemand['computeTypes'] | undefined
  let loading: Promise<void> | undefined
  const transformer: ShikiTransformer = { name: 'twoslash' }
  for (const hook of HOOKS) {
    // Shiki keeps what a hook gets when the hook returns nothing, so an empty hook changes nothing.
    ;(transformer as Record<string, unknown>)[hook] = function (this: unknown, ...args: unknown[]) {
      const realHook = real?.[hook] as ((...a: unknown[]) => unknown) | undefined
      return realHook?.apply(this, args)
    }
  }
  return {
    transformer,
    stats,
    load: () =>
      (loading ??= import('./twoslasher.ts').then((m) => {
        const twoslash = m.createTwoslash(site, stats)
        real = twoslash.transformer
        startRealPage = twoslash.startPage
        computeRealTypes = twoslash.computeTypes
      })),
    // Not loaded: the page named no twoslash, and its fences are highlighted as plain code.
    startPage: (fences) => startRealPage?.(fences) ?? '',
    computeTypes: (fences) => computeRealTypes?.(fences),
  }
}
