// Stage 3, plan: the whole site decided from every page's data, before any page is rendered: the sidebar (the
// folder tree when none is configured), the link and #anchor check, the stylesheet and asset names, the site model.
import type { ReactNode } from 'react'
import { accentColorCss } from '../assets/accent-color.ts'
import type { SiteStyles } from '../assets/site-styles.ts'
import { codeTokenCss } from '../assets/stylesheet.ts'
import { contentHash, hashedName } from '../cache/content-hash.ts'
import { deepFreeze, type SiteConfig } from '../config/resolve.ts'
import { markdownFileOf } from '../content/routes.ts'
import type { BuildError } from '../errors/build-error.ts'
import { configLinks, findBrokenLinks, judgeBrokenLinks, type LinkSource } from '../links/check-links.ts'
import type { OutputFile } from '../output/output-file.ts'
import { SITE_WIDE_PATHS } from '../output/site-wide-paths.ts'
import { blogPosts } from '../render/blog-posts.ts'
import type { RouteHeads } from '../render/custom-head.ts'
import { siteModel } from '../render/page-model.ts'
import type { DocumentAssets } from '../render/render-page.tsx'
import type { RenderPlan } from '../render/render-plan.ts'
import { sidebarFromTree } from '../render/sidebar.ts'
import { largeSidebarFiles } from '../render/sidebar-file.tsx'
import type { SiteComponentsBundle } from '../render/site-components.ts'
import type { SummarySource } from './compile.ts'
import type { SiteRuntime } from './inputs.ts'

export interface PlanInputs {
  config: SiteConfig
  configSource: string
  compiled: SummarySource[]
  statics: OutputFile[]
  runtime: SiteRuntime
  /** The site's own `styles.css` (build/assets/site-styles.ts), when it has one. */
  siteStyles?: SiteStyles
  banner: ReactNode | undefined
  /** Where pages fetch the search index from (content-hashed in a build, one fixed name in the dev server). */
  searchIndexUrl: string
  /** Pages that exist but did not compile: links to them count as fine, since their anchors are unknown. */
  failedRoutes?: string[]
  /** The page islands' browser chunks and their URLs by island key (build/assets/bundle-islands.ts). */
  islands?: PageIslandChunks
  /** The site's own layout.tsx / footer.tsx, bundled (build/render/site-components.ts). */
  siteComponents?: SiteComponentsBundle
  /** Each route's extra head tags from the config's `head` (build/render/custom-head.ts), worked out beforehand. */
  routeHeads?: RouteHeads
  /** Bumped by the dev server on every config load: part of what every page shares. */
  configVersion?: number
}

export interface PageIslandChunks {
  files: OutputFile[]
  urls: Record<string, string>
}

/** The whole site's plan: what every page's render needs (RenderPlan), and what the build writes besides the pages. */
export interface SitePlan extends RenderPlan {
  /** The stylesheet, the large sidebars' shared files, the runtime's chunks and the page islands' chunks. */
  assetFiles: { path: string; content: string }[]
  /** Files the site's code imports as URLs (an image a page imports), copied as they are. */
  importedFiles: { path: string; copyFrom: string }[]
  /** Hash of everything every page's HTML shares (the whole config with its sidebar, asset names, site model inputs). */
  shared: string
  warnings: string[]
  /** Broken links and anchors that fail the build (see judgeBrokenLinks: `checkDeadlinks` and `strict`). */
  errors: BuildError[]
}

export function planSite(input: PlanInputs): SitePlan {
  const config = withTreeSidebar(input.config, input.compiled)
  const warnings = input.compiled.flatMap((c) => c.compiled.warnings)
  const errors = checkLinks(config, input.compiled, input.statics, warnings, input.configSource, input.failedRoutes)
  const toolStyles = input.runtime.styles + accentColorCss(config.theme.accentColor)
  const stylesheet = siteStylesheet(toolStyles, input.siteStyles, input.compiled, input.siteComponents?.css)
  const documentWide = documentAssets(config, stylesheet.path, input.runtime)
  const sidebarFiles = largeSidebarFiles(config, documentWide.stylesheets)
  const sidebarUrls = Object.fromEntries(sidebarFiles.map((f) => [f.prefix, `${config.basePath}/${f.path}`]))
  const posts = blogPosts(config, input.compiled)
  const site = siteModel(config, input.banner, input.searchIndexUrl, posts)
  // Island chunk names are not shared by every page: a page's own render changes with the files its islands are made of.
  // The config's `head` counts per page (its tags are in each page's render key), so a change to it re-renders only the
  // pages whose tags changed.
  const { head: _perPage, ...sharedConfig } = config
  const sharedHash = contentHash(JSON.stringify([sharedConfig, documentWide, input.searchIndexUrl, posts, input.siteComponents?.hash], withFunctionSource), 16)
  const shared = input.configVersion === undefined ? sharedHash : `${input.configVersion}:${sharedHash}`
  const assets: DocumentAssets = { ...documentWide, islands: input.islands?.urls }
  const islandFiles = (input.islands?.files ?? []).map((f) => ({ path: f.path, content: 'content' in f ? String(f.content) : '' }))
  const assetFiles = [stylesheet, ...sidebarFiles.map(({ path, content }) => ({ path, content })), ...input.runtime.bundle.files, ...islandFiles]
  const routeHeads = input.routeHeads ?? {}
  const importedFiles = importedFilesOf(input.compiled, input.siteComponents)
  return { config, site, assets, sidebarUrls, assetFiles, importedFiles, siteComponents: input.siteComponents, routeHeads, shared, warnings, errors }
}

