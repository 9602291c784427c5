// A component that throws while a page renders becomes a BuildError that names the page, the component and the
// line of the site's own file that threw (found through the page module's source map, site-frames.ts).
import { relative } from 'node:path'
import { BuildError, type SourcePlace } from '../errors/build-error.ts'
import { siteFrame } from './site-frames.ts'

function messageOf(error: unknown): string {
  return error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error)
}

/** `component` and `place` are known for an island (its name and the page line it is used on). */
export function componentFailure(error: unknown, page: string, component?: string, place?: SourcePlace): BuildError {
  if (error instanceof BuildError) return error
  const frame = siteFrame(error)
  // The page's (or a partial's) own code: an `{expression}` that threw. Its line is the place itself.
  if (!component && frame && (frame.file === page || /^(_createMdxContent|MDXContent)$/.test(frame.name ?? ''))) {
    return new BuildError({ file: frame.file, line: frame.line, column: frame.column }, `an expression threw while rendering: ${messageOf(error)}`)
  }
  const who = component ?? frame?.name
  const where = frame ? ` (at ${frame.name ? `${frame.name}, ` : ''}${relative(process.cwd(), frame.file) || frame.file}:${frame.line}:${frame.column})` : ''
  const what = who ? `<${who}> threw while rendering: ${messageOf(error)}${where}` : `could not render this page: ${messageOf(error)}${where}`
  return new BuildError(place ?? { file: page }, what)
}
