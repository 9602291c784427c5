// The shell of a page served by the dev server: everything but its Markdown content. Two renders with the same shell
// differ only inside the content element, so an open tab can swap that element instead of reloading.
import { createHash } from 'node:crypto'

// How React serialises the layouts' content element (runtime/contract/content.ts CONTENT_SELECTOR).
const CONTENT_OPEN = '<article class="prose">'
const CONTENT_CLOSE = '</article>'

/** Hash of the page with its one content element's inside left out, or undefined when it has not exactly one. */
export function shellHash(html: string): string | undefined {
  const start = html.indexOf(CONTENT_OPEN)
  const end = html.lastIndexOf(CONTENT_CLOSE)
  if (start === -1 || end < start || html.indexOf(CONTENT_OPEN, start + 1) !== -1) return undefined
  return createHash('sha256').update(html.slice(0, start)).update(html.slice(end)).digest('base64url').slice(0, 22)
}
