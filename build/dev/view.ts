// One consistent picture of the site for the dev server, made by the plan stage (the same `planSite` as a build)
// after every batch of changes: routes, a render key per page, and the assets by path. Nothing here renders HTML.
import type { ReactNode } from 'react'
import type { SiteConfig } from '../config/resolve.ts'
import { htmlFilesOf, markdownFileOf } from '../content/routes.ts'
import type { SourcePage } from '../content/source-page.ts'
import { BuildErrors } from '../errors/build-error.ts'
import type { OutputFile } from '../output/output-file.ts'
import type { CompiledPage, SummarySource } from '../stages/compile.ts'
import type { SiteRuntime } from '../stages/inputs.ts'
import type { SiteStyles } from '../assets/site-styles.ts'
import { type PageIslandChunks, planSite, type SitePlan } from '../stages/plan.ts'
import type { SiteComponentsBundle } from '../render/site-components.ts'
import { SEARCH_MANIFEST_PATH } from '../../runtime/contract/search.ts'
import type { RouteHeads } from '../render/custom-head.ts'

export interface ViewInputs {
  config: SiteConfig
  /** Bumped on every config load, so anything rendered from an older config is stale. */
  configGeneration: number
  configSource: string
  banner: ReactNode | undefined
  compiled: SummarySource[]
  /** The whole compiled page of a source (the dev server keeps every page in memory). */
  page: (source: SourcePage) => CompiledPage
  /** Per page, the compiled-cache key (route + content hash + settings). */
  keys: Map<SourcePage, string>
  statics: OutputFile[]
  runtime: SiteRuntime
  siteStyles?: SiteStyles
  /** Pages still compiling: links to them count as fine until they are (see `DevSession.compileOrDefer`). */
  pendingRoutes?: string[]
  /** The page islands' browser chunks and their URLs (build/assets/bundle-islands.ts). */
  islands?: PageIslandChunks
  siteComponents?: SiteComponentsBundle
  /** Each route's extra head tags from the config (build/render/custom-head.ts). */
  routeHeads?: RouteHeads
}

export interface PageEntry {
  source: SourcePage
  compiled: CompiledPage
  /** Changes exactly when this page's HTML would change. */
  renderKey: string
}

export interface SiteView {
  plan: SitePlan
  compiled: SummarySource[]
  /** Changes when anything every page's HTML shares changes (config, sidebar, asset names). */
  shared: string
  pages: Map<string, PageEntry>
  /** Output path (`a.html`, `a/index.html`) → route. */
  htmlPaths: Map<string, string>
  /** Output path (`a.md`) → raw Markdown. */
  markdown: Map<string, string>
  /** CSS and runtime chunks, by output path. */
  assetFiles: Map<string, string>
  /** Files the site's code imports as URLs, by output path → the site file. */
  importedFiles: Map<string, string>
  warnings: string[]
}

/** Throws BuildError(s) for broken links, exactly as `npm run build` would. */
export function deriveView(input: ViewInputs): SiteView {
  const plan = planSite({
    config: input.config,
    configSource: input.configSource,
    compiled: input.compiled,
    statics: input.statics,
    runtime: input.runtime,
    siteStyles: input.siteStyles,
    banner: input.banner,
    searchIndexUrl: `${input.config.basePath}/${SEARCH_MANIFEST_PATH}`,
    failedRoutes: input.pendingRoutes,
    islands: input.islands,
    siteComponents: input.siteComponents,
    routeHeads: input.routeHeads,
  })
  BuildErrors.throwIfAny(plan.errors)
  const shared = `${input.configGeneration}:${plan.shared}`
  const pages = new Map<string, PageEntry>()
  const htmlPaths = new Map<string, string>()
  const markdown = new Map<string, string>()
  for (const { source, compiled } of input.compiled) {
    const renderKey = `${shared}:${input.keys.get(source)}:${source.lastUpdatedAt ?? ''}:${JSON.stringify(plan.routeHeads[source.path] ?? [])}`
    pages.set(source.path, { source, compiled: input.page(source), renderKey })
    for (const path of htmlFilesOf(source.path)) htmlPaths.set(path, source.path)
    markdown.set(markdownFileOf(source.path), compiled.data.markdown ?? source.content)
  }
  const assetFiles = new Map(plan.assetFiles.map((f) => [f.path, f.content]))
  const importedFiles = new Map(plan.importedFiles.map((f) => [f.path, f.copyFrom]))
  return { plan, compiled: input.compiled, shared, pages, htmlPaths, markdown, assetFiles, importedFiles, warnings: plan.warnings }
}

/** Routes whose HTML differs between two views (added, removed or re-keyed), or `null` when every page changed. */
export function affectedRoutes(before: SiteView | undefined, after: SiteView): string[] | null {
  if (!before || before.shared !== after.shared) return null
  const routes: string[] = []
  for (const [route, entry] of after.pages) if (before.pages.get(route)?.renderKey !== entry.renderKey) routes.push(route)
  for (const route of before.pages.keys()) if (!after.pages.has(route)) routes.push(route)
  return routes
}
