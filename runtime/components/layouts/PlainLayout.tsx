// The landing and minimal layouts: skip link, banner, top bar, the content and a footer with the social links.
// No sidebar, no curtain; the landing content spans the page, the minimal content is a centred column. Both are text
// (.prose), which stops at the landing page's own parts (40-prose.css).
import type { ReactNode } from 'react'
import type { PageModel, SiteModel } from '../../contract/page-model.ts'
import { Banner } from '../chrome/Banner.tsx'
import { SocialFooter } from '../chrome/SocialFooter.tsx'
import { CONTENT_ID, SkipLink } from '../chrome/SkipLink.tsx'
import { TopBar } from '../chrome/TopBar.tsx'
import { PageAside, hasPageAside } from '../chrome/PageAside.tsx'
import { layoutStyle } from './layout-style.ts'

export function PlainLayout({ site, page, children }: { site: SiteModel; page: PageModel; children?: ReactNode }) {
  // The outline and page actions are off by default here but a page may turn them on.
  const aside = hasPageAside(page)
  return (
    <div
      className="layout"
      data-layout={page.layout}
      data-aside={aside ? '' : undefined}
      data-banner={site.banner ? '' : undefined}
      style={layoutStyle(site, page, Boolean(site.banner))}
    >
      <SkipLink basePath={site.basePath} path={page.path} />
      {site.banner ? <Banner banner={site.banner} /> : null}
      <div className="layout-main">
        {page.showTopNav ? (
          <div className="bars">
            <TopBar site={site} page={page} />
          </div>
        ) : null}
        <div className="page">
          {aside ? <PageAside site={site} page={page} /> : null}
          <div className="page-body">
            <main id={CONTENT_ID} className="content" tabIndex={-1}>
              <article className="prose">{children}</article>
            </main>
          </div>
        </div>
        <SocialFooter site={site} />
      </div>
    </div>
  )
}
