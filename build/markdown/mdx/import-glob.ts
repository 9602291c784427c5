// Vite's `import.meta.glob('./posts/*.mdx', { eager, import, query })` in a site's own code (Node, bundle time): the
// call becomes an object of the matching files, each imported (eager) or as `() => import(…)`, keyed by the path as
// written (relative to the importing file, or from the site folder for a pattern starting with `/`). An esbuild plugin,
// used by the page and island bundles alike (site-imports.ts). The arguments must be literals, as Vite requires.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, posix, relative } from 'node:path'
import type { Loader, Plugin } from 'esbuild'

interface GlobOptions {
  eager?: boolean
  import?: string
  query?: string | Record<string, string>
  as?: string
}

const CALL = /import\.meta\.glob\s*(?:<[^>()]*>)?\s*\(/g
const LOADERS: Record<string, Loader> = { '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx', '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx' }

export function importGlob(root: string): Plugin {
  return {
    name: 'import-glob',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        if (args.path.includes('/node_modules/')) return undefined
        const text = readFileSync(args.path, 'utf8')
        if (!text.includes('import.meta.glob')) return undefined
        const ext = posix.extname(args.path)
        return { contents: withGlobs(text, args.path, root), loader: LOADERS[ext] ?? 'js', resolveDir: dirname(args.path) }
      })
    },
  }
}

/** The module's text with each `import.meta.glob(…)` replaced (and the imports an eager one needs put first). */
export function withGlobs(text: string, file: string, root: string): string {
  const head: string[] = []
  let out = ''
  let at = 0
  let n = 0
  for (const match of text.matchAll(CALL)) {
    if (match.index < at) continue
    const open = match.index + match[0].length
    const close = closingParen(text, open)
    // The arguments are literals (Vite's rule); read as JavaScript, they are the site's own code like the rest of it.
    const [patterns, options = {}] = new Function(`return [${text.slice(open, close)}]`)() as [string | string[], GlobOptions?]
    const files = globFiles([patterns].flat(), file, root)
    const query = typeof options.query === 'string' ? options.query : options.as ? `?${options.as}` : ''
    const entries = files.map(({ key, specifier }, i) => {
      const spec = JSON.stringify(specifier + query)
      if (!options.eager) return `${JSON.stringify(key)}: () => import(${spec})${options.import ? `.then((m) => m[${JSON.stringify(options.import)}])` : ''}`
      const local = `__glob_${n}_${i}`
      head.push(
        options.import
          ? `import { ${options.import === 'default' ? 'default' : options.import} as ${local} } from ${spec};`
          : `import * as ${local} from ${spec};`,
      )
      return `${JSON.stringify(key)}: ${local}`
    })
    out += `${text.slice(at, match.index)}({ ${entries.join(', ')} })`
    at = close + 1
    n++
  }
  return `${head.join('\n')}\n${out}${text.slice(at)}`
}

function closingParen(text: string, from: number): number {
  let depth = 1
  let quote = ''
  for (let i = from; i < text.length; i++) {
    const c = text[i]!
    if (quote) {
      if (c === '\\') i++
      else if (c === quote) quote = ''
    } else if (c === '"' || c === "'" || c === '`') quote = c
    else if (c === '(') depth++
    else if (c === ')' && --depth === 0) return i
  }
  throw new Error('import.meta.glob( is not closed')
}

/** The files the patterns match (`!` excludes), sorted, with the key Vite gives each and the path to import it by. */
function globFiles(patterns: string[], file: string, root: string): { key: string; specifier: string }[] {
  const from = dirname(file)
  const absolute = (pattern: string) => (pattern.startsWith('/') ? join(root, pattern) : join(from, pattern))
  const include = patterns.filter((p) => !p.startsWith('!'))
  const exclude = patterns.filter((p) => p.startsWith('!')).map((p) => globRegExp(absolute(p.slice(1))))
  const found = new Set<string>()
  for (const pattern of include) {
    const full = absolute(pattern)
    const re = globRegExp(full)
    const base = full.slice(0, full.search(/[*?{[]/) === -1 ? full.length : full.search(/[*?{[]/)).replace(/[^/]*$/, '')
    for (const candidate of walk(base)) if (re.test(candidate) && !exclude.some((x) => x.test(candidate))) found.add(candidate)
  }
  return [...found].sort().map((path) => {
    const rel = relative(from, path).replace(/\\/g, '/')
    const specifier = rel.startsWith('.') ? rel : `./${rel}`
    const written = include.find((p) => p.startsWith('/')) ? `/${relative(root, path).replace(/\\/g, '/')}` : specifier
    return { key: written, specifier }
  })
}

function* walk(dir: string): Generator<string> {
  let entries: import('node:fs').Dirent[]
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(path)
    else yield path
  }
}

/** `*` within a name, `**` across folders, `?`, `{a,b}`. */
function globRegExp(pattern: string): RegExp {
  let re = ''
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!
    if (c === '*' && pattern[i + 1] === '*') {
      re += '(?:.*/)?'
      i += pattern[i + 2] === '/' ? 2 : 1
    } else if (c === '*') re += '[^/]*'
    else if (c === '?') re += '[^/]'
    else if (c === '{') {
      const end = pattern.indexOf('}', i)
      re += `(?:${pattern
        .slice(i + 1, end)
        .split(',')
        .map((s) => s.replace(/[.+^$()|[\]\\]/g, '\\$&'))
        .join('|')})`
      i = end
    } else re += c.replace(/[.+^$()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${re}$`)
}
