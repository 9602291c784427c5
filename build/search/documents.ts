// Turns the sections the Markdown pipeline recorded for each page (on `file.data`, never re-read from HTML)
// into search documents: one per section, with basePath-prefixed links and the page's place in the sidebar.
// Pages with `searchable: false` stay out.
import type { SearchDocument } from '../../runtime/contract/search.ts'
import { encodePath } from '../../runtime/contract/url-path.ts'
import type { SidebarScope } from '../config/resolve.ts'
import type { SourcePage } from '../content/source-page.ts'
import type { CompiledPage } from '../markdown/compile-page.ts'
import { sidebarLocations } from './location.ts'

export interface SearchablePage {
  source: Pick<SourcePage, 'path' | 'frontmatter'>
  compiled: { data: Pick<CompiledPage['data'], 'title' | 'sections'> }
}

export function searchDocuments(pages: SearchablePage[], basePath: string, sidebar: SidebarScope[] = []): SearchDocument[] {
  return searchDocumentsByPage(pages, basePath, sidebar).flat()
}

/** As searchDocuments, one list per page (empty for a page left out). */
export function searchDocumentsByPage(pages: SearchablePage[], basePath: string, sidebar: SidebarScope[] = []): SearchDocument[][] {
  const base = basePath.replace(/\/+$/, '')
  const locationOf = sidebarLocations(sidebar)
  return pages.map(({ source, compiled }) => {
    const docs: SearchDocument[] = []
    if (source.frontmatter.searchable === false) return docs
    const pageTitle = compiled.data.title || source.path
    const location = locationOf(source.path)
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
        location,
      })
    }
    return docs
  })
}
