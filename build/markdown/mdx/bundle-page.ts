// Bundles an .mdx page's compiled JavaScript with everything it imports (its components, partials, packages) into
// one CommonJS module for Node, which the render step runs to render the page. React stays outside the bundle, so
// the page, its islands and the layout share one copy. Also reports which files the page depends on and what
// each of its imports resolved to (an island's chunk is found by that).
import { isBuiltin } from 'node:module'
import { dirname, isAbsolute, join, relative, sep } from 'node:path'
import type { BuildResult, Message, Plugin } from 'esbuild'
import { BuildError } from '../../errors/build-error.ts'
import { REPO_ROOT } from '../../platform/tool-root.ts'
import { importKey, SUBTREE_PREFIX, type SubtreeModule } from './island-mark.ts'
import type { PageImport } from './page-jsx.ts'
import { type ImportedFile, importedAssets, passedThrough, resolveFrom, type SiteImports, siteImportOptions } from './site-imports.ts'
import { subtreeModules } from './subtree-islands.ts'

export interface PageBundle {
  code: string
  /** Absolute paths of the site's files the bundle was made of (the page itself excluded, packages too). */
  files: string[]
  /** The installed packages it requires, by resolved file (loaded before the module runs: render/mdx-module.ts). */
  packages: string[]
  /** The CSS of the stylesheets it imports (for the site's stylesheet) and the files it imports as URLs. */
  css: string
  importedFiles: ImportedFile[]
  /** `importKey(file, specifier)` of each import the page and its partials make → island key (an absolute file
   * path, or `npm:<specifier>` for a package, which the browser bundle resolves for the browser). */
  resolved: Record<string, string>
}

/**
 * Modules the render step supplies itself (see render/mdx-module.ts): React, Vocs's component module, and the router
 * Vocs ran pages in (`react-router`, `react-router-dom`: runtime/components/content/router-links.tsx).
 */
export const PROVIDED_MODULES = /^(react|react-dom)(\/.*)?$|^vocs\/components$|^vellum:mdx-components$|^react-router(-dom)?$/

const provided: Plugin = {
  name: 'provided-modules',
  setup(build) {
    build.onResolve({ filter: PROVIDED_MODULES }, (args) => ({ path: args.path, external: true }))
  },
}

/**
 * Installed packages stay outside the bundle, named by their resolved file: the render step loads each one once
 * for the whole build (a library that keeps global state, as a store does, must exist once), and the page's
 * module shares it with its components. `fromPages` gets the page's (and its partials') own package imports,
 * `importKey` → specifier: esbuild's metafile does not say what an external import was written as.
 */
function installedPackages(fromPages: Map<string, string>): Plugin {
  return {
    name: 'installed-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./~]/ }, async (args) => {
        if (passedThrough(args, 'installed-packages') || isBuiltin(args.path)) return undefined
        const result = await resolveFrom(build, 'installed-packages', args.path, args)
        if (result.errors.length || !result.path.includes(`${sep}node_modules${sep}`)) return undefined
        // A package's stylesheet or asset is the page's, as a site file's is: Node could not load it.
        if (!/\.(c|m)?js$|\.json$|\/[^./]+$/.test(result.path)) return undefined
        if (/\.mdx?$/.test(args.importer)) fromPages.set(importKey(args.importer, args.path), args.path)
        return { path: result.path, external: true }
      })
    },
  }
}

export interface BundlePageOptions {
  root: string
  /** How the site's imports read (`~/`, aliases, `import.meta.env`, stylesheets and assets). */
  imports: SiteImports
  file: string
  pageImports: PageImport[]
  /** Compiles an imported `.md`/`.mdx` partial to JavaScript (the same pipeline as a page). */
  partial: (file: string) => Promise<string>
  /** The module of an island made of an element with its children, by its key (subtree-islands.ts). */
  subtree?: (key: string) => SubtreeModule | undefined
}

