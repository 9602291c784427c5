// Sidebar: on load, scrolls the current page's link into view (100px from the top) when it lies below the
// visible part of the sidebar; turns the back link into "Back" when the reader came from another page of the
// site that is not home; in a large sidebar, swaps in the whole list from its shared file when the reader reaches
// for the sidebar. Section headers toggle natively (<details>).
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

/**
 * Replaces the sidebar's list with the full one of the shared file, marked for this page: its link current and the
 * sections holding it open. The page keeps its own list when the file cannot be had.
 */
export async function loadFullSidebar(sidebar: HTMLElement, nav: HTMLElement, src: string): Promise<void> {
  const response = await fetch(src)
  if (!response.ok) return
  const full = new DOMParser().parseFromString(await response.text(), 'text/html').querySelector('[data-sidebar-full] > .sidebar-items')
  const own = nav.querySelector(':scope > .sidebar-items')
  if (!full || !own) return
  const here = normalizePath(location.pathname)
  const list = nav.ownerDocument.importNode(full, true)
  for (const link of list.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (normalizePath(new URL(link.href, location.href).pathname) !== here) continue
    link.setAttribute('aria-current', 'page')
    for (let at = link.parentElement; at && at !== list; at = at.parentElement) if (at instanceof HTMLDetailsElement) at.open = true
  }
  own.replaceWith(list)
  scrollActiveIntoView(sidebar)
}

/** A large sidebar's full list loads on the first sign the reader wants it: pointer, focus, or the drawer opening. */
function loadFullSidebarOnIntent(sidebar: HTMLElement): void {
  const nav = sidebar.querySelector<HTMLElement>('[data-sidebar-src]')
  const src = nav?.dataset.sidebarSrc
  if (!nav || !src) return
  const events = ['pointerenter', 'focusin', 'toggle'] as const
  const go = guarded(() => {
    for (const type of events) sidebar.removeEventListener(type, go)
    void loadFullSidebar(sidebar, nav, src).catch(() => {})
  })
  for (const type of events) sidebar.addEventListener(type, go)
}

export function enhanceSidebar(doc: Document): void {
  const sidebar = doc.querySelector<HTMLElement>('aside[data-sidebar]')
  if (sidebar) loadFullSidebarOnIntent(sidebar)
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
