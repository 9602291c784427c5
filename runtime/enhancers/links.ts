// Links: internal links prefetch their page when they scroll into view (a <link rel=prefetch>, each URL once,
// not on Save-Data or slow connections); links to other sites open in a new tab. Hash links are written with the
// page's path by the build; when the reader is on another address of the same page (`/a.html`, `/a/`), they are
// given that path, so following one stays in the document instead of loading `/a` again.
import { isConstrainedConnection } from './connection.ts'
import { onContentReplaced } from './content-replaced.ts'

const prefetched = new Set<string>()

/** `/a`, `/a/`, `/a.html` and `/a/index.html` are one page (every route is published under each). */
function routeOf(pathname: string): string {
  return (
    pathname
      .replace(/\/index\.html$/, '/')
      .replace(/\.html$/, '')
      .replace(/\/+$/, '') || '/'
  )
}

function pageUrlOf(link: HTMLAnchorElement): string | undefined {
  if (link.origin !== location.origin || link.hasAttribute('download') || link.target === '_blank') return undefined
  if (/\.(md|txt|xml|json|svg|png|jpe?g|webp|gif|pdf|zip)$/i.test(link.pathname)) return undefined
  if (link.pathname === location.pathname) return undefined
  return link.origin + link.pathname
}

export function prefetchPage(doc: Document, url: string): void {
  if (prefetched.has(url)) return
  prefetched.add(url)
  const tag = doc.createElement('link')
  tag.rel = 'prefetch'
  tag.href = url
  tag.setAttribute('data-page-prefetch', '')
  doc.head.append(tag)
}

export function enhanceLinks(doc: Document): void {
  const observer =
    isConstrainedConnection() || typeof IntersectionObserver !== 'function'
      ? undefined
      : new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue
            observer!.unobserve(entry.target)
            const url = pageUrlOf(entry.target as HTMLAnchorElement)
            if (url) prefetchPage(doc, url)
          }
        })
  const enhance = (root: ParentNode) => {
    for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (link.hash && link.origin === location.origin && link.pathname !== location.pathname && routeOf(link.pathname) === routeOf(location.pathname)) {
        link.pathname = location.pathname
      }
      if (link.origin !== location.origin && /^https?:$/.test(link.protocol) && !link.target) {
        link.target = '_blank'
        link.rel = 'noopener noreferrer'
      }
      if (observer && pageUrlOf(link)) observer.observe(link)
    }
  }
  enhance(doc)
  onContentReplaced(doc, enhance)
}
