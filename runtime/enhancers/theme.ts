// Theme switch: toggles the `dark` class on <html> and saves the choice under `vocs.theme`. The initial class is
// set before paint by the inline head script; with nothing saved, the page follows the system setting live.
import { DARK_CLASS, THEME_KEY } from '../contract/storage.ts'
import { guarded } from './report.ts'

function stored(): string | null {
  try {
    return localStorage.getItem(THEME_KEY)
  } catch {
    return null
  }
}

export function enhanceTheme(doc: Document): void {
  const html = doc.documentElement
  doc.addEventListener(
    'click',
    guarded((event: MouseEvent) => {
      if (!(event.target as Element).closest?.('[data-theme-switch]')) return
      const dark = !html.classList.contains(DARK_CLASS)
      html.classList.toggle(DARK_CLASS, dark)
      try {
        localStorage.setItem(THEME_KEY, dark ? 'dark' : 'light')
      } catch {
        // Not saved (private mode or quota); the switch still works for this page.
      }
    }),
  )
  // No switch means the site fixes its colour scheme: then the system setting must not change it.
  if (!doc.querySelector('[data-theme-switch]')) return
  matchMedia('(prefers-color-scheme: dark)').addEventListener(
    'change',
    guarded((event: MediaQueryListEvent) => {
      if (!stored()) html.classList.toggle(DARK_CLASS, event.matches)
    }),
  )
}
