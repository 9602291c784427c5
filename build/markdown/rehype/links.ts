// Links and images: external ones open in a new tab (rel noopener noreferrer); site paths get the basePath; relative and
// `.md` links resolve to routes; hash-only links are prefixed with the page path. Every internal target is
// recorded (with its line) for the build's broken-link check. Image sources inside the site get the basePath and
// are checked like links (a missing image is a broken link); an image with no source is an error.
import type { Element, Root } from 'hast'
import { posix } from 'node:path'
import { SKIP, walkElements } from '../walk.ts'
import { holdsPopups, isHighlightedPre } from '../highlighted-code.ts'
import type { VFile } from 'vfile'
import { encodePath, isAbsoluteUrl, isOtherSite, routeOfLinkPath, splitHref } from '../../../runtime/contract/url-path.ts'
import { BuildError } from '../../errors.ts'
import type { LinkRef } from '../page-data.ts'

/**
 * Resolves a Markdown href against the page route, as a URL (path percent-encoded, see url-path.ts):
 * `./a.md` → `/dir/a`, `/x/index.md#h` → `/x#h`, `./my%20page.md` or `<./my page.md>` → `/dir/my%20page`.
 */
export function resolveHref(href: string, route: string): string {
  const hashAt = href.indexOf('#')
  const pathPart = hashAt === -1 ? href : href.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : href.slice(hashAt)
  if (!pathPart) return `${encodePath(route)}${hash}`
  const dir = route.endsWith('/') ? route : posix.dirname(route)
  const written = routeOfLinkPath(pathPart)
  let path = written.startsWith('/') ? written : posix.join(dir, written)
  path =
    path
      .replace(/\.mdx?$/, '')
      .replace(/\.html$/, '')
      .replace(/\/index$/, '') || '/'
  if (path.length > 1) path = path.replace(/\/+$/, '')
  return `${encodePath(path)}${hash}`
}

export function rehypeLinks() {
  return (tree: Root, file: VFile) => {
    const data = file.data.page!
    const links: NonNullable<typeof data.links> = []
    walkElements(tree, (node: Element) => {
      // Shiki's tokens hold no link; twoslash's popups may (a doc comment's).
      if (isHighlightedPre(node) && !holdsPopups(node)) return SKIP
      if (node.tagName === 'img') return void imageSource(node, data, links, file.path)
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
      const target = resolveHref(href, data.route)
      const pos = node.position?.start
      links.push({ url: target, line: pos?.line, column: pos?.column })
      node.properties.href = `${data.basePath}${target}`
    })
    data.links = links
  }
}

/** `![alt](/logo.svg)` → `/base/logo.svg`, checked; `![alt](./a.png)` resolves against the page's folder. */
function imageSource(node: Element, data: { basePath: string; route: string }, links: LinkRef[], file: string): void {
  const src = node.properties.src
  const pos = node.position?.start
  if (src === '' || (typeof src === 'string' && !src.trim())) {
    throw new BuildError({ file, line: pos?.line, column: pos?.column }, 'an image needs a source: expected ![description](/path/to/image.png)')
  }
  if (typeof src !== 'string' || isAbsoluteUrl(src) || src.startsWith('#')) return
  const { path, query, hash } = splitHref(src)
  const written = routeOfLinkPath(path)
  const dir = data.route.endsWith('/') ? data.route : posix.dirname(data.route)
  const target = encodePath(written.startsWith('/') ? posix.normalize(written) : posix.join(dir, written)) + query + hash
  links.push({ url: target, line: pos?.line, column: pos?.column })
  node.properties.src = `${data.basePath}${target}`
}
