// Outline scroll-spy: marks the outline link of the heading being read. A heading becomes active when it
// crosses the top 5% of the viewport (observer root margin -95% at the bottom); at the very top the first
// heading is active, at the bottom (the bottom marker in view) the last one. A scroll handler throttled to
// 100 ms covers the ends; clicking an outline link marks it and freezes tracking for 500 ms.
import { onContentReplaced } from './content-replaced.ts'
import { guarded } from './report.ts'

export const SCROLL_THROTTLE_MS = 100
export const CLICK_FREEZE_MS = 500
export const ROOT_MARGIN = '0px 0px -95% 0px'

export function enhanceOutline(doc: Document): void {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>('[data-outline-id]')]
  if (!links.length) return
  const ids = [...new Set(links.map((a) => a.dataset.outlineId!))]
  const findHeadings = () => ids.map((id) => doc.getElementById(id)).filter((h): h is HTMLElement => h !== null)
  let headings = findHeadings()
  if (!headings.length) return

  let active: string | undefined
  let frozenUntil = 0
  const setActive = (id: string | undefined, force = false) => {
    if (!id || (!force && (id === active || Date.now() < frozenUntil))) return
    active = id
    // The same outline is in the page aside and (narrow screens) its popover: both lists follow.
    for (const link of links) {
      const on = link.dataset.outlineId === id
      link.toggleAttribute('data-active', on)
      if (on) link.setAttribute('aria-current', 'location')
      else link.removeAttribute('aria-current')
    }
  }

  const atBottom = () => window.innerHeight + window.scrollY >= doc.documentElement.scrollHeight - 2
  const byPosition = () => {
    if (!headings.length) return
    if (window.scrollY <= 0) return setActive(headings[0]!.id)
    if (atBottom()) return setActive(headings.at(-1)!.id)
    // The last heading above the activation line: 5% down the viewport, or lower where the sticky bars reach
    // (the page's scroll padding plus the headings' scroll margin: where a heading lands when its link is followed).
    const offset = (el: Element, prop: 'scrollPaddingTop' | 'scrollMarginTop') => parseFloat(getComputedStyle(el)[prop]) || 0
    const line = Math.max(window.innerHeight * 0.05, offset(doc.documentElement, 'scrollPaddingTop') + offset(headings[0]!, 'scrollMarginTop') + 4)
    let current = headings[0]!
    for (const heading of headings) if (heading.getBoundingClientRect().top <= line + 1) current = heading
    setActive(current.id)
  }

  const observer = new IntersectionObserver(
    (entries) => {
      const crossing = entries.filter((e) => e.isIntersecting).map((e) => e.target.id)
      if (crossing.length) setActive(crossing.at(-1))
    },
    { rootMargin: ROOT_MARGIN },
  )
  for (const heading of headings) observer.observe(heading)
  // Replaced content has new heading elements (with the same ids, or the outline would have changed too).
  onContentReplaced(doc, () => {
    observer.disconnect()
    headings = findHeadings()
    for (const heading of headings) observer.observe(heading)
    byPosition()
  })

  const marker = doc.querySelector('[data-bottom-observer]')
  if (marker) {
    new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && window.scrollY > 0) setActive(headings.at(-1)?.id)
    }).observe(marker)
  }

  let timer: ReturnType<typeof setTimeout> | undefined
  window.addEventListener(
    'scroll',
    () => {
      if (timer) return
      timer = setTimeout(() => {
        timer = undefined
        byPosition()
      }, SCROLL_THROTTLE_MS)
    },
    { passive: true },
  )

  doc.addEventListener(
    'click',
    guarded((event: MouseEvent) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>('[data-outline-id]')
      if (!link) return
      setActive(link.dataset.outlineId, true)
      frozenUntil = Date.now() + CLICK_FREEZE_MS
    }),
  )

  byPosition()
}
