// Twoslash as the pipeline holds it before any page needs it (Node, compile time): a thread without twoslash fences
// never loads TypeScript and the twoslash packages (decisions: Twoslash loads on demand). The transformer is in the processors from the start and forwards to the real one once a page with the word
// `twoslash` in its text has loaded it.
import type { ShikiTransformer } from 'shiki'
import type { TwoslashPages, TwoslashSite, TwoslashStats } from './fence.ts'

/** The transformer is in the processors from the start and does nothing until `load` has run. */
export interface TwoslashOnDemand extends TwoslashPages {
  /** Loads twoslash once; awaited before a text that may hold a twoslash fence is highlighted. */
  load(): Promise<void>
}

/** The hooks @shikijs/twoslash's transformer (and this tool's wrapper of it) may define. */
const HOOKS = ['preprocess', 'tokens', 'span', 'line', 'code', 'pre', 'root', 'postprocess'] as const

export function twoslashOnDemand(site: TwoslashSite): TwoslashOnDemand {
  const stats: TwoslashStats = { compilerRuns: 0, cacheHits: 0, environments: 0, checkers: 0, installedParses: 0 }
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
