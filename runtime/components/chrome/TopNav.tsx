// The desktop top navigation: links, dropdowns of links and custom elements; the item matching the current path
// is marked. Dropdowns open on hover and keyboard focus through CSS, so they work before any script runs.
import type { TopNavItem } from '../../contract/site.ts'
import { withBase } from '../site-context.ts'
import { isCurrent, newTab } from './paths.ts'

interface TopNavProps {
  items: TopNavItem[]
  activeId?: number
  path: string
  basePath: string
}

export function TopNav({ items, activeId, path, basePath }: TopNavProps) {
  if (!items.length) return null
  return (
    <nav className="top-nav" aria-label="Main">
      <ul className="top-nav-list">
        {items.map((item) => (
          <li key={item.id} className="top-nav-entry">
            <TopNavEntry item={item} active={item.id === activeId} path={path} basePath={basePath} />
          </li>
        ))}
      </ul>
    </nav>
  )
}

function TopNavEntry({ item, active, path, basePath }: { item: TopNavItem; active: boolean; path: string; basePath: string }) {
  if (item.element) return <div className="top-nav-element">{item.element}</div>
  if (item.items?.length) {
    const menuId = `top-nav-menu-${item.id}`
    return (
      <div className="top-nav-dropdown" data-active={active ? '' : undefined}>
        <button type="button" className="top-nav-item top-nav-trigger" aria-expanded="false" aria-controls={menuId} data-top-nav-trigger="">
          {item.text}
          <span className="icon icon-chevron-down" aria-hidden="true" />
        </button>
        <ul id={menuId} className="top-nav-menu">
          {item.items.map((child) => (
            <li key={child.id}>
              {child.link ? (
                <a className="top-nav-menu-link" href={withBase(basePath, child.link)} aria-current={isCurrent(child.link, path) ? 'page' : undefined} {...newTab(child.link)}>
                  {child.text}
                </a>
              ) : (
                <span className="top-nav-menu-link">{child.text}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    )
  }
  if (!item.link) return <span className="top-nav-item">{item.text}</span>
  return (
    <a className="top-nav-item" href={withBase(basePath, item.link)} data-active={active ? '' : undefined} aria-current={active ? (isCurrent(item.link, path) ? 'page' : 'true') : undefined} {...newTab(item.link)}>
      {item.text}
    </a>
  )
}
