// Runs an .mdx page's bundled module (CommonJS from mdx/bundle-page.ts) in this process, synchronously, so the
// render stays one renderToString. The module gets this process's React (one copy for the page, its islands and
// the layout) and the site's components for `vocs/components`. Keeps each module's source map to point an error
// at the line of the site's own file that threw.
import { createHash } from 'node:crypto'
import { createRequire, SourceMap } from 'node:module'
import { isAbsolute, join, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { compileFunction } from 'node:vm'
import type { ComponentType } from 'react'
import * as vocsComponents from '../../runtime/components/content/vocs-components.ts'
import { REPO_ROOT } from '../platform/tool-root.ts'
import { MDX_PROVIDER, mdxProvider } from './mdx-components.ts'
import { shareReactWith } from './one-react.ts'

const require = createRequire(import.meta.url)

export interface MdxModule {
  default: ComponentType<{ components?: Record<string, unknown> }>
  [name: string]: unknown
}

interface Loaded {
  exports: MdxModule
  map: SourceMap | undefined
  root: string
}

/** By the module's name (page path and code hash): a module is run once, however many times its page renders. */
const loaded = new Map<string, Loaded>()

/**
 * What the page module's `require` gives: the site's components for `vocs/components`; React and Node's built-ins
 * from this process; an installed package (named by its file) loaded once, ES modules included (Node's
 * require(esm)), so it is the same instance the build's own code and every other page see.
 */
/** Installed packages loaded as ES modules, by resolved file (see loadPackages). */
const packages = new Map<string, unknown>()

/**
 * Loads the packages a page module requires before it runs. An ES module package loaded through `require` would
 * resolve its own imports with require's conditions, which an import-only package (one whose exports have `import` and no `require`) does not offer.
 */
export async function loadPackages(files: string[]): Promise<void> {
  for (const file of files) {
    if (packages.has(file)) continue
    shareReactWith(file)
    packages.set(file, await import(pathToFileURL(file).href))
  }
}

function provide(id: string): unknown {
  if (id === 'vocs/components') return vocsComponents
  if (id === MDX_PROVIDER) return mdxProvider
  const module = packages.get(id) ?? require(id)
  // An ES module's namespace: mark it as one, so the bundle reads its `default` export as the default import.
  if (module && (module as { [Symbol.toStringTag]?: string })[Symbol.toStringTag] === 'Module' && !('__esModule' in module)) {
    return { __esModule: true, ...module }
  }
  return module
}

export function loadMdxModule(code: string, page: string, root: string): MdxModule {
  const filename = `${page}?mdx=${createHash('sha256').update(code).digest('hex').slice(0, 12)}`
  const known = loaded.get(filename)
  if (known) return known.exports
  const run = compileFunction(code, ['require', 'module', 'exports'], { filename })
  const module = { exports: {} as MdxModule }
  const entry: Loaded = { exports: module.exports, map: sourceMapOf(code), root }
  loaded.set(filename, entry)
  try {
    run(provide, module, module.exports)
  } catch (error) {
    loaded.delete(filename)
    throw error
  }
  entry.exports = module.exports
  return module.exports
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
    const module = loaded.get(file!)
    if (!module?.map) continue
    const entry = module.map.findEntry(Number(row) - 1, Number(col) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number }
    if (!entry.originalSource) continue
    const source = isAbsolute(entry.originalSource) ? entry.originalSource : join(module.root, entry.originalSource)
    if (source.includes(`${sep}node_modules${sep}`) || TOOL_DIRS.some((dir) => source.startsWith(dir))) continue
    return { name: name?.replace(/^(Object\.|new )/, ''), file: source, line: entry.originalLine! + 1, column: entry.originalColumn! + 1 }
  }
  return undefined
}
