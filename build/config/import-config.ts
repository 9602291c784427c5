// Runs a site's config file (TypeScript, JSX or JavaScript) and returns its default export. The file and the files it
// imports are bundled by esbuild into one module under `<site>/.cache/config/` (as Vite loads its config), so the
// tool needs no TypeScript loader at run time, every load sees the files as they are now, and `vocs` and
// `valdres-docs` resolve to this package's own export even when neither is installed. Runs in Node.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { extname, join, resolve, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type BuildFailure, type Message, type Plugin } from 'esbuild'
import { BuildError, BuildErrors } from '../errors.ts'
import { configLoadError } from './load-error.ts'

// The package's public entry beside this file: build/index.ts from the sources, lib/build/index.js when installed.
const PACKAGE_ENTRY = fileURLToPath(new URL(`../index${extname(fileURLToPath(import.meta.url))}`, import.meta.url))
const ALIASES = new Set(['vocs', 'valdres-docs'])
// A React element made in the config must come from the React that renders the page, whatever the site has installed.
const OWN_PACKAGES = /^(react|react-dom)(\/.*)?$/
const toolRequire = createRequire(import.meta.url)

function resolveImports(): Plugin {
  return {
    name: 'site-config-imports',
    setup(b) {
      b.onResolve({ filter: /^(vocs|valdres-docs)$/ }, (args) => (ALIASES.has(args.path) ? { path: PACKAGE_ENTRY } : undefined))
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

/** Runs the config file. Throws BuildError(s) naming file:line:col and why. */
export async function importConfig(configFile: string, siteRoot: string): Promise<ImportedConfig> {
  let code: string
  let imports: string[]
  try {
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
      plugins: [resolveImports()],
      metafile: true,
    })
    code = result.outputFiles[0]!.text
    imports = siteFilesOf(Object.keys(result.metafile.inputs), siteRoot, configFile)
  } catch (error) {
    throw bundleErrors(error, configFile, siteRoot)
  }
  // Stack traces of an exception the config throws then point into the config's own lines.
  process.setSourceMapsEnabled(true)
  const dir = join(siteRoot, '.cache', 'config')
  const file = join(dir, `${createHash('sha256').update(code).digest('hex').slice(0, 16)}-${process.pid}.mjs`)
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
function bundleErrors(error: unknown, configFile: string, siteRoot: string): BuildError | BuildErrors {
  const messages: Message[] = (error as Partial<BuildFailure>).errors ?? []
  if (!messages.length) return new BuildError({ file: configFile }, `the config could not be read: ${String(error)}`)
  const errors = messages.map((m) => {
    const place = m.location ? { file: resolve(siteRoot, m.location.file), line: m.location.line, column: m.location.column + 1 } : { file: configFile }
    const missing = /^Could not resolve "([^"]+)"/.exec(m.text)
    return new BuildError(place, missing ? `cannot find the module '${missing[1]}' that the config imports` : `syntax error: ${m.text}`)
  })
  return BuildErrors.of(errors)!
}
