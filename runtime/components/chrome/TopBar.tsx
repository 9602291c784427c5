// The top bar: on wide screens the search button, the logo (when no sidebar shows it) and the top navigation; on
// phones the logo, a search icon and the navigation menu button. The site's own TopNavEnd ends the navigation in
// both. Both rows are in the HTML; CSS shows one.
import type { ComponentType } from 'react'
import type { PageModel, SiteModel } from '../../contract/page-model.ts'
import { MobileNavMenu } from './MobileNavMenu.tsx'
import { SearchButton, SearchIconButton } from '../search/SearchButton.tsx'
import { SiteLogoLink } from './SiteLogoLink.tsx'
import { Socials } from './Socials.tsx'
import { ThemeSwitch } from './ThemeSwitch.tsx'
import { Island } from '../../islands/Island.tsx'
import { TopNav, canHydrateTopNav } from './TopNav.tsx'
import { useSiteSlots } from '../layouts/site-slots.ts'

export function TopBar({ site, page }: { site: SiteModel; page: PageModel }) {
  const logoInBar = page.showLogo && !page.showSidebar
  const { TopNavEnd } = useSiteSlots()
  return (
    <header className="top-bar" data-top-bar="">
      <div className="top-bar-desktop">
        <div className="top-bar-start">
          {logoInBar ? <SiteLogoLink site={site} className="top-bar-logo" /> : null}
          <SearchButton />
        </div>
        <div className="top-bar-end">
          <DesktopNav site={site} page={page} />
          {TopNavEnd ? <SiteTopNavEnd TopNavEnd={TopNavEnd} /> : null}
          {page.showSidebar ? null : (
            <>
              <Socials socials={site.socials} className="top-bar-socials" />
              {site.colorScheme ? null : <ThemeSwitch />}
            </>
          )}
        </div>
      </div>
      <div className="top-bar-mobile">
        <div className="top-bar-start">{page.showLogo ? <SiteLogoLink site={site} className="top-bar-logo" /> : null}</div>
        <div className="top-bar-end">
          {TopNavEnd ? <SiteTopNavEnd TopNavEnd={TopNavEnd} /> : null}
          <SearchIconButton />
          <MobileNavMenu site={site} activeId={page.activeTopNavId} path={page.path} />
        </div>
      </div>
    </header>
  )
}

/** The site's TopNavEnd (Vocs's layout.tsx export), rendered into each row: CSS shows one. */
function SiteTopNavEnd({ TopNavEnd }: { TopNavEnd: ComponentType }) {
  return (
    <div className="top-nav-end">
      <TopNavEnd />
    </div>
  )
}

/** With dropdowns, the top nav is an island that wakes on first hover, focus or key; links alone stay static. */
function DesktopNav({ site, page }: { site: SiteModel; page: PageModel }) {
  const props = { items: site.topNav, activeId: page.activeTopNavId, path: page.path, basePath: site.basePath }
  return canHydrateTopNav(site.topNav) ? <Island name="top-nav" component={TopNav} props={props} /> : <TopNav {...props} />
}
