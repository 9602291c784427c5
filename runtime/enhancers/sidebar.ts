// Sidebar: on load, scrolls the current page's link into view (100px from the top) when it lies below the
// visible part of the sidebar; turns the back link into "Back" when the reader came from another page of the
// site that is not home. Section headers toggle natively (<details>).
import { normalizePath } from '../contract/url-path.ts'
import { guarded } from './report.ts'

export const SIDEBAR_SCROLL_OFFSET = 100
const PREVIOUS_KEY = 'docs.previousPath'

export function scrollActiveIntoView(sidebar: HTMLElement): void {
  const active = sidebar.querySelector<HTMLElement>('[aria-current="page"]')
  if (!active) return
  const top = active.getBoundingClientRect().top - sidebar.getBoundingClientRect().top + sidebar.scrollTop
  if (top + active.offsetHeight > sidebar.scrollTop + sidebar.clientHeight) sidebar.scrollTop = top - SIDEBAR_SCROLL_OFFSET
}

/** The path of the page the reader was on before this one, in this tab (sessionStorage survives full loads). */
function swapPreviousPath(current: string): string | undefined {
  try {
    const previous = sessionStorage.getItem(PREVIOUS_KEY) ?? undefined
    sessionStorage.setItem(PREVIOUS_KEY, current)
    return previous === current ? undefined : previous
  } catch {
    return undefined
  }
}

export function enhanceSidebar(doc: Document): void {
  const sidebar = doc.querySelector<HTMLElement>('aside[data-sidebar]')
  if (sidebar) {
    scrollActiveIntoView(sidebar)
    // Layout can still move until load (stylesheet, logo, fonts): check again then, unless the reader scrolled it.
    const settled = sidebar.scrollTop
    if (doc.readyState !== 'complete') addEventListener('load', () => sidebar.scrollTop === settled && scrollActiveIntoView(sidebar), { once: true })
  }
  const previous = swapPreviousPath(location.pathname)
  const back = doc.querySelector<HTMLAnchorElement>('[data-back-link]')
  if (!back) return
  const home = normalizePath(back.pathname)
  const isHome = (path: string) => normalizePath(path) === home
  if (history.length > 1 && previous && !isHome(previous)) {
    back.href = previous
    const text = back.querySelector('.sidebar-back-text')
    if (text) text.textContent = 'Back'
    back.addEventListener(
      'click',
      guarded((event: MouseEvent) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        event.preventDefault()
        history.back()
      }),
    )
  }
}
