// Stage 4, render: one page's compiled tree and the site plan into its HTML document (React renderToString with the
// layouts of runtime/), published as `a.html` and `a/index.html`, plus its raw Markdown as `a.md`.
import { htmlFilesOf, markdownFileOf } from '../content/routes.ts'
import type { SourcePage } from '../content/source-page.ts'
import type { CompiledPage } from '../markdown/compile.ts'
import type { OutputFile } from '../output/output-file.ts'
import { pageContent, preparePageContent } from '../render/page-content.tsx'
import { pageModel } from '../render/page-model.ts'
import { renderDocument } from '../render/render-page.tsx'
import { componentFailure } from '../render/render-error.ts'
import type { SitePlan } from './plan.ts'

export function renderPageFiles(plan: SitePlan, source: SourcePage, page: CompiledPage): OutputFile[] {
  const html = renderPageHtml(plan, source, page)
  return [...htmlFilesOf(source.path).map((path) => ({ path, content: html })), { path: markdownFileOf(source.path), content: source.content }]
}

/**
 * Throws a BuildError naming the page's file (and, for an .mdx page, the component and its frame in the site's own
 * file) when a component fails while rendering it. An .mdx page's module needs `preparePageContent` first.
 */
export function renderPageHtml(plan: SitePlan, source: SourcePage, page: CompiledPage): string {
  try {
    const content = pageContent(page.hast, { page: source.absolutePath, root: plan.config.root, islandUrl: (key) => plan.assets.islands?.[key] })
    return renderDocument(plan.config, plan.site, pageModel(plan.config, source, page), plan.site.posts, content, plan.assets)
  } catch (error) {
    throw componentFailure(error, source.absolutePath)
  }
}

export { preparePageContent }
