// The shell of a page served by the dev server: everything but its Markdown content and its stylesheets' URLs. Two
// renders with the same shell differ only inside the content element and in which stylesheets they link, so an open
// tab can swap that element (and its stylesheet links) instead of reloading.
import { createHash } from 'node:crypto'

// How React serialises the layouts' content element (runtime/contract/content.ts CONTENT_SELECTOR).
const CONTENT_OPEN = '<article class="prose">'
const CONTENT_CLOSE = '</article>'
/** A stylesheet link as React writes it: its URL changes whenever any page adds a style (code colours, say). */
const STYLESHEET_HREF = /(<link rel="stylesheet" href=")[^"]*"/g

/** Hash of the page with its one content element's inside and its stylesheet URLs left out; undefined without exactly one. */
export function shellHash(html: string): string | undefined {
  const start = html.indexOf(CONTENT_OPEN)
  const end = html.lastIndexOf(CONTENT_CLOSE)
  if (start === -1 || end < start || html.indexOf(CONTENT_OPEN, start + 1) !== -1) return undefined
  const shell = (part: string) => part.replace(STYLESHEET_HREF, '$1"')
  return createHash('sha256')
    .update(shell(html.slice(0, start)))
    .update(shell(html.slice(end)))
    .digest('base64url')
    .slice(0, 22)
}
