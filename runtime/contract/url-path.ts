// How a route is written in a URL and read back: the one encode/decode pair used by the Markdown link rewriter, the
// link checker, every rendered href (chrome, search, sitemap, feeds) and both servers. Routes are plain text
// (`/guides/my page`, `/ü`); URLs carry them percent-encoded. Shared by Node and the browser.

/** A page or file of this site (`/guide`, `/logo.svg`): gets the basePath and is link-checked. `//cdn…` is not one. */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//')
}

/** Another site (`https://…`, `//…`, `www.…`): opens in a new tab with rel="noopener noreferrer". */
export function isOtherSite(href: string): boolean {
  return /^(?:https?:)?\/\//i.test(href) || /^www\./i.test(href)
}

/** Written with a scheme (`mailto:`, `https:`), protocol-relative or as `www.…`: kept as written, never resolved. */
export function isAbsoluteUrl(href: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/|www\.)/i.test(href)
}

/** A URL path read back as a route-space path, or undefined when its percent-encoding is malformed. */
export function decodePath(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
}

/**
 * A route-space path written for a URL: spaces, non-ASCII letters, `%`, `#` and `?` are percent-encoded; `/`, `@`
 * and the other characters a path may hold stay readable.
 */
export function encodePath(path: string): string {
  try {
    return encodeURI(path).replace(/[#?]/g, (c) => encodeURIComponent(c))
  } catch {
    // A lone surrogate cannot be encoded; leave it for the browser rather than fail the page.
    return path
  }
}

/**
 * A link's path as a route-space path, whether the writer encoded it (`/my%20page`) or not (`/my page`); a `%` that
 * starts no valid escape is taken literally.
 */
export function routeOfLinkPath(path: string): string {
  return decodePath(path) ?? path
}

// Remembered per link: every page's render compares each sidebar link with its route.
const normalized = new Map<string, string>()
const REMEMBERED_LINKS = 100_000

/**
 * The route a link or URL path names, for comparing two of them: query and hash dropped, decoded once, `.html`,
 * a trailing `/index` and trailing slashes removed (`/a/`, `/a.html`, `/a/index.html` and `/a#x` are all `/a`).
 */
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

/** Splits `path?query#hash` into its parts (query and hash keep their leading character). */
export function splitHref(href: string): { path: string; query: string; hash: string } {
  const hashAt = href.indexOf('#')
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : href.slice(hashAt)
  const queryAt = beforeHash.indexOf('?')
  return queryAt === -1 ? { path: beforeHash, query: '', hash } : { path: beforeHash.slice(0, queryAt), query: beforeHash.slice(queryAt), hash }
}

// Remembered per base path and link, as `normalized` above: every page's render writes each sidebar link's href.
const hrefs = new Map<string, string>()

/** A site link (`/a b#x`, `/a%20b?q`) as the href to render: basePath, then the path encoded once, then query and hash. */
export function siteHref(basePath: string, link: string): string {
  const key = `${basePath}\0${link}`
  let href = hrefs.get(key)
  if (href === undefined) {
    const { path, query, hash } = splitHref(link)
    href = `${basePath}${encodePath(routeOfLinkPath(path))}${query}${hash}`
    if (hrefs.size < REMEMBERED_LINKS) hrefs.set(key, href)
  }
  return href
}
