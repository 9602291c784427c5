// The page layout: chooses docs, landing or minimal and renders the chrome around the page content.
// Rendered to static HTML at build time; the browser runtime only enhances it.
import type { ReactNode } from 'react'
import type { BlogPostSummary, PageModel, SiteModel } from '../../contract/page-model.ts'
import { SiteContext } from '../site-context.ts'

export interface LayoutProps {
  site: SiteModel
  page: PageModel
  posts: BlogPostSummary[]
  children?: ReactNode
}

export function Layout({ site, page, posts, children }: LayoutProps) {
  return (
    <SiteContext.Provider value={{ site, page, posts }}>
      <div className="layout" data-layout={page.layout}>
        <a className="skip-link" href="#content">Skip to content</a>
        <main id="content" className="content" tabIndex={-1}>
          <article className="prose">{children}</article>
        </main>
      </div>
    </SiteContext.Provider>
  )
}
