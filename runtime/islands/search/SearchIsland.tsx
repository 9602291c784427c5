// The search island: the dialog with the shared index loader, which takes the response warmed at idle (if any)
// before fetching. Rendered on the server closed (empty markup); hydrated when the reader first asks for search.
import type { SearchIslandProps } from '../../contract/islands.ts'
import { SearchDialog } from '../../components/search/SearchDialog.tsx'
import { onContentReplaced } from '../../enhancers/content-replaced.ts'
import { forgetSearchIndexes, loadSearchIndex } from '../../search/load-index.ts'
import { takeWarmedResponse } from './index-warm.ts'

// A live edit replaced the page content: the next search fetches the index again instead of the one in memory.
// (The layout also imports this module to render the island's closed markup on the server, where there is no document.)
if (typeof document !== 'undefined') onContentReplaced(document, forgetSearchIndexes)

const fetchWarmed = ((input: RequestInfo | URL, init?: RequestInit) => takeWarmedResponse(String(input)) ?? fetch(input, init)) as typeof fetch
const loadIndex = (url: string) => loadSearchIndex(url, fetchWarmed)

export function SearchIsland(props: SearchIslandProps) {
  return <SearchDialog {...props} loadIndex={loadIndex} />
}
