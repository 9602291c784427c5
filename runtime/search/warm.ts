// Starts search's network and parsing work the moment the reader asks for the dialog, beside the loading of
// React and the island: the manifest, and for the query kept from earlier in the session the chunks it needs.
// The dialog then finds them in the loaders' memory (the same manifest URL, the same index).
import { SEARCH_QUERY_KEY } from '../contract/search.ts'
import { loadSearchIndex } from './load-index.ts'
import { runQuery } from './query.ts'

export function warmSearch(url: string, typed: string): void {
  const query = typed || keptQuery()
  const index = loadSearchIndex(url)
  // Failures are the dialog's to show: it asks the same loaders again.
  index.then((i) => (query ? runQuery(i, query) : undefined)).catch(() => {})
}

function keptQuery(): string {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(SEARCH_QUERY_KEY) ?? '""')
    return typeof kept === 'string' ? kept : ''
  } catch {
    return ''
  }
}
