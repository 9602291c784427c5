// One consistent picture of the site for the dev server, made from the same site step as a build (site-step.ts) after
// every batch of changes: routes, a render key per page, and the assets by path. Nothing here renders HTML.
import { htmlFilesOf, markdownFileOf } from '../content/routes.ts'
import type { SourcePage } from '../content/source-page.ts'
import type { SiteStep } from '../site-step.ts'
import type { CompiledPage, SummarySource } from '../stages/compile.ts'
import type { SitePlan } from '../stages/plan.ts'

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

/** The view of a site step (site-step.ts); `page` gives a page's whole compiled form (the dev server keeps them in memory). */
export function deriveView(step: SiteStep, page: (source: SourcePage) => CompiledPage): SiteView {
  const { plan, compiled } = step
  const pages = new Map<string, PageEntry>()
  const htmlPaths = new Map<string, string>()
  const markdown = new Map<string, string>()
  for (const { source, compiled: summary } of compiled) {
    pages.set(source.path, { source, compiled: page(source), renderKey: step.renderKeys.get(source)! })
    for (const path of htmlFilesOf(source.path)) htmlPaths.set(path, source.path)
    markdown.set(markdownFileOf(source.path), summary.data.markdown ?? source.content)
  }
  const assetFiles = new Map(plan.assetFiles.map((f) => [f.path, f.content]))
  const importedFiles = new Map(plan.importedFiles.map((f) => [f.path, f.copyFrom]))
  return { plan, compiled, shared: plan.shared, pages, htmlPaths, markdown, assetFiles, importedFiles, warnings: step.warnings }
}

/** Routes whose HTML differs between two views (added, removed or re-keyed), or `null` when every page changed. */
export function affectedRoutes(before: SiteView | undefined, after: SiteView): string[] | null {
  if (!before || before.shared !== after.shared) return null
  const routes: string[] = []
  for (const [route, entry] of after.pages) if (before.pages.get(route)?.renderKey !== entry.renderKey) routes.push(route)
  for (const route of before.pages.keys()) if (!after.pages.has(route)) routes.push(route)
  return routes
}
