// The search buttons that open the search dialog (the dialog and its shortcuts live in the browser runtime):
// a wide one with its shortcut hint for the desktop top bar and an icon one for phones.
import { SearchIcon } from '../icons.tsx'

export function SearchButton() {
  return (
    <button type="button" className="search-button" data-search-open="" aria-keyshortcuts="Meta+K Control+K /" aria-haspopup="dialog">
      <SearchIcon className="search-button-icon" />
      <span className="search-button-text">Search</span>
      <kbd className="search-button-kbd" aria-hidden="true">⌘K</kbd>
    </button>
  )
}

export function SearchIconButton() {
  return (
    <button type="button" className="search-icon-button icon-button" data-search-open="" aria-label="Search" aria-haspopup="dialog">
      <SearchIcon />
    </button>
  )
}
