// How the imports of a site's pages, layout and islands read, as Vite (Vocs's bundler) reads them; one set of esbuild
// options for the page bundle (Node) and the island bundle (browser), so both resolve an import alike: `~/` is the
// content folder, the config's `vite.resolve.alias` entries apply, `import.meta.env` holds BASE_URL, MODE, DEV, PROD,
// SSR and the `VITE_` variables of the environment and `.env` files, `vite.define` is replaced; a stylesheet import
// adds its CSS to the site's stylesheet; an image, font or media file imports as its URL (`?url` too), `?raw` as text;
// `import.meta.glob` lists files (import-glob.ts).
import { existsSync, readFileSync } from 'node:fs'
import { dirname, isAbsolute, join, relative } from 'node:path'
import { parseEnv } from 'node:util'
import { type BuildOptions, type BuildResult, type Loader, type OnResolveArgs, type Plugin, type PluginBuild, transformSync } from 'esbuild'
import { parse as parseYaml } from 'yaml'
import { importGlob } from './import-glob.ts'

export interface ViteAlias {
  find: string | RegExp
  replacement: string
}

/** Plain data (it is part of cache keys and crosses to worker threads): made by `siteImportsOf`. */
export interface SiteImports {
  /** The site folder (`import.meta.glob('/…')` patterns start there). */
  root: string
  /** What `~/` names: the content folder (the config's rootDir). */
  contentDir: string
  /** The site's own `styles.css`, already in the site's stylesheet: importing it adds nothing. */
  siteStyles: string
  basePath: string
  aliases: ViteAlias[]
  /** `import.meta.env` without SSR (which depends on where the code runs). */
  env: Record<string, string | boolean>
  /** `vite.define`: each key replaced by its value (an expression, as Vite takes it). */
  define: Record<string, string>
}

interface SiteImportsConfig {
  root: string
  basePath: string
  folders: { content: string; styles: string }
  vite: { resolve?: { alias?: Record<string, string> | ViteAlias[] }; define?: Record<string, unknown>; envPrefix?: string | string[] }
}

