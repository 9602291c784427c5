// Server-rendered openers of the search dialog: the desktop search button and the phone search icon. They carry
// the trigger attribute, so they work before and after the dialog's island wakes (the bootstrap replays the click).
import { SEARCH_TRIGGER_ATTR } from '../../contract/search.ts'

const trigger = { [SEARCH_TRIGGER_ATTR]: '' }

const Magnifier = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
)

export function SearchButton() {
  return (
    <button type="button" className="search-button" aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K /" {...trigger}>
      <Magnifier />
      <span className="search-button-label">Search</span>
      <kbd className="search-button-key">/</kbd>
    </button>
  )
}

export function SearchIconButton() {
  return (
    <button type="button" className="search-icon-button" aria-label="Search" aria-haspopup="dialog" {...trigger}>
      <Magnifier />
    </button>
  )
}
