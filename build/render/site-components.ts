// The site's own layout components, as a Vocs site has them: `<rootDir>/layout.tsx` (its default export wraps every
// page, its `TopNavEnd` export ends the top bar) and `<rootDir>/footer.tsx` (its default export ends every footer).
// Bundled with the pages' bundler (so `~/`, packages and React resolve the same way) and rendered to static HTML.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { ComponentType } from 'react'
import type { SiteSlots } from '../../runtime/components/layouts/site-slots.ts'
import { contentHash } from '../cache/content-hash.ts'
import type { SiteConfig } from '../config/resolve.ts'
import { BuildError } from '../errors/build-error.ts'
import { bundlePage } from '../markdown/mdx/bundle-page.ts'
import { type ImportedFile, siteImportsOf } from '../markdown/mdx/site-imports.ts'
import { loadMdxModule, loadPackages } from './mdx-module.ts'

/** Plain data (it crosses to render workers): the bundled module and what it needs loaded first. */
export interface SiteComponentsBundle {
  code: string
  packages: string[]
  /** Every site file it is made of (the dev server watches them). */
  files: string[]
  /** The CSS of the stylesheets it imports and the files it imports as URLs (bundle-page.ts). */
  css: string
  importedFiles: ImportedFile[]
  hash: string
}

const EXTENSIONS = ['tsx', 'jsx', 'ts', 'js']

/** The layout and footer files of a site's content folder, where they exist. */
export function siteComponentFiles(contentDir: string): { layout?: string; footer?: string } {
  const find = (name: string) => EXTENSIONS.map((ext) => join(contentDir, `${name}.${ext}`)).find((file) => existsSync(file))
  return { layout: find('layout'), footer: find('footer') }
}

/** Whether a file is where a site's layout or footer component lives (a new one changes every page). */
export function isSiteComponentFile(contentDir: string, file: string): boolean {
  return EXTENSIONS.some((ext) => file === join(contentDir, `layout.${ext}`) || file === join(contentDir, `footer.${ext}`))
}

export async function bundleSiteComponents(config: SiteConfig): Promise<SiteComponentsBundle | undefined> {
  const contentDir = config.folders.content
  const { layout, footer } = siteComponentFiles(contentDir)
  if (!layout && !footer) return undefined
  // Read through a namespace, so a layout without a TopNavEnd export (or without a default) is simply without it.
  const entry = [
    layout ? `import * as layout from ${JSON.stringify(layout)}` : 'const layout = {}',
    footer ? `import * as footer from ${JSON.stringify(footer)}` : 'const footer = {}',
    'export const Layout = layout.default',
    'export const TopNavEnd = layout.TopNavEnd',
    'export const Footer = footer.default',
  ].join('\n')
  const file = (layout ?? footer)!
  const bundle = await bundlePage(entry, {
    root: config.root,
    imports: siteImportsOf(config),
    file: join(contentDir, '(site components)'),
    pageImports: [],
    partial: async (partial) => {
      throw new BuildError({ file }, `a layout component cannot import a Markdown file (${partial}); import it from a page instead`)
    },
  })
  const { code, packages, files, css, importedFiles } = bundle
  return { code, packages, files, css, importedFiles, hash: contentHash(code + css, 16) }
}

/** Loads what the bundle requires; once per process, before the first page renders. */
export async function prepareSiteComponents(bundle: SiteComponentsBundle | undefined): Promise<void> {
  if (bundle) await loadPackages(bundle.packages)
}

/** The components, from the module (run once per process and bundle: mdx-module.ts keeps it by its code). */
export function siteSlots(bundle: SiteComponentsBundle | undefined, root: string): SiteSlots {
  if (!bundle) return {}
  const module = loadMdxModule(bundle.code, join(root, '(site components)'), root) as unknown as Record<string, ComponentType | undefined>
  // Absent exports stay absent (memo and forwardRef components are objects, hence no typeof check).
  const slots: SiteSlots = {}
  if (module.Layout) slots.Layout = module.Layout as SiteSlots['Layout']
  if (module.TopNavEnd) slots.TopNavEnd = module.TopNavEnd
  if (module.Footer) slots.Footer = module.Footer
  return slots
}
