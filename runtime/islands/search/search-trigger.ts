// The `search` trigger: nothing of search loads before the reader shows intent. A pointer over or focus on a
// search button starts loading (not under Save-Data); `/` outside text fields, Cmd/Ctrl+K, a click on a search
// button or the open event ask for the dialog. Until the island takes over, the reader's keys are kept: what
// they type becomes the query, Backspace deletes, and Escape (or a second Cmd/Ctrl+K) cancels the opening.
import { SEARCH_OPEN_EVENT, SEARCH_TRIGGER_ATTR, type SearchIntent } from '../../contract/search.ts'
import { isSlashShortcut, isToggleShortcut } from '../../components/search/keys.ts'
import { isConstrainedConnection } from '../../enhancers/connection.ts'
import { warmSearch } from '../../search/warm.ts'

export function isSearchKey(event: KeyboardEvent): boolean {
  return isToggleShortcut(event) || isSlashShortcut(event)
}

/**
 * Calls `wake(takeIntent, done)` once, on the first intent. The island calls `takeIntent()` when it can show
 * the dialog (from then on keys reach it, not this buffer) and `done()` once its own listeners are in place.
 */
export function onSearchTrigger(
  doc: Document,
  wake: (takeIntent: () => SearchIntent, done: () => void) => void,
  /** The index manifest's URL: fetched as soon as the dialog is asked for, beside the island's code. */
  indexUrl?: string,
): void {
  const intent: SearchIntent = { open: false, typed: '' }
  let started = false
  let taken = false
  let warmed = false
  const start = () => {
    if (started) return
    started = true
    wake(
      () => {
        taken = true
        return { ...intent }
      },
      () => {
        doc.removeEventListener('keydown', onKey, true)
        doc.removeEventListener('click', onClick)
        doc.removeEventListener(SEARCH_OPEN_EVENT, onOpen)
        doc.removeEventListener('pointerover', onHint)
        doc.removeEventListener('focusin', onHint)
      },
    )
  }
  const open = () => {
    intent.open = true
    start()
    if (indexUrl && !warmed) {
      warmed = true
      // At once, with the kept query: the query worker starts and fetches while the page's thread evaluates React.
      warmSearch(indexUrl, intent.typed)
    }
  }
  const onKey = (event: KeyboardEvent) => {
    if (taken || event.defaultPrevented) return
    if (!intent.open) {
      if (!isSearchKey(event)) return
      event.preventDefault()
      open()
      return
    }
    // Asked for and still loading: this buffer stands in for the dialog's input.
    if (event.key === 'Escape' || isToggleShortcut(event)) {
      intent.open = false
      intent.typed = ''
    } else if (event.key === 'Backspace') intent.typed = intent.typed.slice(0, -1)
    else if ([...event.key].length === 1 && !event.metaKey && !event.ctrlKey && !event.altKey) intent.typed += event.key
    else return
    event.preventDefault()
    event.stopImmediatePropagation()
  }
  const onClick = (event: MouseEvent) => {
    if (taken || !isSearchButton(event.target)) return
    event.preventDefault()
    open()
  }
  const onOpen = () => {
    if (!taken) open()
  }
  // Hovering or focusing a search button is a hint, not a request: load ahead, open nothing.
  const onHint = (event: Event) => {
    if (isSearchButton(event.target) && !isConstrainedConnection()) start()
  }
  // Capture: the keys must reach this buffer before anything else on the page acts on them.
  doc.addEventListener('keydown', onKey, true)
  doc.addEventListener('click', onClick)
  doc.addEventListener(SEARCH_OPEN_EVENT, onOpen)
  doc.addEventListener('pointerover', onHint)
  doc.addEventListener('focusin', onHint)
}

function isSearchButton(target: EventTarget | null): boolean {
  return Boolean((target as Element | null)?.closest?.(`[${SEARCH_TRIGGER_ATTR}]`))
}
