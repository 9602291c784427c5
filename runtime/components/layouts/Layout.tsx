// The page layout: picks docs (default), landing, minimal or blank from the page and provides the site context that
// content components read. Rendered to static HTML at build time; the browser runtime only enhances it.
import type { ReactNode } from 'react'
import type { BlogPostSummary, PageModel, SiteModel } from '../../contract/page-model.ts'
import { Island } from '../../islands/Island.tsx'
import { SearchIsland } from '../../islands/search/SearchIsland.tsx'
import { SiteContext } from '../site-context.ts'
import { BlankLayout } from './BlankLayout.tsx'
import { DocsLayout } from './DocsLayout.tsx'
import { PlainLayout } from './PlainLayout.tsx'

export interface LayoutProps {
  site: SiteModel
  page: PageModel
  posts: BlogPostSummary[]
  children?: ReactNode
}

export function Layout({ site, page, posts, children }: LayoutProps) {
  const Chosen = page.layout === 'docs' ? DocsLayout : page.layout === 'blank' ? BlankLayout : PlainLayout
  return (
    <SiteContext.Provider value={{ site, page, posts }}>
      <Chosen site={site} page={page}>
        {children}
      </Chosen>
      {/* Empty until the reader asks for search (button, `/`, Cmd/Ctrl+K); the dialog then hydrates open. */}
      {site.searchIndexUrl ? <Island name="search" component={SearchIsland} props={{ indexUrl: site.searchIndexUrl, basePath: site.basePath }} /> : null}
    </SiteContext.Provider>
  )
}
