// Sidebar logic on the build side: which sidebar a path gets (longest matching prefix), the flattened links for
// previous/next, the active item's text, and a sidebar made from the folder tree when the config has none.
import type { SidebarItem } from '../../runtime/contract/site.ts'
import type { PageLink } from '../../runtime/contract/page.ts'
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

export function normalizeLink(link: string): string {
  const path = link.replace(/[?#].*$/, '').replace(/\.html$/, '').replace(/\/index$/, '')
  return path.length > 1 ? path.replace(/\/+$/, '') : path || '/'
}

export function neighbours(items: SidebarItem[], path: string): { prev?: PageLink; next?: PageLink; active?: PageLink } {
  const links = flattenLinks(items)
  const index = links.findIndex((l) => normalizeLink(l.link) === path)
  if (index === -1) return {}
  return { prev: links[index - 1], next: links[index + 1], active: links[index] }
}

const titleCase = (segment: string) => (segment.charAt(0).toUpperCase() + segment.slice(1)).replace(/[-_]+/g, ' ')

/** Folder tree → sidebar: each folder a collapsed group, each page a link titled by its page title. */
export function sidebarFromTree(pages: { path: string; title: string }[]): SidebarItem[] {
  interface Node { items: Map<string, Node>; page?: { path: string; title: string } }
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
  const toItems = (node: Node): SidebarItem[] =>
    [...node.items.entries()].map(([segment, child]) =>
      child.items.size
        ? { text: child.page?.title ?? titleCase(segment), link: child.page?.path, collapsed: true, items: toItems(child) }
        : { text: child.page?.title ?? titleCase(segment), link: child.page?.path },
    )
  return toItems(root)
}
