// The lines around an error's place, for the dev server's overlay and terminal: two lines before and after,
// numbered, the error's line marked with `>` and its column with a caret. Runs in Node.
import { readFileSync } from 'node:fs'
import { BuildError, BuildErrors, formatError, type SourcePlace } from './build-error.ts'

const AROUND = 2
/** Frames shown for a report of several errors; the list above names them all. */
const MAX_FRAMES = 3

export function codeFrame(place: SourcePlace): string | undefined {
  if (!place.line) return undefined
  let lines: string[]
  try {
    lines = readFileSync(place.file, 'utf8').split(/\r?\n/)
  } catch {
    return undefined
  }
  const first = Math.max(1, place.line - AROUND)
  const last = Math.min(lines.length, place.line + AROUND)
  const width = String(last).length
  const out: string[] = []
  for (let n = first; n <= last; n++) {
    out.push(`${n === place.line ? '>' : ' '} ${String(n).padStart(width)} | ${lines[n - 1]}`)
    if (n === place.line && place.column) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, place.column - 1))}^`)
  }
  return out.join('\n')
}

/** formatError's text, followed by the code frame of the error (of the first few, for a report of several). */
export function formatErrorWithFrames(error: unknown, cwd = process.cwd()): string {
  const text = formatError(error, cwd)
  const errors = error instanceof BuildError ? [error] : error instanceof BuildErrors ? error.errors.slice(0, MAX_FRAMES) : []
  const frames = errors.flatMap((e) => {
    const frame = codeFrame(e.place)
    return frame ? [errors.length > 1 ? `${e.format(cwd).split(' ')[0]}\n${frame}` : frame] : []
  })
  return frames.length ? `${text}\n\n${frames.join('\n\n')}` : text
}
