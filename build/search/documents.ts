// Turns the sections the Markdown pipeline recorded for each page (on `file.data`, never re-read from HTML)
// into search documents: one per section, with basePath-prefixed links. Pages with `searchable: false` stay out.
import type { SearchDocument } from '../../runtime/contract/search.ts'
import type { SourcePage } from '../content/source-page.ts'
import type { CompiledPage } from '../markdown/compile.ts'
import { encodePath } from '../../runtime/contract/url-path.ts'

export interface SearchablePage {
  source: Pick<SourcePage, 'path' | 'frontmatter'>
  compiled: { data: Pick<CompiledPage['data'], 'title' | 'sections'> }
}

export function searchDocuments(pages: SearchablePage[], basePath: string): SearchDocument[] {
  const base = basePath.replace(/\/+$/, '')
  const docs: SearchDocument[] = []
  for (const { source, compiled } of pages) {
    if (source.frontmatter.searchable === false) continue
    const pageTitle = compiled.data.title || source.path
    for (const section of compiled.data.sections) {
      // A section with neither heading nor text (an empty page's only section) is nothing to find.
      if (!section.text && !section.title && !section.isPage) continue
      docs.push({
        id: section.id,
        title: section.title || (section.isPage ? pageTitle : ''),
        titles: section.titles,
        text: section.text,
        href: `${base}${encodePath(source.path)}${section.anchor ? `#${section.anchor}` : ''}`,
        isPage: section.isPage,
      })
    }
  }
  return docs
}
