// The sidebar's nested items (up to 5 levels). Collapsible sections are native <details>, so they open and close
// without JavaScript; a section holding the current page starts open. The current page is aria-current="page".
import type { SidebarItem } from '../../contract/site.ts'
import { withBase } from '../site-context.ts'
import { isCurrent, newTab } from './paths.ts'

export const MAX_SIDEBAR_DEPTH = 5

export function containsPath(item: SidebarItem, path: string): boolean {
  return isCurrent(item.link, path) || (item.items ?? []).some((child) => containsPath(child, path))
}

interface ItemsProps {
  items: SidebarItem[]
  path: string
  basePath: string
  depth?: number
}

export function SidebarItems({ items, path, basePath, depth = 1 }: ItemsProps) {
  return (
    <ul className="sidebar-items" data-depth={depth}>
      {items.map((item, i) => (
        <li key={`${item.text}-${i}`} className="sidebar-entry">
          {item.items?.length && depth < MAX_SIDEBAR_DEPTH ? (
            <SidebarSection item={item} path={path} basePath={basePath} depth={depth} />
          ) : (
            <SidebarLink item={item} path={path} basePath={basePath} />
          )}
        </li>
      ))}
    </ul>
  )
}

function SidebarLink({ item, path, basePath, className = 'sidebar-link' }: { item: SidebarItem; path: string; basePath: string; className?: string }) {
  if (item.disabled || !item.link) {
    return <span className={className} {...(item.disabled ? { 'aria-disabled': true, 'data-disabled': '' } : {})}>{item.text}</span>
  }
  const current = isCurrent(item.link, path)
  return (
    <a className={className} href={withBase(basePath, item.link)} aria-current={current ? 'page' : undefined} {...newTab(item.link)}>
      {item.text}
    </a>
  )
}

function SidebarSection({ item, path, basePath, depth }: { item: SidebarItem; path: string; basePath: string; depth: number }) {
  const children = <SidebarItems items={item.items!} path={path} basePath={basePath} depth={depth + 1} />
  const level = depth === 1 ? 'group' : 'nested'
  if (item.collapsed === undefined) {
    return (
      <div className="sidebar-section" data-level={level}>
        <SidebarLink item={item} path={path} basePath={basePath} className="sidebar-section-title" />
        {children}
      </div>
    )
  }
  const open = !item.collapsed || containsPath(item, path)
  if (item.link && !item.disabled) {
    // A summary may not hold a link (nested interactive controls), so a linked header is a sibling of a
    // details whose summary is only the chevron.
    return (
      <div className="sidebar-section" data-level={level} data-collapsible="" data-linked="">
        <SidebarLink item={item} path={path} basePath={basePath} className="sidebar-section-title" />
        <details className="sidebar-details" open={open}>
          <summary className="sidebar-toggle" aria-label={`${item.text}: show or hide pages`} />
          {children}
        </details>
      </div>
    )
  }
  return (
    <details className="sidebar-section sidebar-details" data-level={level} data-collapsible="" open={open}>
      <summary className="sidebar-section-title">
        <span {...(item.disabled ? { 'aria-disabled': true, 'data-disabled': '' } : {})}>{item.text}</span>
      </summary>
      {children}
    </details>
  )
}
