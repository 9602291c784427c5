// The search contract between the build (which writes the index) and the browser (which loads and queries it):
// the stored document shape, the index file's location and the storage keys readers' state lives under.

/** One stored search document: a page section. Plain text only; nothing here is ever rendered as HTML. */
export interface SearchDocument {
  /** `route` for a page's first section, `route#anchor` for the others. */
  id: string
  /** The section's heading (the page title for the page section). */
  title: string
  /** Parent headings, outermost first (the page title comes first for sections). */
  titles: string[]
  /** The section's plain text, the source of result excerpts. */
  text: string
  /** Link with basePath and `#anchor`. */
  href: string
  /** The page's own first section (shown with a page icon) rather than a sub-section (`#`). */
  isPage: boolean
  /**
   * Where the page lives: the sidebar groups above its link, outermost first (`['Reference', 'API', 'State']`
   * for a page under three groups). Empty when the sidebar does not list the page.
   */
  location: string[]
}

/** Folder of the index under the site root, as in Vocs. */
export const SEARCH_INDEX_DIR = '.vocs'

/**
 * Path of the index's manifest relative to the site root. Its name is fixed (as Pagefind's entry file is): every page
 * names it, so a hashed name would change every page of the site whenever any page's text changed. The manifest is
 * cached briefly, as a page is; the chunks it names carry their hashes and are cached for good.
 */
export const SEARCH_MANIFEST_PATH = `${SEARCH_INDEX_DIR}/search-index.json`

/**
 * Name of one chunk of the split index inside SEARCH_INDEX_DIR: `search-index-<kind>-<hash>.json`, so one cache rule
 * (`/.vocs/search-index-*`) covers them all and misses the manifest.
 */
export function searchChunkName(kind: 'terms' | 'docs', hash: string): string {
  return `search-index-${kind}-${hash}.json`
}

/** Whether a path relative to the site root names a file of a search index (its manifest or a chunk). */
export function isSearchIndexPath(path: string): boolean {
  return path === SEARCH_MANIFEST_PATH || /^\.vocs\/search-index-(terms|docs)-\w+\.json$/.test(path)
}

/** URL the browser fetches: basePath (no trailing slash, '' at the root) plus the index path. */
export function searchIndexUrl(basePath: string, path: string): string {
  return `${basePath.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

/** The manifest URL of the island's `indexUrl` prop: absolute as it is, else relative to basePath. */
export function resolveSearchIndexUrl(basePath: string, indexUrl: string): string {
  return /^(\/|[a-z]+:)/i.test(indexUrl) ? indexUrl : searchIndexUrl(basePath, indexUrl)
}

/** sessionStorage key of the query (JSON string), the same key as Vocs so readers' state carries over. */
export const SEARCH_QUERY_KEY = 'filterText'
/** localStorage key of the detail-view toggle (JSON boolean, default true), as in Vocs. */
export const SEARCH_DETAIL_VIEW_KEY = 'showDetailView'

/** Any element with this attribute opens the search dialog on click (desktop button, phone icon). */
export const SEARCH_TRIGGER_ATTR = 'data-search-trigger'
/** Dispatched on `document` to open the dialog from plain scripts (detail `{ query?: string }`). */
export const SEARCH_OPEN_EVENT = 'vellum:search-open'

/** What a reader asked of search before its island was in place (kept by the island's trigger). */
export interface SearchIntent {
  /** Open the dialog (false when Escape or a second Cmd/Ctrl+K cancelled the request). */
  open: boolean
  /** Characters typed after asking for the dialog: its query. */
  typed: string
}

/** The spec's query debounce; its ranking settings are in search-ranking.ts. */
export const SEARCH_DEBOUNCE_MS = 200
