// The left sidebar: back link, the page's sidebar items and a footer with the social links and the theme switch.
// A fixed column on wide screens; on narrow ones the same element is a popover drawer (no copy of it). The logo
// above the column is its own element, placed before the top bar so the tab order reaches it first.
import type { PageModel, SiteModel } from '../../contract/page-model.ts'
import { withBase } from '../site-context.ts'
import { countLinks, LARGE_SIDEBAR_LINKS, SidebarItems } from './SidebarItems.tsx'
import { SiteLogoLink } from './SiteLogoLink.tsx'
import { Socials } from './Socials.tsx'
import { ThemeSwitch } from './ThemeSwitch.tsx'

export const SIDEBAR_ID = 'sidebar'

export function Sidebar({ site, page }: { site: SiteModel; page: PageModel }) {
  return (
    <aside id={SIDEBAR_ID} className="sidebar" popover="auto" aria-label="Sidebar" data-sidebar="">
      <nav className="sidebar-nav" aria-label="Documentation" data-sidebar-src={page.sidebar.fullUrl}>
        {page.sidebar.backLink ? (
          // The runtime turns this into "Back" (to the previous page) when the reader came from inside the site.
          <a className="sidebar-back" href={withBase(site.basePath, '/')} data-back-link="">
            <span className="icon icon-arrow-left" aria-hidden="true" />
            <span className="sidebar-back-text">Home</span>
          </a>
        ) : null}
        <SidebarItems
          items={page.sidebar.items}
          path={page.path}
          basePath={site.basePath}
          compact={countLinks(page.sidebar.items) > LARGE_SIDEBAR_LINKS}
          more={page.sidebar.fullUrl}
        />
      </nav>
      <div className="sidebar-footer">
        <Socials socials={site.socials} />
        {site.colorScheme ? null : <ThemeSwitch />}
      </div>
    </aside>
  )
}

/** The logo at the head of the sidebar column (wide screens; phones have the top bar's logo). */
export function SidebarLogo({ site }: { site: SiteModel }) {
  return (
    <div className="sidebar-logo">
      <SiteLogoLink site={site} />
    </div>
  )
}
