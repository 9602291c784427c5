// Where a page lives, for search results: the texts of the sidebar groups above the page's link, outermost first
// (the sidebar that applies to the page's path, as the page itself shows it). Read from the config's sidebar,
// or from the folder tree when the config has none.
import type { SidebarItem } from '../../runtime/contract/site.ts'
import { normalizePath } from '../../runtime/contract/url-path.ts'
import type { SidebarScope } from '../config/resolve.ts'
import { sidebarFor } from '../render/sidebar.ts'

/** A lookup of page path → sidebar trail; each sidebar is walked once. */
export function sidebarLocations(scopes: SidebarScope[]): (path: string) => string[] {
  const trails = new Map<SidebarItem[], Map<string, string[]>>()
  return (path) => {
    const scope = sidebarFor(scopes, path)
    if (!scope) return []
    let byPath = trails.get(scope.items)
    if (!byPath) {
      byPath = new Map()
      collect(scope.items, [], byPath)
      trails.set(scope.items, byPath)
    }
    // Keyed as previous/next key the reading order: by the normalized link, looked up with the route.
    return byPath.get(path) ?? []
  }
}

function collect(items: SidebarItem[], above: string[], out: Map<string, string[]>): void {
  for (const item of items) {
    // The first link to a page wins, as it does for previous/next.
    if (item.link && !out.has(normalizePath(item.link))) out.set(normalizePath(item.link), above)
    if (item.items) collect(item.items, [...above, item.text], out)
  }
}
