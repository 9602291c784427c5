// Runs an .mdx page's bundled module (CommonJS from mdx/bundle-page.ts) in this process, synchronously, so the
// render stays one renderToString. The module gets this process's React (one copy for the page, its islands and
// the layout) and the site's components for `vocs/components`. Each module's source map is kept (site-frames.ts), to
// point an error at the line of the site's own file that threw.
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { compileFunction } from 'node:vm'
import type { ComponentType } from 'react'
import * as routerLinks from '../../runtime/components/content/router-links.tsx'
import * as vocsComponents from '../../runtime/components/content/vocs-components.ts'
import { MDX_PROVIDER, mdxProvider } from './mdx-components.ts'
import { shareReactWith } from './one-react.ts'
import { forgetSourceMap, keepSourceMap } from './site-frames.ts'

const require = createRequire(import.meta.url)

export interface MdxModule {
  default: ComponentType<{ components?: Record<string, unknown> }>
  [name: string]: unknown
}

/** By the module's name (page path and code hash): a module is run once, however many times its page renders. */
const loaded = new Map<string, { exports: MdxModule }>()

/**
 * What the page module's `require` gives: the site's components for `vocs/components`, links and location for
 * `react-router(-dom)`; React and Node's built-ins
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
  if (id === 'react-router' || id === 'react-router-dom') return routerLinks
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
  const entry = { exports: module.exports }
  loaded.set(filename, entry)
  keepSourceMap(filename, code, root)
  try {
    run(provide, module, module.exports)
  } catch (error) {
    loaded.delete(filename)
    forgetSourceMap(filename)
    throw error
  }
  entry.exports = module.exports
  return module.exports
}
