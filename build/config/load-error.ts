// Turns a failure to load the site config (a syntax error, a missing import, an exception while it runs) into
// file:line:col errors with the reason, pointing into the config or the module it imports. Runs in Node.
import { existsSync, readFileSync } from 'node:fs'
import { BuildError, BuildErrors, type SourcePlace } from '../errors.ts'

// esbuild (through tsx) reports each syntax error as `/abs/file.ts:3:13: ERROR: Expected "}" but found "'y'"`.
const SYNTAX_ERROR = /^(\/[^\n]+?|[A-Za-z]:\\[^\n]+?):(\d+):(\d+): ERROR: (.+)$/gm
const MISSING_MODULE = /Cannot find (?:module|package) '([^']+)'/
const NOT_DEFINED = /^(\S+) is not defined$/

export function configLoadError(configFile: string, error: unknown): BuildError | BuildErrors {
  const message = error instanceof Error ? error.message : String(error)
  const syntax = [...message.matchAll(SYNTAX_ERROR)].map(
    ([, file, line, column, reason]) => new BuildError({ file: file!, line: Number(line), column: Number(column) + 1 }, `syntax error: ${reason}`),
  )
  if (syntax.length) return BuildErrors.of(syntax)!

  const missing = MISSING_MODULE.exec(message)
  if (missing) {
    const specifier = missing[1]!
    return new BuildError(
      placeOf(configFile, (text) => quotedIndex(text, specifier)),
      `cannot find the module '${specifier}' that the config imports`,
    )
  }

  const name = error instanceof Error ? error.name : 'Error'
  const frame = configFrame(configFile, error)
  const undefinedName = NOT_DEFINED.exec(message)?.[1]
  const place = frame ?? (undefinedName ? placeOf(configFile, (text) => identifierIndex(text, undefinedName)) : { file: configFile })
  return new BuildError(place, `the config threw while loading: ${name}: ${message.split('\n')[0]}`)
}

/** The first stack frame inside the config file itself (present when the config loads as an ES module). */
function configFrame(configFile: string, error: unknown): SourcePlace | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : ''
  const escaped = configFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const frame = new RegExp(`(?:file://)?${escaped}(?:\\?[^:\\s)]*)?:(\\d+):(\\d+)`).exec(stack)
  return frame ? { file: configFile, line: Number(frame[1]), column: Number(frame[2]) } : undefined
}

function placeOf(file: string, find: (text: string) => number): SourcePlace {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const index = find(text)
  if (index < 0) return { file }
  const before = text.slice(0, index).split('\n')
  return { file, line: before.length, column: before.at(-1)!.length + 1 }
}

function quotedIndex(text: string, specifier: string): number {
  for (const quote of ["'", '"', '`']) {
    const at = text.indexOf(`${quote}${specifier}${quote}`)
    if (at !== -1) return at
  }
  return -1
}

function identifierIndex(text: string, name: string): number {
  const match = new RegExp(`(?<![\\w$.])${name.replace(/[$]/g, '\\$')}(?![\\w$])`).exec(text)
  return match ? match.index : -1
}
