// Stage 4, render: one page's compiled tree and the site plan into its HTML document (React renderToString with the
// layouts of runtime/), published as `a.html` and `a/index.html`, plus its raw Markdown as `a.md`.
import { htmlFilesOf, markdownFileOf } from '../content/routes.ts'
import type { SourcePage } from '../content/source-page.ts'
import { BuildError } from '../errors.ts'
import type { CompiledPage } from '../markdown/compile.ts'
import type { OutputFile } from '../output/output-file.ts'
import { hastToReact } from '../render/hast-to-react.ts'
import { pageModel } from '../render/page-model.ts'
import { renderDocument } from '../render/render-page.tsx'
import type { SitePlan } from './plan.ts'

export function renderPageFiles(plan: SitePlan, source: SourcePage, page: CompiledPage): OutputFile[] {
  const html = renderPageHtml(plan, source, page)
  return [...htmlFilesOf(source.path).map((path) => ({ path, content: html })), { path: markdownFileOf(source.path), content: source.content }]
}

/** Throws a BuildError naming the page's file when a component fails while rendering it. */
export function renderPageHtml(plan: SitePlan, source: SourcePage, page: CompiledPage): string {
  try {
    return renderDocument(plan.config, plan.site, pageModel(plan.config, source, page), plan.site.posts, hastToReact(page.hast), plan.assets)
  } catch (error) {
    throw new BuildError({ file: source.absolutePath }, `could not render this page: ${error instanceof Error ? error.message : String(error)}`)
  }
}
