// The blank layout (frontmatter `layout: blank`): the page's content alone, with no top bar, sidebar, outline, banner
// or footer. Rendered at build time like the others; the site stylesheet still styles the Markdown.
import type { ReactNode } from 'react'
import type { PageModel, SiteModel } from '../../contract/page-model.ts'
import { CONTENT_ID } from '../chrome/SkipLink.tsx'
import { layoutStyle } from './layout-style.ts'

export function BlankLayout({ site, page, children }: { site: SiteModel; page: PageModel; children?: ReactNode }) {
  return (
    <div className="layout" data-layout="blank" style={layoutStyle(site, page, false)}>
      <main id={CONTENT_ID} className="content" tabIndex={-1}>
        <article className="prose">{children}</article>
      </main>
    </div>
  )
}
