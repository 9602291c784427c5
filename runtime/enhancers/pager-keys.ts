// Footer keys: while the left Shift key is held, → goes to the next page and ← to the previous one (the
// footer's links). Not while typing in a field. Links to other sites open in a new window, as the links do.
import { isTyping } from '../components/search/keys.ts'
import { guarded } from './report.ts'

export function enhancePagerKeys(doc: Document): void {
  let leftShift = false
  doc.addEventListener('keyup', (event) => {
    if (event.code === 'ShiftLeft') leftShift = false
  })
  window.addEventListener('blur', () => (leftShift = false))
  doc.addEventListener(
    'keydown',
    guarded((event: KeyboardEvent) => {
      if (event.code === 'ShiftLeft') leftShift = true
      if (!leftShift || !event.shiftKey || event.metaKey || event.ctrlKey || event.altKey || event.defaultPrevented) return
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
      if (isTyping(event.target, event)) return
      const link = doc.querySelector<HTMLAnchorElement>(`[data-pager="${event.key === 'ArrowRight' ? 'next' : 'prev'}"]`)
      if (!link) return
      event.preventDefault()
      if (link.target === '_blank') window.open(link.href, '_blank', 'noopener')
      else location.assign(link.href)
    }),
  )
}
