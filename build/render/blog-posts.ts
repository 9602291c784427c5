// Blog posts: the pages under `<rootDir>/<blogDir>` (Vocs: `pages/blog`), summarised for the post list and the
// feed: title, authors, date (frontmatter, else the last commit), description (cut at 200 characters), newest first.
import { join, sep } from 'node:path'
import type { BlogPostSummary } from '../../runtime/contract/page-model.ts'
import type { SiteConfig } from '../config/resolve.ts'
import { authorsOf } from '../content/frontmatter.ts'
import type { SourcePage } from '../content/source-page.ts'
import type { PageSummary } from '../markdown/compile-page.ts'

const DESCRIPTION_LIMIT = 200

export function blogDirOf(config: SiteConfig): string {
  return join(config.root, config.rootDir, config.blogDir)
}

export function blogPosts(config: SiteConfig, compiled: { source: SourcePage; compiled: PageSummary }[]): BlogPostSummary[] {
  const dir = blogDirOf(config) + sep
  const posts = compiled
    .filter((c) => c.source.absolutePath.startsWith(dir) && !/(^|[\\/])index\.mdx?$/.test(c.source.absolutePath.slice(dir.length)))
    .map(({ source, compiled: page }): BlogPostSummary => {
      const fm = source.frontmatter
      const description = fm.description ?? page.data.description
      const authors = authorsOf(fm)
      return {
        path: source.path,
        title: page.data.title || source.path,
        authors,
        date: fm.date ?? (source.lastUpdatedAt ? new Date(source.lastUpdatedAt).toISOString().slice(0, 10) : undefined),
        description: description && description.length > DESCRIPTION_LIMIT ? `${description.slice(0, DESCRIPTION_LIMIT).trimEnd()}…` : description,
      }
    })
  return posts.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.title.localeCompare(b.title))
}
