// `// [!include ~/snippets/counter.tsx:region]` lines in code fences (Vocs's syntax): each is replaced by that file's
// text, or one region of it, before highlighting and twoslash see the fence. Runs in Node at compile time; records
// every included file on `file.data.dependencies` so caches and the dev server know what the page is made of. A fence
// with `filename="example.ts"` is a file of its page (Vocs's virtual files): `// [!include example.ts]` includes its text,
// and a twoslash block importing `./example` compiles with it.
import { readFileSync, realpathSync, statSync } from 'node:fs'
import { dirname, isAbsolute, join, relative, resolve } from 'node:path'
import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { BuildError, BuildErrors } from '../../errors/build-error.ts'
import { extractRegion, RegionError, stripRegionMarkers } from '../code-regions.ts'
import { walkMarkdown } from '../tree-walk.ts'

declare module 'vfile' {
  interface DataMap {
    /** Absolute paths of the files a page is made of besides its own (includes, imports). */
    dependencies: string[]
  }
}

/** Where include paths point: `~/` is the content folder (the config's rootDir, as in Vocs); nothing outside `site`. */
export interface IncludeRoots {
  /** The site folder: no include may read outside it. */
  site: string
  /** `<site>/<rootDir>`, what `~/` stands for. */
  content: string
}

