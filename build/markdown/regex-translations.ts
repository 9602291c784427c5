// Grammar patterns translated into JavaScript regular expressions ahead of time (Node): the patterns of the languages
// every highlighter loads first are translated when the package is made (build/package/compile-package.ts) and read by
// each thread's engine instead of being translated again in every thread of every build (regex-engine.ts).
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { EmulatedRegExp } from 'oniguruma-to-es'
import { defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript'
import { REPO_ROOT } from '../platform/tool-root.ts'

/** Where the package keeps its table (lib/regex-translations.json); the repository has none. */
export const SHIPPED_TRANSLATIONS = join(REPO_ROOT, 'regex-translations.json')

/** What a table was made with: a table of another translator version or target is not read. */
export const TRANSLATOR = (() => {
  // The package exports no package.json: read beside its entry.
  const entry = createRequire(import.meta.url)
    .resolve('oniguruma-to-es')
    .replace(/\\/g, '/')
  const root = entry.slice(0, entry.lastIndexOf('/oniguruma-to-es/') + '/oniguruma-to-es/'.length)
  return `oniguruma-to-es@${(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version}`
})()

/** The translator's target on this Node, as its `auto` chooses it: ES2025 where RegExp takes flag groups (`(?i:…)`). */
export const TRANSLATION_TARGET = (() => {
  try {
    // biome-ignore lint/complexity/useRegexLiterals: as a literal it would be a syntax error where flag groups are unknown
    new RegExp('(?i:)')
    return 'ES2025'
  } catch {
    return 'ES2024'
  }
})()

/** A grammar's pattern as a JavaScript regular expression, as shiki's JavaScript engine makes it. */
export const translatePattern = (pattern: string): RegExp => defaultJavaScriptRegexConstructor(pattern, { target: TRANSLATION_TARGET })

/** A translated pattern: the JavaScript pattern, its flags and, when it is emulated, the emulation's options. */
interface Translation {
  p: string
  f: string
  o?: EmulatedRegExp['rawOptions']
}

interface Table {
  translator: string
  target: string
  patterns: Record<string, Translation>
}

/** The regular expression a translation stands for, made as the translator makes it. */
function regexOf(translation: Translation): RegExp {
  return translation.o ? new EmulatedRegExp(translation.p, translation.f, translation.o) : new RegExp(translation.p, translation.f)
}

function translationOf(regex: RegExp): Translation {
  return regex instanceof EmulatedRegExp ? { p: regex.source, f: regex.flags, o: regex.rawOptions } : { p: regex.source, f: regex.flags }
}

/** The regular expressions of a table's patterns, each made when first asked for. */
export function tableTranslator(table: Map<string, Translation>): (pattern: string) => RegExp | undefined {
  return (pattern) => {
    const translation = table.get(pattern)
    return translation && regexOf(translation)
  }
}

/** The table in `file` when it was made by this translator for this Node's target; none otherwise (or without a file). */
export function readTranslations(file = SHIPPED_TRANSLATIONS): Map<string, Translation> | undefined {
  let table: Table
  try {
    table = JSON.parse(readFileSync(file, 'utf8')) as Table
  } catch {
    return undefined
  }
  if (table.translator !== TRANSLATOR || table.target !== TRANSLATION_TARGET) return undefined
  return new Map(Object.entries(table.patterns))
}

/**
 * Writes the translations of every pattern of `grammars` (in the forms vscode-textmate hands them to the engine: see
 * `scannedForms`) that can be translated; returns how many.
 */
export function writeTranslations(file: string, grammars: readonly object[]): number {
  const patterns: Record<string, Translation> = {}
  for (const pattern of grammars.flatMap(patternsOf).flatMap(scannedForms)) {
    if (pattern in patterns) continue
    try {
      patterns[pattern] = translationOf(translatePattern(pattern))
    } catch {
      // Searched by Oniguruma (NEEDS_ONIGURUMA), or never: left to the engine.
    }
  }
  const table: Table = { translator: TRANSLATOR, target: TRANSLATION_TARGET, patterns }
  writeFileSync(file, JSON.stringify(table))
  return Object.keys(patterns).length
}

/** Every pattern string of a TextMate grammar (its rules', its repository's and its injections'). */
function patternsOf(grammar: object): string[] {
  const found: string[] = []
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) walk(item)
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) {
        if (typeof item === 'string' && (key === 'match' || key === 'begin' || key === 'end' || key === 'while')) found.push(item)
        else walk(item)
      }
  }
  walk(grammar)
  return found
}

/**
 * The forms in which vscode-textmate searches with a pattern: `\z` rewritten, and a pattern with `\A` or `\G` in four
 * forms, each anchor kept or disabled (made an escaped U+FFFF). A form missed here is translated when it is first
 * searched with, so this decides only how much the table saves.
 */
function scannedForms(pattern: string): string[] {
  const escapes = /\\(.)/gs
  const source = pattern.replace(escapes, (pair, next: string) => (next === 'z' ? '$(?!\\n)(?<!\\n)' : pair))
  const anchored = [...source.matchAll(escapes)].some(([, next]) => next === 'A' || next === 'G')
  if (!anchored) return [source]
  const form = (keepA: boolean, keepG: boolean) =>
    source.replace(escapes, (pair, next: string) => ((next === 'A' && !keepA) || (next === 'G' && !keepG) ? '\\\uFFFF' : pair))
  return [form(false, false), form(false, true), form(true, false), form(true, true)]
}
