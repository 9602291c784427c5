// Stage 4, render: a page's HTML document (render/page-html.tsx: React renderToString with the layouts of runtime/),
// published as `a.html` and `a/index.html`, plus its raw Markdown as `a.md`; and its render key, so a page whose key
// is unchanged is not rendered again.
import { createHash } from 'node:crypto'
import { toolCodeHash } from '../cache/code-hash.ts'
import { htmlFilesOf, markdownFileOf } from '../content/routes.ts'
import type { SourcePage } from '../content/source-page.ts'
import type { PageSummary } from '../markdown/compile-page.ts'
import { withDependencies } from '../markdown/dependencies.ts'
import type { OutputFile } from '../output/output-file.ts'
import type { SitePlan } from './plan.ts'

/**
 * A page's files from its HTML: the same string twice (the writer makes the second a hard link), and its Markdown
 * (with the partials an .mdx page uses put in place).
 */
export function pageFiles(source: SourcePage, html: string, markdown = source.content): OutputFile[] {
  return [...htmlFilesOf(source.path).map((path) => ({ path, content: html })), { path: markdownFileOf(source.path), content: markdown }]
}

/** The files `pageFiles` makes for a page, by path. */
export function pageFilePaths(source: SourcePage): string[] {
  return [...htmlFilesOf(source.path), markdownFileOf(source.path)]
}

/**
 * Changes whenever the page's files would: what every page shares (`plan.shared`), the page's compiled form (its
 * compile-cache key: content, route, Markdown settings, pipeline) with the files it is made from and its islands'
 * chunks, its file and git time, its extra head tags from the config, and the tool's code. An unchanged key lets a
 * build carry the previous output's files over, and the dev server keep the HTML it rendered.
 */
export async function renderKey(plan: SitePlan, source: SourcePage, page: PageSummary, cacheKey: string): Promise<string> {
  const islandUrls = (page.data.islands ?? []).map((island) => plan.assets.islands?.[island.key])
  return createHash('sha256')
    .update(await toolCodeHash())
    .update(plan.shared)
    .update(`${withDependencies(cacheKey, page)}:${JSON.stringify(islandUrls)}`)
    .update(`${source.filePath}\0${source.lastUpdatedAt ?? ''}`)
    .update(JSON.stringify(plan.routeHeads[source.path] ?? []))
    .digest('base64url')
    .slice(0, 22)
}
