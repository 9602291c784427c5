// The search island: the dialog with the shared index loader. Rendered on the server closed (empty markup);
// its code loads on the reader's first sign of intent (see search-trigger.ts).
import type { SearchIslandProps } from '../../contract/islands.ts'
import { SearchDialog } from '../../components/search/SearchDialog.tsx'
import { onContentReplaced } from '../../enhancers/content-replaced.ts'
import { forgetSearches } from '../../search/searcher.ts'

// A live edit replaced the page content: the next search fetches the index again instead of the one in memory.
// (The layout also imports this module to render the island's closed markup on the server, where there is no document.)
if (typeof document !== 'undefined') onContentReplaced(document, forgetSearches)

export function SearchIsland(props: SearchIslandProps) {
  return <SearchDialog {...props} />
}
