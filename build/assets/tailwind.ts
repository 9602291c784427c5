// Tailwind CSS for a site stylesheet that asks for it, as Vocs runs it: Tailwind 4 (`@import "tailwindcss"`), or
// a Tailwind 3 stylesheet (`@tailwind` directives and a tailwind.config.*) through Tailwind 4's compatibility with
// its config. The site's files are scanned for class names. Runs in Node (build and dev server).
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BuildError } from '../errors/build-error.ts'

/** What makes a stylesheet Tailwind's: its import, or one of its at-rules or functions. */
const TAILWIND_SYNTAX =
  /@import\s+(?:url\(\s*)?["']tailwindcss(?:\/[\w.-]+)?["']|@(?:tailwind|apply|theme|config|plugin|utility|variant|custom-variant|source|reference)\b|--(?:theme|spacing|alpha)\(/

/** The config files Vocs's Tailwind 3 set-up looks for in the site folder, in its order. */
const TAILWIND_3_CONFIGS = ['tailwind.config.js', 'tailwind.config.cjs', 'tailwind.config.mjs', 'tailwind.config.ts']

/** Tailwind 3's default theme as a config, read before the site's own. */
const TAILWIND_3_THEME = fileURLToPath(new URL('./tailwind-3-theme.cjs', import.meta.url))
const V3_BORDER_COLOR = '*, ::after, ::before, ::backdrop, ::file-selector-button { border-color: theme(colors.gray.200, currentColor); }'

const toolRequire = createRequire(import.meta.url)
/** This tool's own copy of Tailwind's stylesheets: a site need not install Tailwind, as Vocs brought it along. */
const TAILWIND_PACKAGE = dirname(toolRequire.resolve('tailwindcss/package.json'))

export function usesTailwind(css: string): boolean {
  return TAILWIND_SYNTAX.test(css)
}

export interface TailwindOptions {
  /** The site folder: Tailwind's sources are found from here, as Vocs's Tailwind finds them from the project. */
  root: string
  /** Folders never scanned for class names: the tool's output and caches. */
  exclude: string[]
}

/** A compiled stylesheet that grows as files with new class names are scanned (the dev server's edits). */
export interface TailwindSheet {
  css: string
  /** Files the stylesheet was made from (config, plugins, imported stylesheets): an edit to one recompiles it. */
  dependencies: string[]
  /** Scans changed files; true when they brought class names the stylesheet did not have. */
  rescan(files: string[]): boolean
}

/**
 * The stylesheet at `file` (text `text`) compiled by Tailwind, with every class name found in the site's files. A
 * Tailwind 3 stylesheet (`@tailwind base|components|utilities` beside a tailwind.config.* in the site folder, which is
 * what made Vocs run Tailwind 3) keeps its meaning: Tailwind 3's default theme, the config, preflight (with Tailwind 3's
 * border colour) where `@tailwind base` stood and only the config's `content` files scanned. Tailwind's own errors are
 * BuildErrors at their line.
 */
export async function compileTailwind(text: string, file: string, options: TailwindOptions): Promise<TailwindSheet> {
  // Loaded here, not with the module: a site without Tailwind never pays for its compiler and native scanner.
  const [{ compile, optimize: lower }, { clearRequireCache }, { Scanner }] = await Promise.all([
    import('@tailwindcss/node'),
    import('@tailwindcss/node/require-cache'),
    import('@tailwindcss/oxide'),
  ])
  const dependencies = new Set<string>()
  const input = asTailwind4(text, options.root)
  let compiler: Awaited<ReturnType<typeof compile>>
  try {
    compiler = await compile(input, {
      base: dirname(file),
      from: file,
      onDependency: (path) => dependencies.add(path),
      customCssResolver: async (id) => ownStylesheet(id),
    })
  } catch (error) {
    throw tailwindError(error, file, text)
  } finally {
    // A CommonJS config is cached by Node: the next compile (a saved config) must read it again.
    clearRequireCache([...dependencies])
  }
  const sources = [
    ...(compiler.root === 'none' ? [] : [{ ...(compiler.root ?? { base: options.root, pattern: '**/*' }), negated: false }]),
    ...compiler.sources,
    ...options.exclude.map((base) => ({ base, pattern: '**/*', negated: true })),
  ]
  const scanner = new Scanner({ sources })
  // Tailwind's own last step in a Vite build: nesting and new syntax written out for the browsers it supports.
  const optimize = (css: string) => lower(css, { file, minify: false }).code
  const build = (candidates: string[]) => {
    try {
      return compiler.build(candidates)
    } catch (error) {
      throw tailwindError(error, file, text)
    }
  }
  const sheet: TailwindSheet = {
    css: optimize(build(scanner.scan())),
    dependencies: [...dependencies],
    rescan(files) {
      const before = sheet.css
      const changed = files.filter((f) => existsSync(f)).map((f) => ({ file: f, extension: extname(f).slice(1) }))
      if (changed.length > 0) sheet.css = optimize(build(scanner.scanFiles(changed)))
      return sheet.css !== before
    },
  }
  return sheet
}

/** A Tailwind 3 stylesheet rewritten for Tailwind 4, or the stylesheet as it is. Each rewrite stays on its line. */
function asTailwind4(text: string, root: string): string {
  const config = TAILWIND_3_CONFIGS.map((name) => join(root, name)).find((path) => existsSync(path))
  const v3 = /@tailwind\s+(base|components|utilities)\b/.test(text) && !/@import\s+["']tailwindcss["']/.test(text)
  if (!config || !v3) return text
  // Tailwind 3's preflight gave borders its gray-200; Tailwind 4's gives them the text colour.
  const preflight = `${readFileSync(join(TAILWIND_PACKAGE, 'preflight.css'), 'utf8')} ${V3_BORDER_COLOR}`.replace(/\s*\n\s*/g, ' ')
  const head = `@import "tailwindcss/theme.css" layer(theme); @config ${JSON.stringify(TAILWIND_3_THEME)}; @config ${JSON.stringify(config)}; `
  return (
    head +
    text
      .replace(/@tailwind\s+base\s*;/g, () => preflight)
      .replace(/@tailwind\s+(?:components|variants|screens)\s*;/g, '')
      // Tailwind 3 scanned only the config's `content` files.
      .replace(/@tailwind\s+utilities\s*;/g, '@tailwind utilities source(none);')
  )
}

/** `tailwindcss` and its stylesheets from this tool's own copy, whatever the site has installed. */
function ownStylesheet(id: string): string | undefined {
  if (id === 'tailwindcss') return join(TAILWIND_PACKAGE, 'index.css')
  if (!id.startsWith('tailwindcss/')) return undefined
  const path = join(TAILWIND_PACKAGE, id.slice('tailwindcss/'.length))
  for (const candidate of [path, `${path}.css`]) if (existsSync(candidate)) return candidate
  return undefined
}

/** Tailwind's error at its line: the one it names, or the line holding the first `quoted` thing it names. */
function tailwindError(error: unknown, file: string, text: string): BuildError {
  const message = (error as Error).message ?? String(error)
  const own = /^(.*?):(\d+):(\d+): (.*)$/s.exec(message)
  if (own && own[1] === file) return new BuildError({ file, line: Number(own[2]), column: Number(own[3]) }, `Tailwind CSS: ${own[4]}`)
  const named = /`([^`]+)`/.exec(message)?.[1]
  const at = named ? text.indexOf(named.split(' ').pop() ?? named) : -1
  const line = at < 0 ? undefined : text.slice(0, at).split('\n').length
  return new BuildError({ file, line }, `Tailwind CSS: ${message.split('\n')[0]}`)
}
