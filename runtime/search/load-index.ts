// Fetches and indexes the search index once per page view, whoever asks first (the dialog on open, or an idle
// callback after load). A failed fetch is forgotten so the next call, the dialog's retry, tries again.
import { parseSearchDocuments } from './index-file.ts'
import { indexDocuments, type SearchIndex } from './query.ts'

const loads = new Map<string, Promise<SearchIndex>>()

export function loadSearchIndex(url: string, fetcher: typeof fetch = fetch): Promise<SearchIndex> {
  let load = loads.get(url)
  if (!load) {
    load = fetchIndex(url, fetcher)
    loads.set(url, load)
    load.catch(() => loads.delete(url))
  }
  return load
}

async function fetchIndex(url: string, fetcher: typeof fetch): Promise<SearchIndex> {
  const response = await fetcher(url)
  if (!response.ok) throw new Error(`the search index could not be loaded (HTTP ${response.status})`)
  return indexDocuments(parseSearchDocuments(await response.json()))
}

/** Forgets loaded indexes: the page's content was replaced in place (a live edit), or a test starts afresh. */
export function forgetSearchIndexes(): void {
  loads.clear()
}
