// Sidebar logic on the build side: which sidebar a path gets (longest matching prefix), the flattened links for
// previous/next, the active item's text, and a sidebar made from the folder tree when the config has none.

import type { PageLink } from '../../runtime/contract/page.ts'
import type { SidebarItem } from '../../runtime/contract/site.ts'
import { encodePath, normalizePath } from '../../runtime/contract/url-path.ts'
import type { SidebarScope } from '../config/resolve.ts'

export function sidebarFor(scopes: SidebarScope[], path: string): SidebarScope | undefined {
  let best: SidebarScope | undefined
  for (const scope of scopes) {
    const prefix = scope.prefix.replace(/\/$/, '')
    const matches = path === prefix || path.startsWith(`${prefix}/`) || prefix === ''
    if (matches && (!best || scope.prefix.length > best.prefix.length)) best = scope
  }
  return best
}

export function flattenLinks(items: SidebarItem[], out: PageLink[] = []): PageLink[] {
  for (const item of items) {
    if (item.link && !item.disabled) out.push({ text: item.text, link: item.link })
    if (item.items) flattenLinks(item.items, out)
  }
  return out
}

// Per sidebar: its links in reading order and each path's position, made once and asked for by every page.
const readingOrder = new WeakMap<SidebarItem[], { links: PageLink[]; index: Map<string, number> }>()

export function neighbours(items: SidebarItem[], path: string): { prev?: PageLink; next?: PageLink; active?: PageLink } {
  let order = readingOrder.get(items)
  if (!order) {
    const links = flattenLinks(items)
    const index = new Map<string, number>()
    links.forEach((l, i) => void (index.has(normalizePath(l.link)) || index.set(normalizePath(l.link), i)))
    order = { links, index }
    readingOrder.set(items, order)
  }
  const at = order.index.get(path)
  if (at === undefined) return {}
  return { prev: order.links[at - 1], next: order.links[at + 1], active: order.links[at] }
}

const titleCase = (segment: string) => (segment.charAt(0).toUpperCase() + segment.slice(1)).replace(/[-_]+/g, ' ')

/** Folder tree → sidebar: each folder a collapsed group, each page a link titled by its page title. */
export function sidebarFromTree(pages: { path: string; title: string }[]): SidebarItem[] {
  interface Node {
    items: Map<string, Node>
    page?: { path: string; title: string }
  }
  const root: Node = { items: new Map() }
  for (const page of pages) {
    if (page.path === '/') continue
    let node = root
    for (const segment of page.path.slice(1).split('/')) {
      if (!node.items.has(segment)) node.items.set(segment, { items: new Map() })
      node = node.items.get(segment)!
    }
    node.page = page
  }
  // Sidebar links are URLs, as if the writer had configured them: a route's `#`, `?` or `%` must be encoded.
  const linkOf = (page?: { path: string }) => page && encodePath(page.path)
  const toItems = (node: Node): SidebarItem[] =>
    [...node.items.entries()].map(([segment, child]) =>
      child.items.size
        ? { text: child.page?.title ?? titleCase(segment), link: linkOf(child.page), collapsed: true, items: toItems(child) }
        : { text: child.page?.title ?? titleCase(segment), link: linkOf(child.page) },
    )
  return toItems(root)
}
