// The native popovers of narrow screens (sidebar drawer, "On this page", phone navigation, page actions): keeps
// each opener's aria-expanded in sync, closes a popover when one of its links is followed (same-page anchors
// included), scrolls the sidebar to the current page when the drawer opens, and makes "Top" scroll smoothly.
import { scrollActiveIntoView } from './sidebar.ts'
import { guarded } from './report.ts'

export function enhancePopovers(doc: Document): void {
  for (const popover of doc.querySelectorAll<HTMLElement>('[popover][id]')) {
    const openers = doc.querySelectorAll(`[popovertarget="${CSS.escape(popover.id)}"]`)
    popover.addEventListener(
      'toggle',
      guarded((event: Event) => {
        const open = (event as ToggleEvent).newState === 'open'
        for (const opener of openers) opener.setAttribute('aria-expanded', String(open))
        if (open && popover.matches('[data-sidebar]')) scrollActiveIntoView(popover)
      }),
    )
    popover.addEventListener(
      'click',
      guarded((event: MouseEvent) => {
        const link = (event.target as Element).closest('a[href]')
        if (link && popover.matches(':popover-open') && !event.defaultPrevented) popover.hidePopover()
      }),
    )
  }
  doc.addEventListener(
    'click',
    guarded((event: MouseEvent) => {
      if (!(event.target as Element).closest?.('[data-scroll-top]')) return
      event.preventDefault()
      const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches
      window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
    }),
  )
}
