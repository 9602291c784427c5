// Bundles the site's page islands for the browser with esbuild: one entry per island module (a component file of
// the site or a package), code they share split into common chunks, minified, content-hashed
// names under assets/islands/. React is not bundled: each chunk imports the runtime bundle's shared React entries
// (bundle-runtime.ts), so every island of a page and the chrome islands run on one React. A rebuild with nothing
// changed takes the chunks from the site's cache (island-cache.ts) without running esbuild.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join, posix, relative } from 'node:path'
import { build, type Message, type Plugin } from 'esbuild'
import type { SiteConfig } from '../config/resolve.ts'
import { BuildError } from '../errors/build-error.ts'
import { SUBTREE_PREFIX } from '../markdown/mdx/island-mark.ts'
import { type SiteImports, siteImportOptions, siteImportsKey, siteImportsOf } from '../markdown/mdx/site-imports.ts'
import { subtreeModules } from '../markdown/mdx/subtree-islands.ts'
import type { IslandRef } from '../markdown/page-data.ts'
import type { OutputFile } from '../output/output-file.ts'
import { REPO_ROOT } from '../platform/tool-root.ts'
import { IslandCache, islandBundleStats } from './island-cache.ts'

const OUT_DIR = 'assets/islands'

export interface IslandBundle {
  files: OutputFile[]
  /** Island key → the chunk's path relative to the output folder. */
  chunks: Record<string, string>
}

/**
 * `react`, `react-dom/client`… → the runtime bundle's chunk of that name; any other React module is refused. A
 * CommonJS package's `require('react')` gets a module of the bundle that imports the chunk: a browser cannot
 * `require` an ES module, as esbuild would leave an external one.
 */
function sharedReact(shared: Record<string, string>): Plugin {
  return {
    name: 'shared-react',
    setup(build) {
      build.onResolve({ filter: /^(react|react-dom)(\/.*)?$/ }, (args) => {
        const chunk = shared[args.path]
        if (!chunk) return { errors: [{ text: `"${args.path}" is not available to islands in the browser (only ${Object.keys(shared).join(', ')})` }] }
        if (args.kind === 'require-call') return { path: args.path, namespace: 'shared-react-required' }
        return { path: posix.relative(OUT_DIR, chunk), external: true }
      })
      build.onLoad({ filter: /.*/, namespace: 'shared-react-required' }, (args) => ({
        contents: `export * from ${JSON.stringify(args.path)}\nexport { default } from ${JSON.stringify(args.path)}\n`,
        loader: 'js',
      }))
    },
  }
}

/** The router Vocs ran pages in, as the pages' render gives it (runtime/components/content/router-links.tsx). */
const ROUTER_LINKS = ['tsx', 'js'].map((extension) => join(REPO_ROOT, `runtime/components/content/router-links.${extension}`)).find((file) => existsSync(file))!

const routerLinks: Plugin = {
  name: 'router-links',
  setup(build) {
    build.onResolve({ filter: /^react-router(-dom)?$/ }, () => ({ path: ROUTER_LINKS }))
  },
}

/** An entry for a package island: its exports as the browser build of the package gives them. */
const PACKAGE_ENTRY = 'island-package:'

