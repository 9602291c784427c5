// Links: links to other sites open in a new tab. Hash links are written with the page's path by the build; when the
// reader is on another address of the same page (`/a.html`, `/a/`), they are given that address, so following one
// stays in the document instead of loading `/a` again. (Page prefetch on intent is prefetch.ts.)
import { normalizePath } from '../contract/url-path.ts'
import { onContentReplaced } from './content-replaced.ts'

export function enhanceLinks(doc: Document): void {
  const here = normalizePath(location.pathname)
  const enhance = (root: ParentNode) => {
    for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (link.hash && link.origin === location.origin && link.pathname !== location.pathname && normalizePath(link.pathname) === here) {
        link.pathname = location.pathname
      }
      if (link.origin !== location.origin && /^https?:$/.test(link.protocol) && !link.target) {
        link.target = '_blank'
        link.rel = 'noopener noreferrer'
      }
    }
  }
  enhance(doc)
  onContentReplaced(doc, enhance)
}
