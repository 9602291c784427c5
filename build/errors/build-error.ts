// Build errors that point at a place: every failure a writer can cause names the file, the line and what was
// expected. Runs in Node (build and dev server).
import { relative } from 'node:path'

export interface SourcePlace {
  file: string
  line?: number
  column?: number
}

export class BuildError extends Error {
  readonly place: SourcePlace
  constructor(place: SourcePlace, message: string) {
    super(message)
    this.name = 'BuildError'
    this.place = place
  }

  /** `content/pages/a.md:3:7 message`, with the path relative to `cwd`. */
  format(cwd = process.cwd()): string {
    const { file, line, column } = this.place
    const where = [relative(cwd, file) || file, line, line && column].filter(Boolean).join(':')
    return `${where} ${this.message}`
  }
}

/** How many errors a failed build lists; the rest are counted, so the terminal stays readable. */
export const MAX_LISTED_ERRORS = 50

/**
 * Several errors found in one pass (every broken page and link of the site), reported together: sorted by file,
 * line and column, at most MAX_LISTED_ERRORS of them listed and the rest counted.
 */
export class BuildErrors extends Error {
  readonly errors: BuildError[]
  readonly summary: string
  constructor(summary: string, errors: BuildError[]) {
    const sorted = [...errors].sort(byPlace)
    super(report(summary, sorted))
    this.name = 'BuildErrors'
    this.summary = summary
    this.errors = sorted
  }

  /** The report with paths relative to `cwd`. */
  format(cwd = process.cwd()): string {
    return report(this.summary, this.errors, cwd)
  }

  /** The errors as one BuildError when there is just one, else as a BuildErrors; nothing when there are none. */
  static of(errors: BuildError[]): BuildError | BuildErrors | undefined {
    if (errors.length <= 1) return errors[0]
    const files = new Set(errors.map((e) => e.place.file)).size
    return new BuildErrors(`${errors.length} errors in ${files} ${files === 1 ? 'file' : 'files'}:`, errors)
  }

  /** Fails with every error given, as one sorted report, if there is any. */
  static throwIfAny(errors: BuildError[]): void {
    const failure = BuildErrors.of(errors)
    if (failure) throw failure
  }
}

/** From this many problems of one class on, they are one line of the report (`12 × unknown component <Sandbox> …`). */
export const GROUPED_FROM = 3
/** The places a grouped line names before it counts the rest. */
const PLACES_SHOWN = 3

/**
 * The class of a problem, for the report's counts: a link's by what is missing (the target is its detail), another's by
 * its message up to its first `: ` (`unknown component <Sandbox>`, `type error in a twoslash code block`).
 */