export async function bundleIslands(root: string, imports: SiteImports, islands: IslandRef[], shared: Record<string, string>): Promise<IslandBundle> {
  const keys = [...new Set(islands.map((i) => i.key))].sort()
  if (keys.length === 0) return { files: [], chunks: {} }
  const packageExports = new Map<string, Set<string>>()
  for (const island of islands) {
    if (!island.key.startsWith('npm:')) continue
    const names = packageExports.get(island.key) ?? new Set()
    packageExports.set(island.key, names.add(island.export.split('.')[0]!))
  }
  const packages: Plugin = {
    name: 'island-packages',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${PACKAGE_ENTRY}`) }, (args) => ({ path: args.path, namespace: 'island-package' }))
      build.onLoad({ filter: /.*/, namespace: 'island-package' }, (args) => {
        const key = args.path.slice(PACKAGE_ENTRY.length)
        const specifier = JSON.stringify(key.slice('npm:'.length))
        const names = [...(packageExports.get(key) ?? [])]
        return { contents: `export { ${names.map((n) => (n === 'default' ? 'default' : n)).join(', ')} } from ${specifier}`, resolveDir: root, loader: 'js' }
      })
    },
  }
  // Unchanged islands, made from unchanged files, by the same bundler code: the chunks of the last such build.
  const request = { root, imports: siteImportsKey(imports), keys, exports: [...packageExports].map(([key, names]) => [key, [...names].sort()]).sort(), shared }
  const cache = new IslandCache(root, request)
  const cached = cache.read()
  if (cached) return cached
  const entryPoints = keys.map((key) => ({
    in: key.startsWith('npm:') ? `${PACKAGE_ENTRY}${key}` : key,
    out: entryName(key, root),
  }))
  let result: Awaited<ReturnType<typeof build>>
  // The stylesheets they import are in the site's stylesheet already (the page bundles collect them), and the files
  // they import as URLs are copied by the pages too: only the chunks are kept.
  const site = siteImportOptions(imports, false)
  try {
    result = await build({
      entryPoints,
      absWorkingDir: root,
      // A site without its own node_modules (a folder of pages) uses the packages installed with this tool.
      nodePaths: [join(REPO_ROOT, 'node_modules')],
      // Named from the site's folder, so a chunk imports a shared one by its full URL (publicPath, basePath included).
      outdir: root,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      jsx: 'automatic',
      write: false,
      metafile: true,
      entryNames: `${OUT_DIR}/[name].[hash]`,
      chunkNames: `${OUT_DIR}/shared.[hash]`,
      ...site,
      define: { ...site.define, 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
      legalComments: 'none',
      plugins: [sharedReact(shared), routerLinks, subtreeModules((key) => islands.find((island) => island.key === key)?.module), ...site.plugins!, packages],
    })
  } catch (error) {
    const first = (error as { errors?: Message[] }).errors?.[0]
    if (!first) throw error
    const at = first.location
    throw new BuildError(
      { file: at ? join(root, at.file) : root, line: at?.line, column: at ? at.column + 1 : undefined },
      `island bundle for the browser: ${first.text}`,
    )
  }
  const chunks: Record<string, string> = {}
  const byEntry = new Map(Object.entries(result.metafile!.outputs).flatMap(([out, meta]) => (meta.entryPoint ? [[meta.entryPoint, out] as const] : [])))
  for (const key of keys) {
    const entry = key.startsWith('npm:')
      ? `island-package:${PACKAGE_ENTRY}${key}`
      : key.startsWith(SUBTREE_PREFIX)
        ? `subtree-island:${key}`
        : relative(root, key)
    const out = byEntry.get(entry)
    if (out) chunks[key] = relative(root, join(root, out)).replace(/\\/g, '/')
  }
  const files = result.outputFiles!.filter((f) => f.path.endsWith('.js')).map((f) => ({ path: relative(root, f.path).replace(/\\/g, '/'), content: f.text }))
  islandBundleStats.bundled++
  // The files esbuild read (entries and all they import); the package entries it made up are in the request.
  const inputs = Object.keys(result.metafile!.inputs)
    .map((input) => join(root, input))
    .filter((file) => existsSync(file))
  cache.write({ files, chunks }, inputs)
  return { files, chunks }
}

/**
 * A readable, collision-free entry name: the module's file name and a short hash of its key, a site file's taken from
 * the site folder, so the same site built in another folder gets the same names.
 */
function entryName(key: string, root: string): string {
  // An element with its children, made a module of its own: named by its hash.
  if (key.startsWith(SUBTREE_PREFIX)) return `island-${key.slice(SUBTREE_PREFIX.length, SUBTREE_PREFIX.length + 12)}`
  const npm = key.startsWith('npm:')
  const base = npm ? key.slice(4).replace(/[^\w-]+/g, '-') : posix.basename(key.replace(/\\/g, '/')).replace(/\.[^.]+$/, '')
  const identity = npm ? key : relative(root, key).replace(/\\/g, '/')
  return `${base}-${createHash('sha256').update(identity).digest('hex').slice(0, 6)}`
}

/** The islands of every page of a site, bundled: the files to publish and each island's URL (basePath included). */
export async function siteIslands(
  config: SiteConfig,
  pages: { compiled: { data: { islands?: IslandRef[] } } }[],
  shared: Record<string, string>,
): Promise<{ files: OutputFile[]; urls: Record<string, string> }> {
  const bundle = await bundleIslands(
    config.root,
    siteImportsOf(config),
    pages.flatMap((p) => p.compiled.data.islands ?? []),
    shared,
  )
  return { files: bundle.files, urls: Object.fromEntries(Object.entries(bundle.chunks).map(([key, path]) => [key, `${config.basePath}/${path}`])) }
}