/** What a site's imports read, from its config, its environment and its `.env` files (read once per call). */
export function siteImportsOf(config: SiteImportsConfig, mode = 'production'): SiteImports {
  const alias = config.vite.resolve?.alias ?? {}
  const aliases = Array.isArray(alias) ? alias : Object.entries(alias).map(([find, replacement]) => ({ find, replacement }))
  const prefixes = [config.vite.envPrefix ?? 'VITE_'].flat()
  const variables: Record<string, string> = {}
  // As Vite: `.env`, `.env.local`, `.env.<mode>`, `.env.<mode>.local`, later ones winning; the environment over all.
  for (const name of ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`]) {
    const file = join(config.root, name)
    if (existsSync(file)) Object.assign(variables, parseEnv(readFileSync(file, 'utf8')))
  }
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined && prefixes.some((p) => key.startsWith(p))) variables[key] = value
  const env: Record<string, string | boolean> = { BASE_URL: `${config.basePath}/`, MODE: mode, DEV: mode !== 'production', PROD: mode === 'production' }
  for (const [key, value] of Object.entries(variables)) if (prefixes.some((p) => key.startsWith(p))) env[key] = value
  const define = Object.fromEntries(
    Object.entries(config.vite.define ?? {}).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  )
  return { root: config.root, contentDir: config.folders.content, siteStyles: config.folders.styles, basePath: config.basePath, aliases, env, define }
}

/** The imports' settings as text, for the caches of what they compile (a RegExp alias by its source). */
export function siteImportsKey(imports: SiteImports): string {
  return JSON.stringify({ ...imports, aliases: imports.aliases.map(({ find, replacement }) => [String(find), replacement]) })
}

/** Imported files that become URLs, as Vite's asset types (what it does not list is an import error, as there). */
const ASSET_EXTENSIONS = [
  ...['apng', 'avif', 'bmp', 'gif', 'ico', 'jfif', 'jpeg', 'jpg', 'pjp', 'pjpeg', 'png', 'svg', 'tif', 'tiff', 'webp', 'cur'],
  ...['mp4', 'webm', 'ogg', 'mp3', 'wav', 'flac', 'aac', 'opus', 'mov', 'm4a', 'vtt'],
  ...['woff', 'woff2', 'eot', 'ttf', 'otf', 'pdf', 'txt', 'wasm'],
]
export const ASSETS_DIR = 'assets'

/** The esbuild options every bundle of the site's code takes (`ssr`: the page bundle, run in Node). */
export function siteImportOptions(imports: SiteImports, ssr: boolean): Pick<BuildOptions, 'loader' | 'define' | 'assetNames' | 'publicPath' | 'plugins'> {
  const loader: Record<string, Loader> = { '.css': 'css', '.module.css': 'local-css' }
  for (const ext of ASSET_EXTENSIONS) loader[`.${ext}`] = 'file'
  const define: Record<string, string> = { ...imports.define, 'import.meta.env': JSON.stringify({ ...imports.env, SSR: ssr }) }
  for (const [key, value] of Object.entries({ ...imports.env, SSR: ssr })) define[`import.meta.env.${key}`] = JSON.stringify(value)
  return {
    loader,
    define,
    assetNames: `${ASSETS_DIR}/[name].[hash]`,
    publicPath: `${imports.basePath}/`,
    plugins: [
      contentAlias(imports.contentDir),
      siteStylesOnce(imports.siteStyles),
      ...(imports.aliases.length ? [viteAliases(imports.aliases)] : []),
      viteQueries,
      importGlob(imports.root),
      ...(ssr ? [] : [pagesInBrowser]),
    ],
  }
}

/**
 * Resolves `path` for the import `args` from inside the plugin `name`, marked as having passed through it (and through
 * the plugins `args` had passed through): each plugin that resolves again skips an import it has already seen, so two
 * of them cannot hand one import back and forth forever (a package's stylesheet, bare and `.css`, did).
 */
export function resolveFrom(build: PluginBuild, name: string, path: string, args: OnResolveArgs, resolveDir = args.resolveDir) {
  return build.resolve(path, { kind: args.kind, resolveDir, importer: args.importer, pluginData: { through: [...throughOf(args), name] } })
}

/** Whether the import `args` is one the plugin `name` resolved again itself (resolveFrom). */
export function passedThrough(args: OnResolveArgs, name: string): boolean {
  return throughOf(args).includes(name)
}

function throughOf(args: OnResolveArgs): string[] {
  return (args.pluginData as { through?: string[] } | undefined)?.through ?? []
}

/** `~/examples/counter.tsx` is `examples/counter.tsx` in the content folder (Vocs's alias). */
function contentAlias(contentDir: string): Plugin {
  return {
    name: 'content-alias',
    setup(build) {
      build.onResolve({ filter: /^~\// }, async (args) => {
        const result = await resolveFrom(build, 'content-alias', `./${args.path.slice(2)}`, args, contentDir)
        if (result.errors.length) return { errors: result.errors.map((e) => ({ ...e, text: `Could not resolve "${args.path}"` })) }
        return { path: result.path, external: result.external, sideEffects: result.sideEffects }
      })
    },
  }
}

/** An import of the site's `styles.css` (as a layout may write) adds nothing: the file is in the stylesheet already. */
function siteStylesOnce(siteStyles: string): Plugin {
  return {
    name: 'site-styles-once',
    setup(build) {
      build.onResolve({ filter: /\.css$/ }, async (args) => {
        if (passedThrough(args, 'site-styles-once')) return undefined
        const result = await resolveFrom(build, 'site-styles-once', args.path, args)
        return result.path === siteStyles ? { path: siteStyles, namespace: 'site-styles-once' } : undefined
      })
      build.onLoad({ filter: /.*/, namespace: 'site-styles-once' }, () => ({ contents: '', loader: 'css' }))
    },
  }
}

/** Vite's `resolve.alias`: the first entry that matches (a string matches itself or a path under it) rewrites the import. */
function viteAliases(aliases: ViteAlias[]): Plugin {
  return {
    name: 'vite-aliases',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (passedThrough(args, 'vite-aliases')) return undefined
        const alias = aliases.find(({ find }) =>
          typeof find === 'string' ? args.path === find || args.path.startsWith(`${find}/`) : new RegExp(find.source, find.flags).test(args.path),
        )
        if (!alias) return undefined
        const path = args.path.replace(alias.find, alias.replacement)
        const result = await resolveFrom(build, 'vite-aliases', path, args)
        if (result.errors.length)
          return { errors: result.errors.map((e) => ({ ...e, text: `Could not resolve "${args.path}" (vite.resolve.alias: "${path}")` })) }
        return { path: result.path, external: result.external, sideEffects: result.sideEffects, namespace: result.namespace, pluginData: result.pluginData }
      })
    },
  }
}

/**
 * A page (`.md`/`.mdx`) imported by an island's code, in the browser: its `frontmatter` (what a list of posts reads);
 * its content renders at build time only (in the page bundle), so rendering it in the browser is an error saying so.
 */
const pagesInBrowser: Plugin = {
  name: 'pages-in-browser',
  setup(build) {
    build.onLoad({ filter: /\.mdx?$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8')
      const yaml = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(text)?.[1]
      const frontmatter = yaml ? parseYaml(yaml) : {}
      const message = `${relative(dirname(args.path), args.path)} renders at build time only: an island cannot render a page in the browser`
      return {
        contents: `export const frontmatter = ${JSON.stringify(frontmatter ?? {})};\nexport default function MDXContent() { throw new Error(${JSON.stringify(message)}) }\n`,
        loader: 'js',
      }
    })
  },
}

/** Vite's `?raw` (the file's text) and `?url` (its URL) suffixes. */
const viteQueries: Plugin = {
  name: 'vite-queries',
  setup(build) {
    build.onResolve({ filter: /\?(raw|url)$/ }, async (args) => {
      const [path, query] = args.path.split('?') as [string, string]
      const result = await resolveFrom(build, 'vite-queries', path, args)
      if (result.errors.length) return { errors: result.errors }
      return { path: result.path, namespace: `vite-${query}` }
    })
    build.onLoad({ filter: /.*/, namespace: 'vite-raw' }, (args) => ({ contents: readFileSync(args.path), loader: 'text', watchFiles: [args.path] }))
    build.onLoad({ filter: /.*/, namespace: 'vite-url' }, (args) => ({
      contents: readFileSync(args.path),
      loader: 'file',
      resolveDir: dirname(args.path),
      watchFiles: [args.path],
    }))
  },
}

/** A file an import made part of the site: its path in the output and the site file it is copied from. */
export interface ImportedFile {
  path: string
  source: string
}

/**
 * What a bundle's imports add to the site besides code, from esbuild's output (`outdir` as given to it): the CSS of
 * the stylesheets imported, and the files imported as URLs.
 */
export function importedAssets(
  result: BuildResult & { metafile: NonNullable<BuildResult['metafile']> },
  root: string,
  outdir: string,
): { css: string; files: ImportedFile[] } {
  let css = ''
  const files: ImportedFile[] = []
  for (const output of result.outputFiles ?? []) {
    const path = relative(outdir, output.path).replace(/\\/g, '/')
    if (path.endsWith('.css')) css += output.text
    else if (path.startsWith(`${ASSETS_DIR}/`)) {
      const key = relative(root, output.path).replace(/\\/g, '/')
      const input = Object.keys(result.metafile.outputs[key]?.inputs ?? {})[0]
      const source = input?.replace(/^vite-url:/, '')
      if (source) files.push({ path, source: isAbsolute(source) ? source : join(root, source) })
    }
  }
  // Minified as the rest of the stylesheet, without the bundle's source-map comment.
  return { css: css && transformSync(css, { loader: 'css', minify: true, legalComments: 'none' }).code.trim(), files }
}
