// Links and images: external ones open in a new tab (rel noopener noreferrer); site paths get the basePath; `.md` links
// resolve to routes, `./…` and `../…` from the page file's folder as in Vocs, other relative ones and images from the
// page URL's folder as a browser reads them; hash-only links are prefixed with the page path. Every internal target is recorded (with its line, and whether Vocs checks it too) for the build's broken-link
// check; links in twoslash popups (a package's doc comments) are not the site's and are not. Image sources inside the
// site get the basePath and are checked like links; an image with no source is an error.

import { posix } from 'node:path'
import type { Element, Root } from 'hast'
import type { VFile } from 'vfile'
import { encodePath, isAbsoluteUrl, isOtherSite, routeOfLinkPath, splitHref } from '../../../runtime/contract/url-path.ts'
import { BuildError } from '../../errors/build-error.ts'
import { holdsPopups, isHighlightedPre } from '../highlighted-code.ts'
import type { LinkRef } from '../page-data.ts'
import { SKIP, walkElements } from '../tree-walk.ts'

/** `/guide/start` → `/guide/`: the route folder a page's relative links resolve from when its file is not an index. */
const folderOf = (route: string) => (route.endsWith('/') ? route : `${posix.dirname(route).replace(/\/$/, '')}/`)

/**
 * Resolves a Markdown href against the page route, as a URL (path percent-encoded, see url-path.ts):
 * `./a.md` → `/dir/a`, `/x/index.md#h` → `/x#h`, `./my%20page.md` or `<./my page.md>` → `/dir/my%20page`. Relative
 * paths resolve from `base`, the route folder of the page's file (the route's parent by default).
 */
export function resolveHref(href: string, route: string, base = folderOf(route)): string {
  const hashAt = href.indexOf('#')
  const pathPart = hashAt === -1 ? href : href.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : href.slice(hashAt)
  if (!pathPart) return `${encodePath(route)}${hash}`
  const written = routeOfLinkPath(pathPart)
  let path = written.startsWith('/') ? written : posix.join(base, written)
  path =
    path
      .replace(/\.mdx?$/, '')
      .replace(/\.html$/, '')
      .replace(/\/index$/, '') || '/'
  if (path.length > 1) path = path.replace(/\/+$/, '')
  return `${encodePath(path)}${hash}`
}

/** Links Vocs 1.x checks for a page: written as a site path or relative with `./`/`../` (not `page`, not `#x`). */
const VOCS_CHECKED = /^\.*\//

export function rehypeLinks() {
  return (tree: Root, file: VFile) => {
    const data = file.data.page!
    const base = data.linkBase ?? folderOf(data.route)
    const links: NonNullable<typeof data.links> = []
    // Inside a twoslash block, links are a package's doc comments: rewritten like the page's, recorded for no check.
    let popupLinks: LinkRef[] | undefined
    const visit = (node: Element): typeof SKIP | undefined => {
      // (A plain boolean: the type guard would leave `node` as never after this branch.)
      const highlighted: boolean = isHighlightedPre(node)
      if (highlighted) {
        // Shiki's tokens hold no link; twoslash's popups may (a doc comment's).
        if (holdsPopups(node) && !popupLinks) {
          popupLinks = []
          walkElements(node, visit)
          popupLinks = undefined
        }
        return SKIP
      }
      const record = popupLinks ?? links
      if (node.tagName === 'img') return void imageSource(node, data, record, file.path)
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return
      if ('dataHeadingAnchor' in node.properties) {
        node.properties.href = `${data.basePath}${encodePath(data.route)}${node.properties.href}`
        return
      }
      const href = node.properties.href
      if (isAbsoluteUrl(href)) {
        if (isOtherSite(href)) {
          if (href.startsWith('www.')) node.properties.href = `https://${href}`
          node.properties.target = '_blank'
          node.properties.rel = ['noopener', 'noreferrer']
          node.properties.dataExternal = ''
        }
        return
      }
      // Vocs resolves `./`/`../` links from the file's folder; others it leaves to the browser, which reads them from the URL.
      const vocsChecks = VOCS_CHECKED.test(href)
      const target = resolveHref(href, data.route, vocsChecks ? base : folderOf(data.route))
      const pos = node.position?.start
      record.push({ url: target, line: pos?.line, column: pos?.column, ...(vocsChecks && { vocsChecks }) })
      node.properties.href = `${data.basePath}${target}`
    }
    walkElements(tree, visit)
    data.links = links
  }
}

/**
 * `![alt](/logo.svg)` → `/base/logo.svg`, checked; `![alt](./a.png)` resolves against the page's URL, as a browser
 * resolves it in Vocs (which leaves image sources as written): from the route's parent, for an index page too.
 */
function imageSource(node: Element, data: { basePath: string; route: string }, links: LinkRef[], file: string): void {
  const src = node.properties.src
  const pos = node.position?.start
  if (src === '' || (typeof src === 'string' && !src.trim())) {
    throw new BuildError({ file, line: pos?.line, column: pos?.column }, 'an image needs a source: expected ![description](/path/to/image.png)')
  }
  if (typeof src !== 'string' || isAbsoluteUrl(src) || src.startsWith('#')) return
  const { path, query, hash } = splitHref(src)
  const written = routeOfLinkPath(path)
  const target = encodePath(written.startsWith('/') ? posix.normalize(written) : posix.join(folderOf(data.route), written)) + query + hash
  links.push({ url: target, line: pos?.line, column: pos?.column })
  node.properties.src = `${data.basePath}${target}`
}
