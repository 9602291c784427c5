// The regular-expression engine the site's grammars run on (Node, compile time): JavaScript's own RegExp, with each
// Oniguruma pattern translated by shiki's JavaScript engine, and the WebAssembly Oniguruma engine loaded only for the
// grammars holding a pattern that cannot be translated (decisions: highlighting).
import type { PatternScanner, RegexEngine, RegexEngineString } from 'shiki'
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript'
import { createOnigurumaEngine } from 'shiki/engine/oniguruma'
import { readTranslations, tableTranslator, translatePattern } from './regex-translations.ts'

/**
 * The grammars of shiki's bundled languages with a pattern its JavaScript engine cannot translate, by name (for the
 * shiki this package pins; test/large/regex-engine.test.ts translates every bundled grammar to keep it so). Finding
 * out while a site builds would translate every pattern of every grammar it loads, most of them never searched:
 * 0.36 s and 13 MB for the languages each thread loads first.
 */
export const NEEDS_ONIGURUMA: ReadonlySet<string> = new Set(['ahk2'])

export interface SiteRegexEngine {
  readonly engine: RegexEngine
  /** Makes sure the grammars of these names can be searched: loads Oniguruma for one in NEEDS_ONIGURUMA. */
  prepare(grammars: readonly string[]): Promise<void>
  /** Whether Oniguruma was needed (for tests and `--verbose`). */
  readonly usesOniguruma: boolean
  /** Patterns whose regular expression came from the table, and those translated here (for tests). */
  readonly translations: { fromTable: number; translated: number }
}

/** A line as both engines take it: the JavaScript engine's text and number, and Oniguruma's own string once made. */
interface Line extends RegexEngineString {
  content: string
  id: number
}

/** The package's table of patterns translated when it was packed, read once per thread (none in the repository). */
let shipped: ((pattern: string) => RegExp | undefined) | undefined
const fromTable = (pattern: string): RegExp | undefined => {
  shipped ??= tableTranslator(readTranslations() ?? new Map())
  return shipped(pattern)
}

/** `table`: the translations to start from (the package's, by default). */
export function createSiteRegexEngine(table: (pattern: string) => RegExp | undefined = fromTable): SiteRegexEngine {
  // One translation per pattern for all the scanners that search with it (a failed one kept as its error).
  const translated = new Map<string, RegExp | Error>()
  const translations = { fromTable: 0, translated: 0 }
  const translate = (pattern: string): RegExp => {
    let regex = translated.get(pattern)
    if (regex === undefined) {
      try {
        regex = table(pattern)
        if (regex) translations.fromTable++
        else {
          translations.translated++
          regex = translatePattern(pattern)
        }
      } catch (error) {
        regex = error as Error
      }
      translated.set(pattern, regex)
    }
    if (regex instanceof Error) throw regex
    return regex
  }
  const javascript = createJavaScriptRegexEngine({ regexConstructor: translate, cache: undefined })
  let oniguruma: { engine: RegexEngine; scanner: (scanner: PatternScanner) => PatternScanner } | undefined
  let loading: Promise<void> | undefined
  let lines = 0

  return {
    engine: {
      createString: (content): Line => ({ content, id: ++lines }),
      createScanner(patterns) {
        try {
          return javascript.createScanner(patterns)
        } catch (error) {
          if (!oniguruma)
            throw new Error(
              `shiki's JavaScript engine cannot translate a grammar's pattern, and its grammar is not in NEEDS_ONIGURUMA (build/markdown/regex-engine.ts): ${(error as Error).message}`,
            )
          return oniguruma.scanner(oniguruma.engine.createScanner(patterns))
        }
      },
    },
    async prepare(grammars) {
      if (oniguruma || !grammars.some((name) => NEEDS_ONIGURUMA.has(name))) return
      loading ??= createOnigurumaEngine(import('shiki/wasm')).then((engine) => {
        oniguruma = { engine, scanner: onLines(engine) }
      })
      await loading
    },
    get usesOniguruma() {
      return oniguruma !== undefined
    },
    translations,
  }
}

/**
 * Oniguruma's scanners over the lines the JavaScript engine made: a line becomes Oniguruma's own string once, on its
 * first search, and that string is let go when the next line comes.
 */
function onLines(engine: RegexEngine): (scanner: PatternScanner) => PatternScanner {
  let current: { line: Line; native: RegexEngineString } | undefined
  const nativeOf = (line: Line): RegexEngineString => {
    if (current?.line !== line) {
      current?.native.dispose?.()
      current = { line, native: engine.createString(line.content) }
    }
    return current.native
  }
  return (scanner) => ({
    findNextMatchSync: (string, start, options) => scanner.findNextMatchSync(typeof string === 'string' ? string : nativeOf(string as Line), start, options),
    dispose: () => scanner.dispose?.(),
  })
}
