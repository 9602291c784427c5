// The docs layout, in reading (and tab) order: skip link, banner, logo, top bar (search, top nav) and the phone
// bars, sidebar, the page aside with actions and outline, the content, the footer and the bottom marker the
// outline's scroll spy watches. The sidebar column is placed on the left by CSS, whatever its place in the DOM.
import type { ReactNode } from 'react'
import type { PageModel, SiteModel } from '../../contract/page-model.ts'
import { Banner } from '../chrome/Banner.tsx'
import { Curtain } from '../chrome/Curtain.tsx'
import { DocsFooter } from '../chrome/DocsFooter.tsx'
import { PageAside, hasPageAside } from '../chrome/PageAside.tsx'
import { Sidebar, SidebarLogo } from '../chrome/Sidebar.tsx'
import { CONTENT_ID, SkipLink } from '../chrome/SkipLink.tsx'
import { TopBar } from '../chrome/TopBar.tsx'
import { layoutStyle } from './layout-style.ts'

export function DocsLayout({ site, page, children }: { site: SiteModel; page: PageModel; children?: ReactNode }) {
  const aside = hasPageAside(page)
  return (
    <div
      className="layout"
      data-layout="docs"
      data-sidebar={page.showSidebar ? '' : undefined}
      data-aside={aside ? '' : undefined}
      data-banner={site.banner ? '' : undefined}
      style={layoutStyle(site, page, Boolean(site.banner))}
    >
      <SkipLink basePath={site.basePath} path={page.path} />
      {site.banner ? <Banner banner={site.banner} /> : null}
      {page.showSidebar ? <SidebarLogo site={site} /> : null}
      <div className="layout-main">
        <div className="bars">
          {page.showTopNav ? <TopBar site={site} page={page} /> : null}
          <Curtain page={page} hasAside={aside} />
        </div>
        {page.showSidebar ? <Sidebar site={site} page={page} /> : null}
        <div className="page">
          <PageAside site={site} page={page} />
          <div className="page-body">
            <main id={CONTENT_ID} className="content" tabIndex={-1}>
              <article className="prose">{children}</article>
            </main>
            <DocsFooter site={site} page={page} />
          </div>
        </div>
      </div>
      <div className="bottom-marker" data-bottom-observer="" aria-hidden="true" />
    </div>
  )
}
