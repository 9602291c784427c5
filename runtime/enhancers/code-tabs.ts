// Code-group tabs (WAI-ARIA tabs pattern, horizontal, automatic activation): a click or focus activates a tab;
// ←/→ move between tabs (wrapping), Home/End go to the ends. The server renders the first tab active.
import { guarded } from './report.ts'

export function activateTab(tab: HTMLElement): void {
  const list = tab.closest('[role="tablist"]')
  const group = tab.closest('[data-code-group]')
  if (!list || !group) return
  for (const other of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const on = other === tab
    other.setAttribute('aria-selected', String(on))
    other.tabIndex = on ? 0 : -1
    other.dataset.state = on ? 'active' : 'inactive'
    const panel = group.querySelector<HTMLElement>(`#${CSS.escape(other.getAttribute('aria-controls') ?? '')}`)
    if (panel) panel.dataset.state = on ? 'active' : 'inactive'
  }
}

const tabOf = (target: EventTarget | null) => (target as Element | null)?.closest?.<HTMLElement>('[data-code-group] [role="tab"]') ?? null

export function enhanceCodeTabs(doc: Document): void {
  doc.addEventListener(
    'click',
    guarded((event: MouseEvent) => {
      const tab = tabOf(event.target)
      if (tab) activateTab(tab)
    }),
  )
  doc.addEventListener(
    'focusin',
    guarded((event: FocusEvent) => {
      const tab = tabOf(event.target)
      if (tab) activateTab(tab)
    }),
  )
  doc.addEventListener(
    'keydown',
    guarded((event: KeyboardEvent) => {
      const tab = tabOf(event.target)
      if (!tab || event.altKey || event.ctrlKey || event.metaKey) return
      const tabs = [...tab.closest('[role="tablist"]')!.querySelectorAll<HTMLElement>('[role="tab"]')]
      const at = tabs.indexOf(tab)
      const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key]
      if (next === undefined) return
      event.preventDefault()
      tabs[(next + tabs.length) % tabs.length]!.focus()
    }),
  )
}
