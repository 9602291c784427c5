// The search dialog: a <dialog> over the whole viewport (its own backdrop) in the top layer, modal by aria-modal,
// Tab kept inside and focus given back on close; not showModal(), whose inert page costs a style pass over every
// element of a long page before the first result (~100 ms on a phone). A combobox input over a listbox of results. It loads the index manifest on
// first open (once per page view), debounces the query, keeps it for the session with its hits (listed at once on
// the next page view, kept-hits.ts), and owns every key of the dialog. Runs in the browser only, as a lazily hydrated island; closed, it renders nothing.
import { startTransition, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { SEARCH_DEBOUNCE_MS, SEARCH_DETAIL_VIEW_KEY, SEARCH_QUERY_KEY, type SearchIntent, resolveSearchIndexUrl } from '../../contract/search.ts'
import type { SearchHit } from '../../search/query.ts'
import { flushSync } from 'react-dom'
import { openSearch, type Searcher } from '../../search/searcher.ts'
import { isConstrainedConnection } from '../../enhancers/connection.ts'
import { keepFocusInside } from './keep-focus-inside.ts'
import { keepHits, keptHits, sameHits } from './kept-hits.ts'
import { SearchResult } from './SearchResult.tsx'
import { step, stepPage } from './selection.ts'
import { useSearchShortcuts } from './shortcuts.ts'
import { isBoolean, isString, useStoredState } from './stored-state.ts'

export interface SearchDialogProps {
  /** The index manifest: absolute (`/docs/.vocs/search-index-<hash>.json`) or relative to basePath. */
  indexUrl: string
  /** The site's basePath ('' at the root); resolves a relative indexUrl. */
  basePath: string
  /** What the reader asked for before the dialog was in place (the island's trigger); taken once, on mount. */
  takeIntent?: () => SearchIntent
  /** How a chosen result is opened; a full navigation by default. */
  navigate?: (href: string) => void
  /** Opens the index; the shared once-per-page-view searcher (a worker where the browser allows) by default. */
  loadIndex?: (url: string) => Promise<Searcher>
}

export function SearchDialog({ indexUrl, basePath, takeIntent, navigate = assign, loadIndex = openSearch }: SearchDialogProps) {
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  // A layout effect: the dialog opens before the browser paints or handles another key, so no key falls between
  // the trigger's buffer and the dialog's input.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the intent is taken once, when the island is in place
  useLayoutEffect(() => {
    const intent = takeIntent?.()
    if (!intent?.open) return
    setTyped(intent.typed)
    setOpen(true)
  }, [])
  // Opened or closed from now on (shortcut, button, close): nothing typed is pending any more.
  const show = useCallback((next: boolean) => {
    setTyped('')
    setOpen(next)
  }, [])
  useSearchShortcuts(open, show)
  const url = resolveSearchIndexUrl(basePath, indexUrl)
  return open ? <SearchModal url={url} typed={typed} onClose={() => show(false)} navigate={navigate} loadIndex={loadIndex} /> : null
}

/**
 * Result rows in the dialog's first render when they show excerpts (about 105 px a row): more than the panel holds
 * on a desktop (5) or a phone (7). Rows without excerpts are half as tall and all listed at once.
 */
const FIRST_ROWS_WITH_EXCERPTS = 8

type IndexState = { status: 'loading' } | { status: 'ready'; index: Searcher } | { status: 'error'; message: string }
type HitsState = { query: string; hits: SearchHit[] }

interface ModalProps {
  url: string
  /** Typed before the dialog was in place: replaces the kept query. */
  typed: string
  onClose: () => void
  navigate: (href: string) => void
  loadIndex: (url: string) => Promise<Searcher>
}

function SearchModal({ url, typed, onClose, navigate, loadIndex }: ModalProps) {
  const ids = useId()
  const listId = `${ids}-list`
  const optionId = (i: number) => `${ids}-option-${i}`
  const dialogRef = useRef<HTMLDialogElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const previousFocus = useRef<HTMLElement | null>(null)

  const [query, setQuery] = useStoredState('session', SEARCH_QUERY_KEY, '', isString, typed || undefined)
  const [detail, setDetail] = useStoredState('local', SEARCH_DETAIL_VIEW_KEY, true, isBoolean)
  const [searched, setSearched] = useState(query)
  const [state, setState] = useState<IndexState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // The kept query's hits from the last page view are shown at once; the index's own answer follows.
  const [result, setResult] = useState<HitsState>(() => {
    const kept = searched.trim() ? keptHits(url, searched) : undefined
    return kept ? { query: searched, hits: kept } : { query: '', hits: [] }
  })
  // The spec's rule: nothing selected for an empty query, the first result after each new query.
  const [selected, setSelected] = useState(() => (result.hits.length ? 0 : -1))
  // Set in the same update as the hits, so new results cost one render.
  const showHits = (query: string, hits: SearchHit[]) => {
    setResult({ query, hits })
    setSelected(hits.length ? 0 : -1)
    keepHits(url, query, hits)
  }
  const searchedNow = useRef(searched)
  searchedNow.current = searched
  const shownNow = useRef(result)
  shownNow.current = result

  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once; `typed` only decides whether the kept query is selected
  useLayoutEffect(() => {
    const dialog = dialogRef.current!
    const previous = document.activeElement as HTMLElement | null
    previousFocus.current = previous
    dialog.show()
    // The top layer puts it over everything without a z-index race; where popovers are missing, CSS does.
    if (dialog.showPopover) dialog.showPopover()
    inputRef.current?.focus()
    // A kept query is selected, so typing replaces it; text typed while search loaded stays, caret at its end.
    if (!typed) inputRef.current?.select()
    return () => {
      if (dialog.open) dialog.close()
      // Closed by unmounting (the island went away): focus goes back as close() gives it.
      giveFocusBack(dialog, previous)
    }
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads the index once per URL and retry; setState is stable
  useEffect(() => {
    let live = true
    setState({ status: 'loading' })
    const failed = (error: unknown) => live && setState({ status: 'error', message: messageOf(error) })
    // The index and the query's first hits come in one update (the query was asked for when the reader pressed the
    // shortcut), not in two renders one after the other.
    loadIndex(url).then((index) => {
      const first = searchedNow.current
      index.query(first).then((hits) => {
        if (!live) return
        setState({ status: 'ready', index })
        // The kept hits on screen are the index's answer: the list and the reader's selection in it stay.
        const shown = shownNow.current
        if (shown.query !== first || !sameHits(shown.hits, hits)) showHits(first, hits)
      }, failed)
    }, failed)
    return () => {
      live = false
    }
  }, [url, attempt, loadIndex])

  useEffect(() => {
    if (query === searched) return
    const timer = setTimeout(() => setSearched(query), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [query, searched])

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for a new index or query; the hits shown are read, not watched
  useEffect(() => {
    if (state.status !== 'ready' || result.query === searched) return
    let live = true
    state.index.query(searched).then(
      (hits) => live && showHits(searched, hits),
      (error: unknown) => live && setState({ status: 'error', message: messageOf(error) }),
    )
    return () => {
      live = false
    }
  }, [state, searched])

  // Typo matching (Orama) is loaded once the first results are on screen, so a longer word typed next does not
  // wait for it; short words never need it. Under Save-Data it loads only when a word asks for it.
  useEffect(() => {
    if (!result.query || state.status !== 'ready' || isConstrainedConnection()) return
    const prepare = () => state.index.prepareTypos()
    if (typeof requestIdleCallback === 'function') requestIdleCallback(prepare, { timeout: 2000 })
    else setTimeout(prepare, 200)
  }, [result, state])

  const hits = result.hits
  // The dialog's first render lists about a panel's height of rows; the rest follow in a background render after it is
  // on screen. Later results are listed whole.
  const [rowLimit, setRowLimit] = useState(detail ? FIRST_ROWS_WITH_EXCERPTS : Number.POSITIVE_INFINITY)
  useEffect(() => {
    if (rowLimit < hits.length) startTransition(() => setRowLimit(Number.POSITIVE_INFINITY))
  }, [rowLimit, hits.length])
  /** A selection moved by the keyboard is scrolled into view (new results start at the top of a new list). */
  const select = (i: number) => {
    // A row the first render did not list (the rest not listed yet) is listed now, so it can be scrolled to.
    if (i >= rowLimit) flushSync(() => setRowLimit(Number.POSITIVE_INFINITY))
    setSelected(i)
    document.getElementById(optionId(i))?.scrollIntoView?.({ block: 'nearest' })
  }

  // Every way of closing goes through here: focus goes back where it was, and the element's close event ends the
  // island's open state.
  const close = () => {
    const dialog = dialogRef.current
    if (!dialog?.open) return
    if (dialog.hidePopover) dialog.hidePopover()
    dialog.close()
    giveFocusBack(dialog, previousFocus.current)
  }
  const open = (href: string) => {
    close()
    navigate(href)
  }
  const clear = () => {
    setQuery('')
    setSearched('')
    inputRef.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!hits.length) return
        event.preventDefault()
        const direction = event.key === 'ArrowDown' ? 1 : -1
        select(event.shiftKey ? stepPage(hits, selected, direction) : step(hits.length, selected, direction))
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
        close()
        return
      case 'Tab':
        if (keepFocusInside(event.currentTarget, event.shiftKey, document.activeElement)) event.preventDefault()
    }
  }

  const onResultClick = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Cmd/Ctrl-click (or a middle click) opens a new tab the browser's way, and the dialog stays for more.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    open(href)
  }

  // The hits on screen answer another query than the one searched (or none yet).
  const pending = query !== searched || result.query !== searched
  const empty = !searched.trim()
  return (
    <dialog
      ref={dialogRef}
      className="search-dialog"
      aria-modal="true"
      aria-labelledby={`${ids}-label`}
      popover="manual"
      onKeyDown={onKeyDown}
      onClose={onClose}
      // The dialog element is the backdrop: a click on it, not on the panel inside, closes.
      onMouseDown={(e) => e.target === e.currentTarget && close()}
    >
      <div className="search-panel">
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
          <button type="button" className="search-close" onClick={close}>
            esc<span className="search-visually-hidden"> (close search)</span>
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
            {state.status === 'loading' && !empty && result.query !== searched ? (
              'Loading the search index…'
            ) : empty || pending ? (
              ''
            ) : hits.length ? (
              <span className="search-visually-hidden">{`${hits.length} result${hits.length === 1 ? '' : 's'}`}</span>
            ) : (
              `No results for "${searched}"`
            )}
          </p>
        )}

        <ul key={result.query} id={listId} className="search-results" role="listbox" aria-label="Search results" data-detail={detail || undefined}>
          {(empty ? [] : hits.slice(0, rowLimit)).map((hit, i) => (
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
    </dialog>
  )
}

/** After close: focus back on what had it before the dialog opened, unless the reader has moved it elsewhere. */
function giveFocusBack(dialog: HTMLElement, previous: HTMLElement | null) {
  const active = document.activeElement
  const lost = !active || active === document.body || dialog.contains(active)
  if (lost && previous?.isConnected) previous.focus()
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function assign(href: string) {
  window.location.assign(href)
}
