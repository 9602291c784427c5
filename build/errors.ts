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

function report(summary: string, sorted: BuildError[], cwd?: string): string {
  const listed = sorted.slice(0, MAX_LISTED_ERRORS).map((e) => `  ${e.format(cwd)}`)
  if (sorted.length > MAX_LISTED_ERRORS) listed.push(`  … and ${sorted.length - MAX_LISTED_ERRORS} more`)
  return `${summary}\n${listed.join('\n')}`
}

function byPlace(a: BuildError, b: BuildError): number {
  const { file: fa, line: la = 0, column: ca = 0 } = a.place
  const { file: fb, line: lb = 0, column: cb = 0 } = b.place
  return fa < fb ? -1 : fa > fb ? 1 : la - lb || ca - cb
}

/** Any error thrown while working on one file, as a BuildError naming that file (a bug's stack is kept as cause). */
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