/** A config function (`aiCta.query`, an edit link pattern) counts by its source text in the shared hash. */
function withFunctionSource(_key: string, value: unknown): unknown {
  return typeof value === 'function' ? String(value) : value
}

/** With no configured sidebar, the folder tree is the sidebar (so any folder of Markdown builds as is). */
export function withTreeSidebar(config: SiteConfig, compiled: SummarySource[]): SiteConfig {
  if (config.configFile && !config.sidebar.every((s) => s.items.length === 0)) return config
  const tree = sidebarFromTree(compiled.map((c) => ({ path: c.source.path, title: c.compiled.data.title || c.source.path })))
  return tree.length ? deepFreeze({ ...config, sidebar: [{ prefix: '/', backLink: false, items: tree }] }) : config
}

/** The site's broken links as errors, or as warnings when `checkDeadlinks` is 'warn' or `strict` is off for what Vocs does not check. */
function checkLinks(
  config: SiteConfig,
  compiled: SummarySource[],
  statics: OutputFile[],
  warnings: string[],
  configSource: string,
  failedRoutes: string[] = [],
): BuildError[] {
  if (config.checkDeadlinks === false) return []
  const anchors = new Map(compiled.map((c) => [c.source.path, new Set(c.compiled.data.anchors)]))
  const files = new Set<string>([...SITE_WIDE_PATHS.map((p) => `/${p}`), '/404', ...failedRoutes])
  for (const s of statics) files.add(`/${s.path}`)
  for (const from of Object.keys(config.redirects)) files.add(from.replace(/\/+$/, '') || '/')
  for (const c of compiled) files.add(`/${markdownFileOf(c.source.path)}`)
  const sources: LinkSource[] = compiled.map((c) => ({ file: c.source.absolutePath, links: c.compiled.data.links }))
  sources.push(
    configLinks(
      config.configFile,
      configSource,
      config.sidebar.map((s) => s.items),
      config.topNav,
    ),
  )
  const judged = judgeBrokenLinks(findBrokenLinks(sources, { anchors, files }), config)
  warnings.push(...judged.warnings.map((b) => `broken link: ${b.format()}`))
  return judged.errors
}

/** The cascade layers' order on a Tailwind site: Vocs's preflight layer, Tailwind's, and the tool's among them. */
const TAILWIND_LAYERS = 'vocs_preflight,theme,base,vellum,components,utilities'

/**
 * One CSS file, named by its hash: the runtime's (minified) styles, the code-token classes every page collected, the
 * stylesheets the site's layout and pages import (each once, in page order, as Vite puts a site's CSS in one file),
 * then the site's own `styles.css` (so it wins), whose `@import`s open the file.
 */
function siteStylesheet(runtimeStyles: string, site: SiteStyles | undefined, compiled: SummarySource[], layoutCss = ''): { path: string; content: string } {
  const tokenStyles: Record<string, string> = {}
  const imported = new Set(layoutCss ? [layoutCss] : [])
  for (const c of compiled) {
    Object.assign(tokenStyles, c.compiled.data.codeStyles)
    if (c.compiled.data.styles) imported.add(c.compiled.data.styles)
  }
  // With Tailwind, the tool's styles sit between Tailwind's preflight and its utilities: a class the site puts on an
  // element wins over the tool's look of it, and the tool's look over preflight's resets.
  const tool = site?.tailwind ? `@layer vellum{${runtimeStyles}}` : runtimeStyles
  const parts = [tool, codeTokenCss(tokenStyles), ...imported, ...(site?.css ? [site.css] : [])]
  const layers = site?.tailwind ? `@layer ${TAILWIND_LAYERS};` : ''
  const css = `${layers}${site?.imports.join('') ?? ''}${parts.join('\n')}\n`
  return { path: `assets/${hashedName('style', 'css', css)}`, content: css }
}

/** Every file the pages and the layout import as a URL, once (its name holds its content's hash). */
function importedFilesOf(compiled: SummarySource[], siteComponents: SiteComponentsBundle | undefined): { path: string; copyFrom: string }[] {
  const files = new Map<string, string>()
  for (const f of [...(siteComponents?.importedFiles ?? []), ...compiled.flatMap((c) => c.compiled.data.importedFiles ?? [])]) files.set(f.path, f.source)
  return [...files].map(([path, copyFrom]) => ({ path, copyFrom }))
}

function documentAssets(config: SiteConfig, cssPath: string, runtime: SiteRuntime): DocumentAssets {
  const base = config.basePath
  return {
    stylesheets: [`${base}/${cssPath}`],
    // No prefetch of island chunks: their code loads on the reader's intent (runtime/islands/registry.ts).
    // The config's own tags come before it, per page (SitePlan.routeHeads).
    head: [`<script type="module" src="${base}/${runtime.bundle.entry}"></script>`],
  }
}
