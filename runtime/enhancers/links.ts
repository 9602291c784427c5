// Links to other sites open in a new tab. (Hash links are written with the page's path, basePath included, by
// the build; there is no <base>, so they stay on the page. Page prefetch on intent is prefetch.ts.)
import { onContentReplaced } from './content-replaced.ts'

export function enhanceLinks(doc: Document): void {
  const enhance = (root: ParentNode) => {
    for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (link.origin !== location.origin && /^https?:$/.test(link.protocol) && !link.target) {
        link.target = '_blank'
        link.rel = 'noopener noreferrer'
      }
    }
  }
  enhance(doc)
  onContentReplaced(doc, enhance)
}
