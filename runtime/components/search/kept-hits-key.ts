// Where the search dialog keeps its last hits for the session, and whether it holds some for a query (browser). Apart
// from kept-hits.ts so the page's entry, which asks before the dialog's code loads, carries only this much of it.

/** sessionStorage key (this tool's own; the query itself stays under Vocs's key). */
export const KEPT_HITS_KEY = 'vellum:search-hits'

/** Whether hits of `query` on the index at `index` are kept (kept-hits.ts reads and checks them). */
export function hasKeptHits(index: string, query: string): boolean {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEPT_HITS_KEY) ?? 'null') as { index?: unknown; query?: unknown } | null
    return kept?.index === index && kept.query === query
  } catch {
    return false
  }
}
