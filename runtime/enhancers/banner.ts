// Banner dismiss: hides the banner and remembers it under `banner` ('false', as Vocs stores it). On the next
// load the inline head script adds the hiding class before paint, so the banner never flashes.
import { BANNER_HIDDEN_CLASS, BANNER_KEY } from '../contract/storage.ts'
import { guarded } from './report.ts'

export function enhanceBanner(doc: Document): void {
  const button = doc.querySelector('[data-banner-dismiss]')
  button?.addEventListener(
    'click',
    guarded(() => {
      doc.documentElement.classList.add(BANNER_HIDDEN_CLASS)
      try {
        localStorage.setItem(BANNER_KEY, 'false')
      } catch {
        // Hidden for this page view only.
      }
      // Focus was on the button that just disappeared: keep it in the page, at the content.
      doc.querySelector<HTMLElement>('main')?.focus({ preventScroll: true })
    }),
  )
}
