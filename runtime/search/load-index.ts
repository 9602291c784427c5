// Fetches the search manifest once per page view, whoever asks first. A failed fetch is forgotten so the next
// call, the dialog's retry, tries again. The chunks a query needs are fetched by the index itself.
import { parseManifest } from './index-file.ts'
import { fetchJsonWith, SearchIndex } from './split-index.ts'

const loads = new Map<string, Promise<SearchIndex>>()

export function loadSearchIndex(url: string, fetcher: typeof fetch = (input, init) => fetch(input, init)): Promise<SearchIndex> {
  let load = loads.get(url)
  if (!load) {
    const fetchJson = fetchJsonWith(fetcher)
    load = fetchJson(url).then((json) => new SearchIndex(parseManifest(json), url, fetchJson))
    loads.set(url, load)
    load.catch(() => loads.delete(url))
  }
  return load
}

/** Forgets loaded indexes: the page's content was replaced in place (a live edit), or a test starts afresh. */
export function forgetSearchIndexes(): void {
  loads.clear()
}