export async function bundlePage(js: string, options: BundlePageOptions): Promise<PageBundle> {
  const { root, file } = options
  const partials: Plugin = {
    name: 'mdx-partials',
    setup(build) {
      build.onLoad({ filter: /\.mdx?$/ }, async (args) => ({ contents: await options.partial(args.path), loader: 'js', resolveDir: dirname(args.path) }))
    },
  }
  const packageImports = new Map<string, string>()
  let result: BuildResult & { metafile: NonNullable<BuildResult['metafile']> }
  try {
    // Loaded with the first page to bundle: a render thread imports this module (through site-components.ts) and never
    // bundles, so it never loads esbuild's API.
    const { build } = await import('esbuild')
    const site = siteImportOptions(options.imports, true)
    result = (await build({
      stdin: { contents: js, resolveDir: dirname(file), sourcefile: file, loader: 'js' },
      absWorkingDir: root,
      // Nothing is written: the folder only names the outputs (the page's module, its CSS, the files it imports), and the
      // source map's paths are relative to it (the site folder, as render/mdx-module.ts reads them).
      outdir: root,
      // A site without its own node_modules (a folder of pages) uses the packages installed with this tool.
      nodePaths: [join(REPO_ROOT, 'node_modules')],
      bundle: true,
      write: false,
      metafile: true,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      sourcemap: 'inline',
      sourcesContent: false,
      logLevel: 'silent',
      ...site,
      plugins: [provided, subtreeModules((key) => options.subtree?.(key)), ...site.plugins!, installedPackages(packageImports), partials],
    })) as typeof result
  } catch (error) {
    throw bundleError(error, options)
  }
  const inputs = result.metafile.inputs
  const pageKey = relative(root, file)
  const resolved: Record<string, string> = {}
  for (const [input, { imports }] of Object.entries(inputs)) {
    if (!/\.mdx?$/.test(input)) continue
    for (const imp of imports) {
      if (!imp.original || PROVIDED_MODULES.test(imp.original)) continue
      if (imp.original.startsWith(SUBTREE_PREFIX)) {
        resolved[importKey(absolute(root, input), imp.original)] = imp.original
        continue
      }
      const bare = !/^(\.{1,2}\/|\/|~\/)/.test(imp.original)
      resolved[importKey(absolute(root, input), imp.original)] = bare && imp.path.includes('node_modules') ? `npm:${imp.original}` : absolute(root, imp.path)
    }
  }
  // A package the page imports is an island's `npm:` key: the browser bundle resolves it for the browser.
  for (const [key, specifier] of packageImports) resolved[key] = `npm:${specifier}`
  const files = Object.keys(inputs)
    .filter((path) => path !== pageKey && !path.includes('node_modules/') && !path.startsWith('<'))
    .map((path) => absolute(root, path))
  const packages = [...new Set(Object.values(inputs).flatMap((input) => input.imports.filter((i) => i.external && isAbsolute(i.path)).map((i) => i.path)))]
  const code = result.outputFiles!.find((f) => f.path.endsWith('.js'))!.text
  const { css, files: importedFiles } = importedAssets(result, root, root)
  return { code, files, resolved, packages, css, importedFiles }
}

function absolute(root: string, path: string): string {
  return isAbsolute(path) ? path : join(root, path)
}

/**
 * esbuild's first error as a BuildError: an import the page itself makes that does not resolve names the page's
 * line of that import; an error inside an imported file keeps that file's line; a partial's own error passes through.
 */
function bundleError(error: unknown, options: BundlePageOptions): Error {
  const messages = (error as { errors?: Message[] }).errors
  const first = messages?.[0]
  if (!first) return error as Error
  if (first.detail instanceof BuildError) return first.detail
  const unresolved = /^Could not resolve "(.+)"/.exec(first.text)
  const inPage = !first.location || first.location.file === relative(options.root, options.file) || first.location.file === options.file
  if (unresolved && inPage) {
    const spec = unresolved[1]!
    const imp = options.pageImports.find((i) => i.source === spec)
    const hint = spec.startsWith('~/') ? ' (~/ is the content folder)' : /^\.{1,2}\//.test(spec) ? ' (relative to this page)' : ' (is the package installed?)'
    return new BuildError({ file: options.file, line: imp?.line, column: imp?.column }, `cannot resolve the import '${spec}'${hint}`)
  }
  const at = first.location
  if (at && !inPage) return new BuildError({ file: absolute(options.root, at.file), line: at.line, column: at.column + 1 }, first.text)
  return new BuildError({ file: options.file }, first.text)
}
