// The `search` trigger: wakes the search island on the ways the dialog opens (`/` outside text fields,
// Cmd/Ctrl+K, a click on a search button, the open event). The first press opens the dialog: the island
// hydrates already open. Until it is in place, further presses are swallowed rather than acted on twice.
import { SEARCH_OPEN_EVENT, SEARCH_TRIGGER_ATTR } from '../../contract/search.ts'
import { isToggleShortcut, isTyping } from '../../components/search/keys.ts'

export function isSearchKey(event: KeyboardEvent): boolean {
  if (isToggleShortcut(event)) return true
  return event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTyping(event.target)
}

export function onSearchTrigger(doc: Document, wake: (done: () => void) => void): void {
  let started = false
  const start = () => {
    if (started) return
    started = true
    wake(() => {
      doc.removeEventListener('keydown', onKey)
      doc.removeEventListener('click', onClick)
      doc.removeEventListener(SEARCH_OPEN_EVENT, start)
    })
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented || !isSearchKey(event)) return
    event.preventDefault()
    start()
  }
  const onClick = (event: MouseEvent) => {
    if (!(event.target as Element | null)?.closest?.(`[${SEARCH_TRIGGER_ATTR}]`)) return
    event.preventDefault()
    start()
  }
  doc.addEventListener('keydown', onKey)
  doc.addEventListener('click', onClick)
  doc.addEventListener(SEARCH_OPEN_EVENT, start)
}
