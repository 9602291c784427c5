// The spec's ranking settings, shared by the build (which weighs words) and the query worker. Apart from search.ts,
// which the page's bootstrap imports: the worker's script must not pull the bootstrap's chunk in with them.

/** Results a query shows. */
export const SEARCH_LIMIT = 16
/** Field boosts. */
export const SEARCH_BOOST = { title: 4, text: 2, titles: 1 } as const
/** Vocs' MiniSearch `fuzzy: 0.2`: a term may be off by 20 % of its length (rounded down), so 0 typos below 5 characters. */
export const SEARCH_FUZZY = 0.2
