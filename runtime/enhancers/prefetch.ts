// Page prefetch on intent only: a pointer resting on an internal link for 100 ms (the spec's intent delay), a
// focus held as long, or a touch starting on it adds a <link rel=prefetch> for its page, each page once.
// Nothing is fetched ahead of such a sign, and nothing at all when the reader asked to save data (the JS API:
// static files never see the Save-Data header) or is on a slow connection.
import { isConstrainedConnection } from './connection.ts'
import { guarded } from './report.ts'

export const PREFETCH_INTENT_MS = 100

const prefetched = new Set<string>()

function pageUrlOf(link: HTMLAnchorElement): string | undefined {
  if (link.origin !== location.origin || link.hasAttribute('download') || link.target === '_blank') return undefined
  if (/\.(md|txt|xml|json|svg|png|jpe?g|webp|gif|pdf|zip)$/i.test(link.pathname)) return undefined
  if (link.pathname === location.pathname) return undefined
  return link.origin + link.pathname
}

function prefetchPage(doc: Document, url: string): void {
  if (prefetched.has(url)) return
  prefetched.add(url)
  const tag = doc.createElement('link')
  tag.rel = 'prefetch'
  tag.href = url
  tag.setAttribute('data-page-prefetch', '')
  doc.head.append(tag)
}

export function enhancePrefetch(doc: Document): void {
  if (isConstrainedConnection()) return
  let pending: { link: Element; timer: ReturnType<typeof setTimeout> } | undefined
  const linkOf = (event: Event) => (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]') ?? undefined
  const soon = guarded((event: Event) => {
    const link = linkOf(event)
    if (!link || pending?.link === link) return
    if (pending) clearTimeout(pending.timer)
    const url = pageUrlOf(link)
    pending = url ? { link, timer: setTimeout(() => prefetchPage(doc, url), PREFETCH_INTENT_MS) } : undefined
  })
  const leave = (event: Event) => {
    if (pending && linkOf(event) === pending.link) {
      clearTimeout(pending.timer)
      pending = undefined
    }
  }
  // Delegated on the document, so links swapped in by a live edit count as well.
  doc.addEventListener('pointerover', soon)
  doc.addEventListener('focusin', soon)
  doc.addEventListener('pointerout', leave)
  doc.addEventListener('focusout', leave)
  doc.addEventListener(
    'touchstart',
    guarded((event: TouchEvent) => {
      const link = linkOf(event)
      const url = link && pageUrlOf(link)
      if (url) prefetchPage(doc, url)
    }),
    { passive: true },
  )
}