export function problemClass(message: string): { key: string; detail?: string } {
  const link = /^(→ \S+) \((no page or file|no heading)/.exec(message)
  if (link) return { key: link[2] === 'no heading' ? 'links to a missing #heading' : 'links to a missing page or file', detail: link[1] }
  // An include's class is what is wrong with it, not its file (which names its path and region).
  const include = /^cannot include (\S+): (?:no such file|\S+ (is outside the site folder|links to \S+, outside the site folder))/.exec(message)
  if (include) return { key: include[2] ? 'includes a file outside the site folder' : 'includes a file that does not exist', detail: include[1] }
  const cut = firstColonOutsideParentheses(message)
  return { key: cut === -1 ? message : message.slice(0, cut) }
}

/** Where the message's first `: ` outside parentheses is (`… shown in it (strict: true makes them errors): [2307] …`). */
function firstColonOutsideParentheses(message: string): number {
  let depth = 0
  for (let i = 0; i < message.length - 1; i++) {
    const char = message[i]
    if (char === '(') depth++
    else if (char === ')') depth = Math.max(0, depth - 1)
    else if (char === ':' && depth === 0 && message[i + 1] === ' ') return i
  }
  return -1
}

/**
 * Problems as report lines: each alone (`file:line message`) in the order given, but a class with GROUPED_FROM or more
 * as one line in place of its first, with its count, files and first places, so 300 pages of one mistake read as one.
 */
export function groupedLines(problems: { place: string; message: string }[]): string[] {
  const classes = new Map<string, { place: string; message: string; detail?: string }[]>()
  for (const problem of problems) {
    const { key, detail } = problemClass(problem.message)
    classes.set(key, [...(classes.get(key) ?? []), { ...problem, detail }])
  }
  const lines: string[] = []
  const done = new Set<string>()
  for (const problem of problems) {
    const { key } = problemClass(problem.message)
    const members = classes.get(key)!
    if (members.length < GROUPED_FROM) {
      lines.push(`${problem.place} ${problem.message}`)
      continue
    }
    if (done.has(key)) continue
    done.add(key)
    const files = new Set(members.map((m) => m.place.replace(/(:\d+)+$/, ''))).size
    // Messages that differ past their class keep what sets each apart (its first line, cut short) beside its place.
    const alike = members.every((m) => m.message === members[0]!.message)
    const places = members
      .slice(0, PLACES_SHOWN)
      .map((m) => (m.detail ? `${m.place} ${m.detail}` : alike ? m.place : `${m.place} (${shortRest(m.message, key)})`))
    const more = members.length > PLACES_SHOWN ? ` and ${members.length - PLACES_SHOWN} more` : ''
    // One message for them all: what it says past its class is said once, with the class.
    const shared = alike && !members[0]!.detail ? shortRest(members[0]!.message, key) : ''
    const what = shared ? `${key}: ${shared}` : key
    lines.push(`${members.length} × ${what} (${files} ${files === 1 ? 'file' : 'files'}): ${places.join(', ')}${more}`)
  }
  return lines
}

/** Warnings (`file:line message`) as report lines: a class of GROUPED_FROM or more as one line with its count. */
export function groupedWarnings(warnings: string[]): string[] {
  return groupedLines(
    warnings.map((w) => {
      const at = /^(\S+?:\d+(?::\d+)?) (.*)$/s.exec(w.replace(/^broken link: /, ''))
      return at ? { place: at[1]!, message: at[2]! } : { place: '', message: w }
    }),
  ).map((line) => line.trim())
}

/** What a message says after its class, its first line only, at most 100 characters. */
function shortRest(message: string, key: string): string {
  const rest = message.slice(key.length).replace(/^: /, '').split('\n')[0]!.trim()
  return rest.length > 100 ? `${rest.slice(0, 99)}…` : rest
}

function report(summary: string, sorted: BuildError[], cwd?: string): string {
  const lines = groupedLines(sorted.map((e) => ({ place: e.format(cwd).slice(0, -e.message.length - 1), message: e.message })))
  const listed = lines.slice(0, MAX_LISTED_ERRORS).map((l) => `  ${l}`)
  if (lines.length > MAX_LISTED_ERRORS) listed.push(`  … and ${lines.length - MAX_LISTED_ERRORS} more`)
  return `${summary}\n${listed.join('\n')}`
}

function byPlace(a: BuildError, b: BuildError): number {
  const { file: fa, line: la = 0, column: ca = 0 } = a.place
  const { file: fb, line: lb = 0, column: cb = 0 } = b.place
  return fa < fb ? -1 : fa > fb ? 1 : la - lb || ca - cb
}

/** Any error thrown while working on one file, as a BuildError naming that file (a bug's stack is kept as cause). */
/** `error` as the BuildErrors it holds (a page that found several), else as one (asBuildError). */
export function asBuildErrors(error: unknown, file: string, doing: string): BuildError[] {
  return error instanceof BuildErrors ? error.errors : [asBuildError(error, file, doing)]
}

export function asBuildError(error: unknown, file: string, doing: string): BuildError {
  if (error instanceof BuildError) return error
  const built = new BuildError({ file }, `could not ${doing} this page: ${error instanceof Error ? error.message : String(error)}`)
  built.cause = error
  return built
}

/** What a failed write of the file system means (by its code), and what to do. */
const WRITE_FAILURES: Record<string, [what: string, todo: string]> = {
  ENOSPC: ['no space left on device', 'free some space and build again (the previous output is untouched)'],
  EDQUOT: ['disk quota exceeded', 'free some space and build again (the previous output is untouched)'],
  EROFS: ['read-only file system', 'build into a folder on a writable disk (--out)'],
  EACCES: ['permission denied', 'make the folder writable, or build into another one (--out)'],
  EPERM: ['the file system refused it (an immutable or locked folder?)', 'make the folder writable, or build into another one (--out)'],
  ENAMETOOLONG: ['name too long for the file system', 'shorten the name of the file it is made from'],
  EMFILE: ['too many open files', 'raise the limit (ulimit -n) and build again'],
}

/**
 * A failed write of `name` into `folder` (the output, a cache) as one line naming both and what to do:
 * `docs/dist no space left on device while writing guide/a.html; free some space…`. Other errors as they are.
 */
export function writeFailure(error: unknown, folder: string, name: string): unknown {
  if (error instanceof BuildError || error instanceof BuildErrors) return error
  const meaning = WRITE_FAILURES[(error as NodeJS.ErrnoException | undefined)?.code ?? '']
  if (meaning === undefined) return error
  const failure = new BuildError({ file: folder }, `${meaning[0]} while writing ${name}; ${meaning[1]}`)
  failure.cause = error
  return failure
}

export function formatError(error: unknown, cwd = process.cwd()): string {
  if (error instanceof BuildError) return error.format(cwd)
  if (error instanceof BuildErrors) return error.format(cwd)
  // A system error no step named a file for: its one line (code, call, path), not a stack of the tool's own frames.
  const system = error as NodeJS.ErrnoException
  if (error instanceof Error && typeof system.code === 'string' && typeof system.syscall === 'string') {
    const meaning = WRITE_FAILURES[system.code]
    return meaning && system.path ? `${relative(cwd, system.path) || system.path} ${meaning[0]} (${system.syscall}); ${meaning[1]}` : error.message
  }
  if (error instanceof Error) return error.stack ?? error.message
  return String(error)
}
