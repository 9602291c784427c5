// The blog's Atom feed (`feed.xml`), emitted when there are posts and a baseUrl to make absolute links from.
// Atom needs an author on every entry (or on the feed): a post without authors is credited to the site.
import type { BlogPostSummary } from '../../runtime/contract/page-model.ts'
import type { SiteConfig } from '../config/resolve.ts'
import { escapeHtml } from '../render/head.ts'
import { pageUrl } from '../render/page-model.ts'

export const FEED_PATH = 'feed.xml'

function isoDate(date: string | undefined): string {
  const parsed = date ? new Date(date) : undefined
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed.toISOString() : new Date(0).toISOString()
}

export function atomFeed(config: SiteConfig, posts: BlogPostSummary[]): string {
  const updated =
    posts
      .map((p) => isoDate(p.date))
      .sort()
      .at(-1) ?? new Date(0).toISOString()
  const entries = posts.map((post) => {
    const url = pageUrl(config, post.path)
    const names = post.authors.length ? post.authors.map((a) => a.replace(/^\[([^\]]+)\]\(.*\)$/, '$1')) : [config.title]
    const authors = names.map((name) => `<author><name>${escapeHtml(name)}</name></author>`).join('')
    return `  <entry>\n    <title>${escapeHtml(post.title)}</title>\n    <link href="${escapeHtml(url)}"/>\n    <id>${escapeHtml(url)}</id>\n    <updated>${isoDate(post.date)}</updated>\n    ${authors}${post.description ? `\n    <summary>${escapeHtml(post.description)}</summary>` : ''}\n  </entry>`
  })
  return `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n  <title>${escapeHtml(config.title)}</title>\n  <link href="${escapeHtml(pageUrl(config, '/'))}"/>\n  <link rel="self" href="${escapeHtml(pageUrl(config, `/${FEED_PATH}`))}"/>\n  <id>${escapeHtml(pageUrl(config, '/'))}</id>\n  <updated>${updated}</updated>\n${entries.join('\n')}\n</feed>\n`
}
