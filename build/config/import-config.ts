// Runs a site's config file (TypeScript, JSX or JavaScript) and returns its default export. The file and the files it
// imports are bundled by esbuild into one module under `<site>/.cache/config/` (as Vite loads its config), so the
// tool needs no TypeScript loader at run time, every load sees the files as they are now, and `vocs` and
// `vellum` resolve to this package's `defineConfig` even when neither is installed. Each bundled file keeps its own
// `import.meta.url` and `__dirname`. Runs in Node.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, extname, join, resolve, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { threadId } from 'node:worker_threads'
import type { BuildFailure, Loader, Message, Plugin } from 'esbuild'
import { siteCache } from '../cache/site-cache.ts'
import { BuildError, BuildErrors } from '../errors/build-error.ts'
import { configLoadError } from './load-error.ts'

// What a config takes from the package: `defineConfig`, beside this file (define-config.ts from the sources,
// define-config.js when installed), bundled with the config; the rest of the package is for scripts, not configs.
const DEFINE_CONFIG = fileURLToPath(new URL(`./define-config${extname(fileURLToPath(import.meta.url))}`, import.meta.url))
const ALIASES = new Set(['vocs', 'vellum'])
// A React element made in the config must come from the React that renders the page, whatever the site has installed.
const OWN_PACKAGES = /^(react|react-dom)(\/.*)?$/
const toolRequire = createRequire(import.meta.url)

function resolveImports(): Plugin {
  return {
    name: 'site-config-imports',
    setup(b) {
      b.onResolve({ filter: /^(vocs|vellum)$/ }, (args) => (ALIASES.has(args.path) ? { path: DEFINE_CONFIG } : undefined))
      b.onResolve({ filter: OWN_PACKAGES }, (args) => ({ path: pathToFileURL(toolRequire.resolve(args.path)).href, external: true }))
      // Other packages stay imports, resolved here from the config's folder and written as absolute file URLs, so the
      // bundle runs the same from the cache folder.
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'resolving' || args.path.startsWith('node:')) return undefined
        const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'resolving' })
        if (found.errors.length) return { errors: found.errors }
        if (found.external || !found.path.includes('/node_modules/')) return found.external ? { path: found.path, external: true } : undefined
        return { path: pathToFileURL(found.path).href, external: true }
      })
    },
  }
}

export interface ImportedConfig {
  /** The config's default export (undefined when it has none). */
  exported: unknown
  /** The site's own files the config imports, directly or not (absolute; none under node_modules): the dev server watches them. */
  imports: string[]
}

// Each file of the config's bundle sees its own place, not the bundle's copy in the cache: `import.meta.url` (and
// `import.meta.dirname`/`filename`, and a CommonJS file's `__dirname`/`__filename`) are defined as names that every
// file declares for itself in its first line (as Vite loads its config). A name a file binds itself is left alone.
const SCOPE = { url: '__config_file_url', dirname: '__config_file_dirname', filename: '__config_file_filename' }
const SCOPE_DEFINES = {
  'import.meta.url': SCOPE.url,
  'import.meta.dirname': SCOPE.dirname,
  'import.meta.filename': SCOPE.filename,
  __dirname: SCOPE.dirname,
  __filename: SCOPE.filename,
}
const LOADERS: Record<string, Loader> = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js' }

/** Where a file's declarations went (line, and how many characters they added to it), to put error columns right. */
type Injected = Map<string, { line: number; length: number }>

function fileScope(injected: Injected): Plugin {
  return {
    name: 'site-config-file-scope',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        const loader = LOADERS[extname(args.path)]
        if (!loader) return undefined
        const source = await readFile(args.path, 'utf8')
        const scope =
          `const ${SCOPE.url} = ${JSON.stringify(pathToFileURL(args.path).href)}; ` +
          `const ${SCOPE.dirname} = ${JSON.stringify(dirname(args.path))}; ` +
          `const ${SCOPE.filename} = ${JSON.stringify(args.path)}; `
        // After a `#!` line (which must stay first); on the same line as the code otherwise, so line numbers hold.
        const at = source.startsWith('#!') ? source.indexOf('\n') + 1 : 0
        if (at === 0 && source.startsWith('#!')) return undefined
        injected.set(args.path, { line: at === 0 ? 1 : 2, length: scope.length })
        return { contents: source.slice(0, at) + scope + source.slice(at), loader }
      })
    },
  }
}

/** Runs the config file. Throws BuildError(s) naming file:line:col and why. */
export async function importConfig(configFile: string, siteRoot: string): Promise<ImportedConfig> {
  let code: string
  let imports: string[]
  const injected: Injected = new Map()
  try {
    // Loaded when a site has a config file to bundle: a thread of a site without one never loads esbuild's API.
    const { build } = await import('esbuild')
    const result = await build({
      entryPoints: [configFile],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      sourcemap: 'inline',
      logLevel: 'silent',
      absWorkingDir: siteRoot,
      plugins: [resolveImports(), fileScope(injected)],
      define: SCOPE_DEFINES,
      metafile: true,
    })
    code = result.outputFiles[0]!.text
    imports = siteFilesOf(Object.keys(result.metafile.inputs), siteRoot, configFile)
  } catch (error) {
    throw bundleErrors(error, configFile, siteRoot, injected)
  }
  // Stack traces of an exception the config throws then point into the config's own lines.
  process.setSourceMapsEnabled(true)
  const dir = siteCache(siteRoot, 'config')
  // One file per thread: the compile workers of one build load the same config at the same time, and each deletes
  // its file once imported, so a name shared by the process's threads was deleted under another thread's import.
  const file = join(dir, `${createHash('sha256').update(code).digest('hex').slice(0, 16)}-${process.pid}-${threadId}.mjs`)
  mkdirSync(dir, { recursive: true })
  writeFileSync(file, code)
  try {
    const mod = (await import(pathToFileURL(file).href)) as { default?: unknown }
    return { exported: mod.default, imports }
  } catch (error) {
    throw configLoadError(configFile, error)
  } finally {
    rmSync(file, { force: true })
  }
}

/** The bundle's inputs (paths relative to the site) that are the site's own files, besides the config itself. */
function siteFilesOf(inputs: string[], siteRoot: string, configFile: string): string[] {
  const inside = (file: string) => file.startsWith(siteRoot + sep) && !file.split(sep).includes('node_modules')
  return inputs.map((input) => resolve(siteRoot, input)).filter((file) => file !== configFile && inside(file) && existsSync(file))
}

/** esbuild's messages (a syntax error, an import it cannot resolve) as file:line:col errors. */
function bundleErrors(error: unknown, configFile: string, siteRoot: string, injected: Injected): BuildError | BuildErrors {
  const messages: Message[] = (error as Partial<BuildFailure>).errors ?? []
  if (!messages.length) return new BuildError({ file: configFile }, `the config could not be read: ${String(error)}`)
  const errors = messages.map((m) => {
    const file = m.location && resolve(siteRoot, m.location.file)
    const scope = file ? injected.get(file) : undefined
    const shift = scope && m.location?.line === scope.line ? scope.length : 0
    const place = m.location && file ? { file, line: m.location.line, column: Math.max(0, m.location.column - shift) + 1 } : { file: configFile }
    const missing = /^Could not resolve "([^"]+)"/.exec(m.text)
    return new BuildError(place, missing ? `cannot find the module '${missing[1]}' that the config imports` : `syntax error: ${m.text}`)
  })
  return BuildErrors.of(errors)!
}
