// Path helpers the chrome shares: comparing a configured link with the current route, and telling external
// links (which open in a new tab) from site paths (which get the basePath).
export function normalizePath(link: string): string {
  const path = link.replace(/[?#].*$/, '').replace(/\.html$/, '').replace(/\/index$/, '')
  return path.length > 1 ? path.replace(/\/+$/, '') : path || '/'
}

export function isCurrent(link: string | undefined, path: string): boolean {
  return link !== undefined && normalizePath(link) === normalizePath(path)
}

export function isExternal(href: string): boolean {
  return /^(?:https?:)?\/\//i.test(href) || /^www\./i.test(href)
}

/** Props that make an external link open in a new tab safely. */
export function newTab(href: string) {
  return isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {}
}
