// The sidebar's nested items (up to 5 levels). Collapsible sections are native <details>, so they open and close
// without JavaScript; a section holding the current page starts open. The current page is aria-current="page".
import type { SidebarItem } from '../../contract/site.ts'
import { withBase } from '../site-context.ts'
import { isCurrent, newTab, normalizePath } from './paths.ts'

export const MAX_SIDEBAR_DEPTH = 5
/**
 * Above this many links a sidebar is "large": a collapsed section that does not hold the current page is rendered
 * as one link to its first page instead of its whole subtree. Every page of a 10,000-page site would otherwise
 * repeat 10,000 links (megabytes per page, gigabytes per build); this way a page carries its own section in full
 * and one line per other section, and every section is still one click away, with or without JavaScript.
 */
export const LARGE_SIDEBAR_LINKS = 400
/**
 * In a large sidebar with a shared full list (`more`), a list shows at most this many items on each side of the one
 * on the current page's path, and one "more" link to the full list on each side it cuts: a page's size then no longer
 * grows with its section's.
 */
export const SIDEBAR_WINDOW = 10

// Counted once per list: every page of a site asks for its sidebar's count (decisions: Output, large sidebars).
const linkCounts = new WeakMap<SidebarItem[], number>()

export function countLinks(items: SidebarItem[]): number {
  let count = linkCounts.get(items)
  if (count === undefined) {
    count = items.reduce((n, item) => n + (item.link ? 1 : 0) + (item.items ? countLinks(item.items) : 0), 0)
    linkCounts.set(items, count)
  }
  return count
}

function firstLink(item: SidebarItem): string | undefined {
  if (item.link && !item.disabled) return item.link
  for (const child of item.items ?? []) {
    const link = firstLink(child)
    if (link) return link
  }
  return undefined
}

// The paths of every link in a section, made once per sidebar item: asked for every section on every page, a
// walk of the subtree each time made a 10,000-page build quadratic.
const linkPaths = new WeakMap<SidebarItem, Set<string>>()

function linkPathsOf(item: SidebarItem): Set<string> {
  let paths = linkPaths.get(item)
  if (!paths) {
    paths = new Set(item.link === undefined ? [] : [normalizePath(item.link)])
    for (const child of item.items ?? []) for (const p of linkPathsOf(child)) paths.add(p)
    linkPaths.set(item, paths)
  }
  return paths
}

export function containsPath(item: SidebarItem, path: string): boolean {
  return linkPathsOf(item).has(normalizePath(path))
}

// For a long list, where each path is first held: the item whose link it is or whose section links to it. Made once
// per list, rather than searched item by item for every page.
const firstHolders = new WeakMap<SidebarItem[], Map<string, number>>()

function firstHolderOf(items: SidebarItem[], normalized: string): number {
  let holders = firstHolders.get(items)
  if (!holders) {
    holders = new Map()
    for (const [i, item] of items.entries()) for (const p of linkPathsOf(item)) if (!holders.has(p)) holders.set(p, i)
    firstHolders.set(items, holders)
  }
  return holders.get(normalized) ?? -1
}

interface ItemsProps {
  items: SidebarItem[]
  path: string
  basePath: string
  depth?: number
  /** Large sidebar: collapsed sections away from the current page become links (see LARGE_SIDEBAR_LINKS). */
  compact?: boolean
  /** The full list's URL: lists are cut to a window round the current page (see SIDEBAR_WINDOW). */
  more?: string
}

/** The items a list shows: all of them, or a window round the one holding `path`, with what was cut before and after. */
function windowOf(items: SidebarItem[], path: string, more: string | undefined): { shown: SidebarItem[]; first: number; after: number } {
  if (!more || items.length <= 2 * SIDEBAR_WINDOW + 1) return { shown: items, first: 0, after: 0 }
  const at = Math.max(0, firstHolderOf(items, normalizePath(path)))
  const first = Math.max(0, Math.min(at - SIDEBAR_WINDOW, items.length - 2 * SIDEBAR_WINDOW - 1))
  const shown = items.slice(first, first + 2 * SIDEBAR_WINDOW + 1)
  return { shown, first, after: items.length - first - shown.length }
}

function MoreLink({ href, count }: { href: string; count: number }) {
  return (
    <li className="sidebar-entry">
      <a className="sidebar-link" href={href} data-sidebar-more="">
        {count} more…
      </a>
    </li>
  )
}

export function SidebarItems({ items, path, basePath, depth = 1, compact = false, more }: ItemsProps) {
  const { shown, first, after } = windowOf(items, path, more)
  return (
    <ul className="sidebar-items" data-depth={depth}>
      {first > 0 && more ? <MoreLink href={more} count={first} /> : null}
      {shown.map((item, i) => (
        <li key={`${item.text}-${first + i}`} className="sidebar-entry">
          {item.items?.length && depth < MAX_SIDEBAR_DEPTH ? (
            <SidebarSection item={item} path={path} basePath={basePath} depth={depth} compact={compact} more={more} />
          ) : (
            <SidebarLink item={item} path={path} basePath={basePath} />
          )}
        </li>
      ))}
      {after > 0 && more ? <MoreLink href={more} count={after} /> : null}
    </ul>
  )
}

function SidebarLink({ item, path, basePath, className = 'sidebar-link' }: { item: SidebarItem; path: string; basePath: string; className?: string }) {
  if (item.disabled || !item.link) {
    return (
      <span className={className} {...(item.disabled ? { 'aria-disabled': true, 'data-disabled': '' } : {})}>
        {item.text}
      </span>
    )
  }
  const current = isCurrent(item.link, path)
  return (
    <a className={className} href={withBase(basePath, item.link)} aria-current={current ? 'page' : undefined} {...newTab(item.link)}>
      {item.text}
    </a>
  )
}

function SidebarSection({
  item,
  path,
  basePath,
  depth,
  compact,
  more,
}: {
  item: SidebarItem
  path: string
  basePath: string
  depth: number
  compact: boolean
  more?: string
}) {
  const level = depth === 1 ? 'group' : 'nested'
  if (compact && item.collapsed && !containsPath(item, path)) {
    const link = firstLink(item)
    return (
      <div className="sidebar-section" data-level={level} data-compact="">
        <SidebarLink item={{ text: item.text, link, disabled: !link }} path={path} basePath={basePath} className="sidebar-section-title" />
      </div>
    )
  }
  const children = <SidebarItems items={item.items!} path={path} basePath={basePath} depth={depth + 1} compact={compact} more={more} />
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
