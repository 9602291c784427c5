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
import { useSiteSlots } from './site-slots.ts'

export interface LayoutProps {
  site: SiteModel
  page: PageModel
  posts: BlogPostSummary[]
  children?: ReactNode
}

export function Layout({ site, page, posts, children }: LayoutProps) {
  const Chosen = page.layout === 'docs' ? DocsLayout : page.layout === 'blank' ? BlankLayout : PlainLayout
  // The site's own layout.tsx wraps the whole page, as in Vocs (it gets the page's frontmatter and path).
  const { Layout: SiteLayout = PassThrough } = useSiteSlots()
  return (
    <SiteContext.Provider value={{ site, page, posts }}>
      <SiteLayout frontmatter={page.frontmatter ?? {}} path={page.path}>
        <Chosen site={site} page={page}>
          {children}
        </Chosen>
      </SiteLayout>
      {/* Empty until the reader asks for search (button, `/`, Cmd/Ctrl+K); the dialog then hydrates open. */}
      {site.searchIndexUrl ? <Island name="search" component={SearchIsland} props={{ indexUrl: site.searchIndexUrl, basePath: site.basePath }} /> : null}
    </SiteContext.Provider>
  )
}

function PassThrough({ children }: { children?: ReactNode }) {
  return <>{children}</>
}
