// Path helpers the chrome shares: comparing a configured link with the current route, and telling external
// links (which open in a new tab) from site paths (which get the basePath).
import { isOtherSite, routeOfLinkPath } from '../../contract/url-path.ts'

// Remembered per link: every page's render compares each sidebar link with its route.
const normalized = new Map<string, string>()
const REMEMBERED_LINKS = 100_000

export function normalizePath(link: string): string {
  let path = normalized.get(link)
  if (path === undefined) {
    const bare = routeOfLinkPath(link.replace(/[?#].*$/, ''))
      .replace(/\.html$/, '')
      .replace(/\/index$/, '')
    path = bare.length > 1 ? bare.replace(/\/+$/, '') : bare || '/'
    if (normalized.size < REMEMBERED_LINKS) normalized.set(link, path)
  }
  return path
}

export function isCurrent(link: string | undefined, path: string): boolean {
  return link !== undefined && normalizePath(link) === normalizePath(path)
}

/** Props that make an external link open in a new tab safely. */
export function newTab(href: string) {
  return isOtherSite(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {}
}
