// Where an error thrown while a page renders came from in the site's own files: the source maps of the .mdx page
// modules this process runs (mdx-module.ts keeps them), read back for each frame of the error's stack. Node.
import { SourceMap } from 'node:module'
import { isAbsolute, join, sep } from 'node:path'
import { REPO_ROOT } from '../platform/tool-root.ts'

/** By the module's file name, as its stack frames give it: its source map and the site folder its sources are in. */
const maps = new Map<string, { map: SourceMap; root: string }>()

/** Keeps the inline source map of a module's `code`, if it has one, under the file name it runs as. */
export function keepSourceMap(filename: string, code: string, root: string): void {
  const map = sourceMapOf(code)
  if (map) maps.set(filename, { map, root })
}

export function forgetSourceMap(filename: string): void {
  maps.delete(filename)
}

function sourceMapOf(code: string): SourceMap | undefined {
  const inline = /\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/.exec(code)
  if (!inline) return undefined
  try {
    return new SourceMap(JSON.parse(Buffer.from(inline[1]!, 'base64').toString('utf8')))
  } catch {
    return undefined
  }
}

export interface SiteFrame {
  /** The function the frame is in (the component, usually). */
  name?: string
  file: string
  line: number
  column: number
}

const TOOL_DIRS = ['build', 'runtime', 'node_modules'].map((d) => join(REPO_ROOT, d) + sep)

/** The first frame of the error's stack that lies in the site's own files (not a package's, not this tool's). */
export function siteFrame(error: unknown): SiteFrame | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : ''
  for (const line of stack.split('\n')) {
    const frame = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line)
    if (!frame) continue
    const [, name, file, row, col] = frame
    const module = maps.get(file!)
    if (!module) continue
    const entry = module.map.findEntry(Number(row) - 1, Number(col) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number }
    if (!entry.originalSource) continue
    const source = isAbsolute(entry.originalSource) ? entry.originalSource : join(module.root, entry.originalSource)
    if (source.includes(`${sep}node_modules${sep}`) || TOOL_DIRS.some((dir) => source.startsWith(dir))) continue
    return { name: name?.replace(/^(Object\.|new )/, ''), file: source, line: entry.originalLine! + 1, column: entry.originalColumn! + 1 }
  }
  return undefined
}
