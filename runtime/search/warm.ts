// Starts search's network and parsing work the moment the reader asks for the dialog, beside the loading of
// React and the island: the manifest, and for the query kept from earlier in the session the chunks it needs.
// The dialog then finds them in the searcher's memory (the same manifest URL, the same last query).
import { SEARCH_QUERY_KEY } from '../contract/search.ts'
import { hasKeptHits } from '../components/search/kept-hits-key.ts'
import { openSearch, searchFor } from './searcher.ts'

export function warmSearch(url: string, typed: string): void {
  const query = typed || keptQuery()
  // The dialog lists the kept query's kept hits in its first render, and starts the worker itself after it: the
  // worker's start (a thread, its script) stays off the page's thread until then.
  if (query && !typed && hasKeptHits(url, query)) return
  // Both asked at once: the query does not wait for the manifest's answer to come back to this thread. Failures are
  // the dialog's to show: it asks the same searcher again.
  openSearch(url).catch(() => {})
  if (query) searchFor(url, query).catch(() => {})
}
function keptQuery(): string {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(SEARCH_QUERY_KEY) ?? '""')
    return typeof kept === 'string' ? kept : ''
  } catch {
    return ''
  }
}
