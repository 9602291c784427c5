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

/** Several errors found in one pass (e.g. every broken link of the site), reported together. */
export class BuildErrors extends Error {
  readonly errors: BuildError[]
  constructor(summary: string, errors: BuildError[]) {
    super(`${summary}\n${errors.map((e) => '  ' + e.format()).join('\n')}`)
    this.name = 'BuildErrors'
    this.errors = errors
  }
}

export function formatError(error: unknown, cwd = process.cwd()): string {
  if (error instanceof BuildError) return error.format(cwd)
  if (error instanceof BuildErrors) return error.message
  if (error instanceof Error) return error.stack ?? error.message
  return String(error)
}
