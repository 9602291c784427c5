// LLM-friendly outputs: `llms.txt` (an index of pages, sidebar order first) and `llms-full.txt` (every page's
// Markdown without frontmatter). The per-page `.md` files are written by the site stage.

import { encodePath, normalizePath } from '../../runtime/contract/url-path.ts'
import type { SiteConfig } from '../config/resolve.ts'
import type { SourcePage } from '../content/source-page.ts'
import { siteOrigin } from '../render/page-model.ts'
import { flattenLinks } from '../render/sidebar.ts'

export interface LlmsPage {
  source: SourcePage
  title: string
  description?: string
  /** The page's Markdown with its partials put in place, frontmatter included (an .mdx page that uses partials). */
  markdown?: string
}

function ordered(config: SiteConfig, pages: LlmsPage[]): LlmsPage[] {
  const order = new Map<string, number>()
  for (const scope of config.sidebar)
    for (const link of flattenLinks(scope.items)) if (!order.has(normalizePath(link.link))) order.set(normalizePath(link.link), order.size)
  return [...pages].sort(
    (a, b) => (order.get(a.source.path) ?? Infinity) - (order.get(b.source.path) ?? Infinity) || a.source.path.localeCompare(b.source.path),
  )
}

export function llmsTxt(config: SiteConfig, pages: LlmsPage[]): string {
  const origin = siteOrigin(config)
  const lines = [`# ${config.title}`, '']
  if (config.description) lines.push(`> ${config.description}`, '')
  lines.push('## Docs', '')
  for (const page of ordered(config, pages)) {
    if (page.source.path === '/') continue
    const url = `${origin}${config.basePath}${encodePath(page.source.path === '/' ? '/index' : page.source.path)}.md`
    lines.push(`- [${page.title}](${url})${page.description ? `: ${page.description}` : ''}`)
  }
  return `${lines.join('\n')}\n`
}

export function llmsFullTxt(config: SiteConfig, pages: LlmsPage[]): string {
  return ordered(config, pages)
    .map((page) => `<!-- ${config.basePath}${page.source.path} -->\n\n${bodyOf(page).trim()}\n`)
    .join('\n---\n\n')
}

/** The page's Markdown without frontmatter: partials put in place change the body only, never the frontmatter. */
function bodyOf(page: LlmsPage): string {
  const { content, body } = page.source
  if (page.markdown === undefined || !content.endsWith(body)) return body
  return page.markdown.slice(content.length - body.length)
}