// An include line in the comment syntax of the fence's language: `//`, `#`, `--`, `/* */`, `{/* */}`, `<!-- -->`.
const INCLUDE = /^([ \t]*)(?:\/\/|#|--|<!--|\{?\/\*)\s*\[!include\s+([^\]]+?)\s*\](?:\s*(?:-->|\*\/\}?))?\s*$/
/** `/find/replace/` after the path: replaces every `find` in the included text (a `\/` is a literal slash). */
const FIND_REPLACE = /^\/((?:[^/\\]|\\.)+)\/((?:[^/\\]|\\.)*)\/$/

const FILENAME = /(?:^|\s)filename="([^"]+)"/
/** `from './example'` (or `"example.ts"`) in a twoslash block: the module a virtual file may be. */
const IMPORT_FROM = /from\s+(['"])([^'"]+)\1/g
const moduleName = (path: string) => path.replace(/^\.\//, '').replace(/\.(ts|js|tsx|jsx|mts|cts)$/, '')

export interface IncludeOptions {
  /**
   * A Vocs site's includes: a region's problems are what Vocs makes of them (code-regions.ts), an empty region name is
   * the whole file, and the text keeps its indentation; each problem warns, or with `strict` fails the page.
   */
  vocs?: boolean
  strict?: boolean
}

export function remarkCodeInclude(roots?: IncludeRoots, options: IncludeOptions = {}) {
  return (tree: Root, file: VFile) => {
    const virtual = new Map<string, string>()
    walkMarkdown(tree, 'code', (node) => {
      const name = node.meta && FILENAME.exec(node.meta)?.[1]
      if (name) virtual.set(name, node.value)
    })
    if (virtual.size) withVirtualImports(tree, virtual)
    // Every include that fails is reported, not only the page's first.
    const failures: BuildError[] = []
    walkMarkdown(tree, 'code', (node) => {
      if (!node.value.includes('[!include')) return
      const lines = node.value.split('\n')
      if (!lines.some((line) => INCLUDE.test(line))) return
      node.value = lines
        .map((line, index) => {
          const match = INCLUDE.exec(line)
          if (!match) return line
          const place = { file: file.path, line: node.position ? node.position.start.line + 1 + index : undefined }
          const fail = (message: string): never => {
            throw new BuildError(place, `cannot include ${match[2]}: ${message}`)
          }
          const warn = options.strict
            ? fail
            : (message: string) => file.message(`include ${match[2]}: ${message}`, place.line ? { line: place.line, column: 1 } : undefined)
          let included: string
          try {
            included = includeText(match[2]!, file, roots, fail, virtual, options.vocs ? { warn } : undefined)
          } catch (error) {
            if (!(error instanceof BuildError)) throw error
            failures.push(error)
            return line
          }
          return included
            .split('\n')
            .map((text) => (text ? match[1] + text : text))
            .join('\n')
        })
        .join('\n')
    })
    if (failures.length === 1) throw failures[0]
    if (failures.length > 1) throw new BuildErrors(`${failures.length} includes of ${file.path} failed:`, failures)
  }
}

/** Each twoslash block that imports a virtual file gets it as a file of its own before its code, as in Vocs. */
function withVirtualImports(tree: Root, virtual: Map<string, string>): void {
  walkMarkdown(tree, 'code', (node) => {
    if (!node.meta || !/(?:^|\s)twoslash(?:\s|$)/.test(node.meta) || FILENAME.test(node.meta)) return
    const files = [...node.value.matchAll(IMPORT_FROM)].flatMap(([, , from]) =>
      [...virtual].filter(([name]) => moduleName(name) === moduleName(from!) && !node.value.includes(`@filename: ${name}`)),
    )
    if (!files.length) return
    const main = node.value.includes('@filename:') ? '' : `// @filename: index.${node.lang === 'tsx' ? 'tsx' : 'ts'}\n// ---cut---\n`
    node.value = `${[...new Map(files)].map(([name, text]) => `// @filename: ${name}\n${text}\n`).join('')}${main}${node.value}`
  })
}

/** `vocs`: Vocs's rules for regions (IncludeOptions), with where their problems go. */
function includeText(
  spec: string,
  file: VFile,
  roots: IncludeRoots | undefined,
  fail: (message: string) => never,
  virtual: Map<string, string>,
  vocs?: { warn(message: string): void },
): string {
  const [target = '', ...edits] = spec.split(/\s+/)
  // The region follows the last `:` of the file name (not of a folder).
  const colon = target.indexOf(':', target.lastIndexOf('/') + 1)
  const path = colon === -1 ? target : target.slice(0, colon)
  let region = colon === -1 ? undefined : target.slice(colon + 1)
  if (vocs && region?.includes(':')) {
    // Vocs reads the name up to the next `:`: `file::all` names no region.
    vocs.warn(`the region name is "${region.split(':')[0]}", read up to its ":" as Vocs reads it`)
    region = region.split(':')[0]
  }
  if (region === '') {
    if (!vocs) fail('the region name after ":" is empty')
    else vocs.warn('the region name after ":" is empty; the whole file is included, as in Vocs')
  }
  const own = virtual.get(path)
  const absolute = own === undefined ? resolveIncludePath(path, file, roots, fail) : path
  let text: string
  try {
    if (own !== undefined) text = own.replace(/\n$/, '')
    else {
      const stat = statSync(absolute)
      if (!stat.isFile())
        fail(stat.isDirectory() ? `${absolute} is a folder, not a file` : `${absolute} is not a regular file (a FIFO, socket or device): include a file`)
      text = readFileSync(absolute, 'utf8').replace(/\r\n?/g, '\n').replace(/\n$/, '')
    }
  } catch (error) {
    if (error instanceof BuildError) throw error
    const code = (error as NodeJS.ErrnoException).code
    return fail(code === 'ENOENT' ? `no such file (looked for ${absolute})` : `could not read ${absolute} (${code ?? String(error)})`)
  }
  file.data.dependencies ??= []
  if (own === undefined && !file.data.dependencies.includes(absolute)) file.data.dependencies.push(absolute)
  try {
    text = region ? extractRegion(text, region, { vocs }) : text
  } catch (error) {
    if (error instanceof RegionError) fail(`in ${absolute}, ${error.message}`)
    throw error
  }
  // Vocs's convention: `name_$1`, `name_$2` let one snippet file declare a name twice; readers see `name`.
  text = stripRegionMarkers(text).replace(/_\$\d*/g, '')
  for (const edit of edits) {
    const match = FIND_REPLACE.exec(edit)
    if (!match) fail(`"${edit}" after the path is not a /find/replace/ pair`)
    const literal = (s: string) => s.replace(/\\\//g, '/')
    text = text.replaceAll(literal(match![1]!), literal(match![2]!))
  }
  return text
}

/** `~/x` from the content folder, `./x` and `../x` from the page's folder; the result must stay in the site folder. */
function resolveIncludePath(path: string, file: VFile, roots: IncludeRoots | undefined, fail: (message: string) => never): string {
  let absolute: string
  if (path.startsWith('~/')) {
    if (!roots) return fail('"~/" paths need the site folder, which this compile was not given')
    absolute = join(roots.content, path.slice(2))
  } else if (path.startsWith('./') || path.startsWith('../')) absolute = resolve(dirname(file.path), path)
  else
    return fail(
      'expected a path starting with "~/" (the content folder), "./" or "../" (the page\'s folder), or the name of a fence of this page with filename="…"',
    )
  if (roots) {
    const inside = (child: string, parent: string) => {
      const rel = relative(parent, child)
      return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
    }
    if (!inside(absolute, roots.site)) fail(`${absolute} is outside the site folder ${roots.site}`)
    // A symlink inside the site may still lead out of it.
    let real: string | undefined
    try {
      real = realpathSync(absolute)
    } catch {
      // Missing: reported by the caller with the path it looked for.
    }
    if (real && !inside(real, realpathSync(roots.site))) fail(`${absolute} links to ${real}, outside the site folder`)
  }
  return absolute
}
