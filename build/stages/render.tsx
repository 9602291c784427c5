// Stage 4, render: one page's compiled tree and the site plan into its HTML document (React renderToString with the
// layouts of runtime/), published as `a.html` and `a/index.html`, plus its raw Markdown as `a.md`.
import { createHash } from 'node:crypto'
import type { Root } from 'hast'
import { fileURLToPath } from 'node:url'
import { codeHash } from '../cache/code-hash.ts'
import { htmlFilesOf, markdownFileOf } from '../content/routes.ts'
import type { SourcePage } from '../content/source-page.ts'
import type { CompiledPage } from '../markdown/compile-page.ts'
import type { OutputFile } from '../output/output-file.ts'
import { pageContent, preparePageContent } from '../render/page-content.tsx'
import { deepFreeze, type SiteConfig } from '../config/resolve.ts'
import type { PageModel } from '../../runtime/contract/page-model.ts'
import { pageModel, siteModel } from '../render/page-model.ts'
import { sidebarFor } from '../render/sidebar.ts'
import { renderDocument } from '../render/render-page.tsx'
import { componentFailure } from '../render/render-error.ts'
import { siteSlots } from '../render/site-components.ts'
import { bannerContent } from './compile.ts'
import type { SitePlan } from './plan.ts'

export function renderPageFiles(plan: SitePlan, source: SourcePage, page: CompiledPage): OutputFile[] {
  return pageFiles(source, renderPageHtml(plan, source, page), page.data.markdown)
}

/**
 * A page's files from its HTML: the same string twice (the writer makes the second a hard link), and its Markdown
 * (with the partials an .mdx page uses put in place).
 */
export function pageFiles(source: SourcePage, html: string, markdown = source.content): OutputFile[] {
  return [...htmlFilesOf(source.path).map((path) => ({ path, content: html })), { path: markdownFileOf(source.path), content: markdown }]
}

/** The files `renderPageFiles` makes for a page, by path. */
export function pageFilePaths(source: SourcePage): string[] {
  return [...htmlFilesOf(source.path), markdownFileOf(source.path)]
}

/**
 * Throws a BuildError naming the page's file (and, for an .mdx page, the component and its frame in the site's own
 * file) when a component fails while rendering it. An .mdx page's module needs `preparePageContent` first.
 */
export function renderPageHtml(plan: SitePlan, source: SourcePage, page: CompiledPage): string {
  try {
    const content = pageContent(page.hast, { page: source.absolutePath, root: plan.config.root, islandUrl: (key) => plan.assets.islands?.[key] })
    const model = withSidebarFile(plan, pageModel(plan.config, source, page))
    const assets = { ...plan.assets, head: [...(plan.routeHeads[source.path] ?? []), ...plan.assets.head] }
    return renderDocument(plan.config, plan.site, model, plan.site.posts, content, assets, siteSlots(plan.siteComponents, plan.config.root))
  } catch (error) {
    throw componentFailure(error, source.absolutePath)
  }
}

export { preparePageContent }

/**
 * What a render worker needs of the plan besides the config it loads itself: plain data, sent once per worker. The
 * config's functions and React elements cannot cross threads, hence the worker's own config.
 */
export interface PlanForWorkers {
  sidebar: SiteConfig['sidebar']
  banner: Root | undefined
  searchIndexUrl: string | undefined
  posts: SitePlan['site']['posts']
  assets: SitePlan['assets']
  sidebarUrls: SitePlan['sidebarUrls']
  siteComponents: SitePlan['siteComponents']
  /** Worked out in the main thread: a `head` function in the config cannot be called (or sent) here. */
  routeHeads: SitePlan['routeHeads']
  shared: string
}

/** The plan as plain data for render workers, with the banner as its tree (see compileBannerTree). */
export function planForWorkers(plan: SitePlan, banner: Root | undefined): PlanForWorkers {
  return {
    sidebar: plan.config.sidebar,
    banner,
    searchIndexUrl: plan.site.searchIndexUrl,
    posts: plan.site.posts,
    assets: plan.assets,
    sidebarUrls: plan.sidebarUrls,
    siteComponents: plan.siteComponents,
    routeHeads: plan.routeHeads,
    shared: plan.shared,
  }
}

/** The plan in a render worker: its own load of the site config with the main thread's sidebar, as `planSite` made it. */
export function planInWorker(config: SiteConfig, wire: PlanForWorkers): SitePlan {
  const withSidebar = deepFreeze({ ...config, sidebar: wire.sidebar })
  const site = siteModel(withSidebar, bannerContent(config, wire.banner), wire.searchIndexUrl, wire.posts)
  return {
    config: withSidebar,
    site,
    assets: wire.assets,
    sidebarUrls: wire.sidebarUrls,
    assetFiles: [],
    importedFiles: [],
    siteComponents: wire.siteComponents,
    routeHeads: wire.routeHeads,
    shared: wire.shared,
    warnings: [],
    errors: [],
  }
}

/** A page of a large sidebar names the sidebar's shared full list. */
function withSidebarFile(plan: SitePlan, model: PageModel): PageModel {
  const fullUrl = plan.sidebarUrls[sidebarFor(plan.config.sidebar, model.path)?.prefix ?? '']
  return fullUrl && model.showSidebar ? { ...model, sidebar: { ...model.sidebar, fullUrl } } : model
}

// The code a page's HTML (and the search index) is made by: the layouts and everything else under runtime/, the
// build's code (the render stage, page model, the Markdown pipeline, the indexer) and the installed packages. Hashed
// once per process.
const CODE_DIRS = ['runtime', 'build'].map((d) => fileURLToPath(new URL(`../../${d}`, import.meta.url)))
const LOCKFILE = fileURLToPath(new URL('../../package-lock.json', import.meta.url))
let renderHash: Promise<string> | undefined

export function renderCodeHash(): Promise<string> {
  renderHash ??= Promise.resolve(codeHash(CODE_DIRS, LOCKFILE))
  return renderHash
}

/**
 * Changes whenever the page's files would: what every page shares (`plan.shared`), the page's compiled form (its
 * compile-cache key: content, route, Markdown settings, pipeline), its file and git time, its extra head tags from
 * the config, and the render code. An
 * unchanged key lets a build carry the previous output's files over instead of rendering the page again.
 */
export async function renderKey(plan: SitePlan, source: SourcePage, compiledKey: string): Promise<string> {
  return createHash('sha256')
    .update(await renderCodeHash())
    .update(plan.shared)
    .update(compiledKey)
    .update(`${source.filePath}\0${source.lastUpdatedAt ?? ''}`)
    .update(JSON.stringify(plan.routeHeads[source.path] ?? []))
    .digest('base64url')
    .slice(0, 22)
}
