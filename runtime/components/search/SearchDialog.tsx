// The search dialog: a modal with a combobox input over a listbox of results. It loads the index on first open
// (once per page view), debounces the query, keeps it for the session, and owns every key of the dialog.
// Runs in the browser only, as a lazily hydrated island; closed, it renders nothing.
import { useCallback, useEffect, useId, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { createPortal } from 'react-dom'
import { SEARCH_DEBOUNCE_MS, SEARCH_DETAIL_VIEW_KEY, SEARCH_QUERY_KEY, searchIndexUrl } from '../../contract/search.ts'
import { loadSearchIndex } from '../../search/load-index.ts'
import { runQuery, type SearchIndex } from '../../search/query.ts'
import { useModal } from './modal.ts'
import { SearchResult } from './SearchResult.tsx'
import { step, stepPage } from './selection.ts'
import { useSearchShortcuts } from './shortcuts.ts'
import { isBoolean, isString, useStoredState } from './stored-state.ts'

export interface SearchDialogProps {
  /** The index file: absolute (`/docs/.vocs/search-index-<hash>.json`) or relative to basePath. */
  indexUrl: string
  /** The site's basePath ('' at the root); resolves a relative indexUrl. */
  basePath: string
  /** Open on first render (e.g. the island woke up because the reader pressed a shortcut). */
  defaultOpen?: boolean
  /** How a chosen result is opened; a full navigation by default. */
  navigate?: (href: string) => void
  /** Index loader; the shared once-per-page-view loader by default. */
  loadIndex?: (url: string) => Promise<SearchIndex>
}

export function SearchDialog({ indexUrl, basePath, defaultOpen = false, navigate = assign, loadIndex = loadSearchIndex }: SearchDialogProps) {
  const [open, setOpen] = useState(defaultOpen)
  useSearchShortcuts(open, setOpen)
  const url = /^(\/|[a-z]+:)/i.test(indexUrl) ? indexUrl : searchIndexUrl(basePath, indexUrl)
  const close = useCallback(() => setOpen(false), [])
  return open ? <SearchModal url={url} onClose={close} navigate={navigate} loadIndex={loadIndex} /> : null
}

type IndexState = { status: 'loading' } | { status: 'ready'; index: SearchIndex } | { status: 'error'; message: string }

interface ModalProps {
  url: string
  onClose: () => void
  navigate: (href: string) => void
  loadIndex: (url: string) => Promise<SearchIndex>
}

function SearchModal({ url, onClose, navigate, loadIndex }: ModalProps) {
  const ids = useId()
  const listId = `${ids}-list`
  const optionId = (i: number) => `${ids}-option-${i}`
  const { container, dialogRef, inputRef, onTab } = useModal()

  const [query, setQuery] = useStoredState('session', SEARCH_QUERY_KEY, '', isString)
  const [detail, setDetail] = useStoredState('local', SEARCH_DETAIL_VIEW_KEY, true, isBoolean)
  const [searched, setSearched] = useState(query)
  const [state, setState] = useState<IndexState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [selected, setSelected] = useState(-1)

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads the index once per URL; setState is stable
  useEffect(() => {
    let live = true
    setState({ status: 'loading' })
    loadIndex(url).then(
      (index) => live && setState({ status: 'ready', index }),
      (error: unknown) => live && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    )
    return () => {
      live = false
    }
  }, [url, attempt, loadIndex])

  useEffect(() => {
    if (query === searched) return
    const timer = setTimeout(() => setSearched(query), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [query, searched])

  const hits = useMemo(() => (state.status === 'ready' ? runQuery(state.index, searched) : []), [state, searched])
  // The spec's rule: nothing selected for an empty query, the first result after each new query.
  useEffect(() => setSelected(hits.length ? 0 : -1), [hits])
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the selection moves; optionId is derived from a fixed prefix
  useEffect(() => {
    if (selected >= 0) document.getElementById(optionId(selected))?.scrollIntoView?.({ block: 'nearest' })
  }, [selected])

  const open = (href: string) => {
    onClose()
    navigate(href)
  }
  const clear = () => {
    setQuery('')
    setSearched('')
    inputRef.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!hits.length) return
        event.preventDefault()
        const direction = event.key === 'ArrowDown' ? 1 : -1
        setSelected(event.shiftKey ? stepPage(hits, selected, direction) : step(hits.length, selected, direction))
        return
      }
      case 'Enter':
        if (selected < 0 || !hits[selected] || event.nativeEvent.isComposing) return
        event.preventDefault()
        open(hits[selected]!.document.href)
        return
      case 'Backspace':
        if (!event.metaKey) return
        event.preventDefault()
        clear()
        return
      case 'Escape':
        event.preventDefault()
        event.stopPropagation()
        onClose()
        return
      case 'Tab':
        onTab(event)
    }
  }

  const onResultClick = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Cmd/Ctrl-click (or a middle click) opens a new tab the browser's way, and the dialog stays for more.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    open(href)
  }

  const pending = query !== searched
  const empty = !searched.trim()
  const dialog = (
    <div className="search-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialogRef} className="search-dialog" role="dialog" aria-modal="true" aria-labelledby={`${ids}-label`} onKeyDown={onKeyDown}>
        <div className="search-field">
          <label id={`${ids}-label`} htmlFor={`${ids}-input`} className="search-label">
            Search the documentation
          </label>
          <svg
            className="search-field-icon"
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          <input
            ref={inputRef}
            id={`${ids}-input`}
            className="search-input"
            type="text"
            inputMode="search"
            enterKeyHint="go"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={hits.length > 0}
            aria-controls={listId}
            aria-activedescendant={selected >= 0 ? optionId(selected) : undefined}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            placeholder="Search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="button" className="search-detail-toggle" aria-pressed={detail} onClick={() => setDetail(!detail)} title="Show excerpts under results">
            Details
          </button>
          <button type="button" className="search-close" aria-label="Close search" onClick={onClose}>
            esc
          </button>
        </div>

        {state.status === 'error' ? (
          <div className="search-error" role="alert">
            <p>Search is unavailable: the search index could not be loaded.</p>
            <p className="search-error-detail">{state.message}</p>
            <button type="button" onClick={() => setAttempt((n) => n + 1)}>
              Retry
            </button>
          </div>
        ) : (
          <p className="search-status" role="status" aria-live="polite">
            {state.status === 'loading' && !empty ? (
              'Loading the search index…'
            ) : empty || pending || state.status === 'loading' ? (
              ''
            ) : hits.length ? (
              <span className="search-visually-hidden">{`${hits.length} result${hits.length === 1 ? '' : 's'}`}</span>
            ) : (
              `No results for "${searched}"`
            )}
          </p>
        )}

        <ul id={listId} className="search-results" role="listbox" aria-label="Search results" data-detail={detail || undefined}>
          {hits.map((hit, i) => (
            <SearchResult
              key={hit.document.id}
              id={optionId(i)}
              hit={hit}
              selected={i === selected}
              detail={detail}
              onHover={() => i !== selected && setSelected(i)}
              onOpen={onResultClick(hit.document.href)}
            />
          ))}
        </ul>

        <footer className="search-footer" aria-label="Keyboard shortcuts">
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> navigate
          </span>
          <span>
            <kbd>⇧</kbd>
            <kbd>↑</kbd>
            <kbd>↓</kbd> previous/next page
          </span>
          <span>
            <kbd>enter</kbd> select
          </span>
          <span>
            <kbd>esc</kbd> close
          </span>
          <span>
            <kbd>⌘</kbd>
            <kbd>⌫</kbd> reset
          </span>
        </footer>
      </div>
    </div>
  )
  return container ? createPortal(dialog, container) : null
}

function assign(href: string) {
  window.location.assign(href)
}
