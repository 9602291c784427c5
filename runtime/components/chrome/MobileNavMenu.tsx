// The phone top navigation: a button naming the active item (or "Menu") and a popover listing the items, with
// an accordion (<details>) for items with children, plus the social links and the theme switch. The popover is
// native HTML (popover attribute), so it opens and closes without JavaScript.
import type { SiteModel } from '../../contract/page-model.ts'
import type { TopNavItem } from '../../contract/site.ts'
import { withBase } from '../site-context.ts'
import { isCurrent, newTab } from './paths.ts'
import { PopoverButton } from './PopoverButton.tsx'
import { Socials } from './Socials.tsx'
import { ThemeSwitch } from './ThemeSwitch.tsx'

export const MOBILE_NAV_ID = 'mobile-nav'

function findItem(items: TopNavItem[], id: number | undefined): TopNavItem | undefined {
  for (const item of items) {
    if (item.id === id) return item
    const child = item.items && findItem(item.items, id)
    if (child) return child
  }
  return undefined
}

export function MobileNavMenu({ site, activeId, path }: { site: SiteModel; activeId?: number; path: string }) {
  if (!site.topNav.length) return null
  const label = findItem(site.topNav, activeId)?.text ?? 'Menu'
  return (
    <div className="mobile-nav">
      <PopoverButton target={MOBILE_NAV_ID} className="mobile-nav-button" data-mobile-nav-trigger="">
        <span>{label}</span>
        <span className="icon icon-chevron-down" aria-hidden="true" />
      </PopoverButton>
      <div id={MOBILE_NAV_ID} className="mobile-nav-popover popover-panel" popover="auto" data-mobile-nav="">
        <nav aria-label="Main">
          <ul className="mobile-nav-list">
            {site.topNav.map((item) => (
              <li key={item.id}>
                {item.element ? (
                  <div className="top-nav-element">{item.element}</div>
                ) : item.items?.length ? (
                  <details className="mobile-nav-group" open={item.id === activeId}>
                    <summary className="mobile-nav-link">{item.text}</summary>
                    <ul>
                      {item.items.map((child) => (
                        <li key={child.id}>
                          {child.link ? (
                            <a
                              className="mobile-nav-link"
                              href={withBase(site.basePath, child.link)}
                              aria-current={isCurrent(child.link, path) ? 'page' : undefined}
                              {...newTab(child.link)}
                            >
                              {child.text}
                            </a>
                          ) : (
                            <span className="mobile-nav-link">{child.text}</span>
                          )}
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : item.link ? (
                  <a
                    className="mobile-nav-link"
                    href={withBase(site.basePath, item.link)}
                    data-active={item.id === activeId ? '' : undefined}
                    aria-current={isCurrent(item.link, path) ? 'page' : undefined}
                    {...newTab(item.link)}
                  >
                    {item.text}
                  </a>
                ) : (
                  <span className="mobile-nav-link">{item.text}</span>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {site.socials.length || !site.colorScheme ? (
          <div className="mobile-nav-footer">
            <Socials socials={site.socials} />
            {site.colorScheme ? null : <ThemeSwitch />}
          </div>
        ) : null}
      </div>
    </div>
  )
}
