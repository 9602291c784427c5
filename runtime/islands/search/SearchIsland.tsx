// The search island: the dialog with the shared index loader, which takes the response warmed at idle (if any)
// before fetching. Rendered on the server closed (empty markup); hydrated when the reader first asks for search.
import type { SearchIslandProps } from '../../contract/islands.ts'
import { SearchDialog } from '../../components/search/SearchDialog.tsx'
import { loadSearchIndex } from '../../search/load-index.ts'
import { takeWarmedResponse } from './index-warm.ts'

const fetchWarmed = ((input: RequestInfo | URL, init?: RequestInit) => takeWarmedResponse(String(input)) ?? fetch(input, init)) as typeof fetch
const loadIndex = (url: string) => loadSearchIndex(url, fetchWarmed)

export function SearchIsland(props: SearchIslandProps) {
  return <SearchDialog {...props} loadIndex={loadIndex} />
}
