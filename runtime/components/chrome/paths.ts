// Path helpers the chrome shares: comparing a configured link with the current route, and telling external
// links (which open in a new tab) from site paths (which get the basePath).
import { isOtherSite, normalizePath } from '../../contract/url-path.ts'

export { normalizePath }

export function isCurrent(link: string | undefined, path: string): boolean {
  return link !== undefined && normalizePath(link) === normalizePath(path)
}

/** Props that make an external link open in a new tab safely. */
export function newTab(href: string) {
  return isOtherSite(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {}
}
