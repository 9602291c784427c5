// Turns a failure to run the site config (a module missing at run time, an exception it throws) into a file:line:col
// error with the reason, pointing into the config. Syntax errors and imports esbuild cannot resolve are reported by
// import-config.ts from esbuild's own messages. Runs in Node.
import { existsSync, readFileSync } from 'node:fs'
import { BuildError, type BuildErrors, type SourcePlace } from '../errors/build-error.ts'

const MISSING_MODULE = /Cannot find (?:module|package) '([^']+)'/
const NOT_DEFINED = /^(\S+) is not defined$/

export function configLoadError(configFile: string, error: unknown): BuildError | BuildErrors {
  const message = error instanceof Error ? error.message : String(error)
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
