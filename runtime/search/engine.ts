// The Orama database of site search, set up identically by the build (to fill and save it) and the browser (to
// load and query it): the schema, the shared tokenizer, and the ranking policy the spec asks for.
import { create, type AnyOrama, type Orama } from '@orama/orama'
import { index as oramaIndex } from '@orama/orama/components'
import { SEARCH_BOOST, SEARCH_FUZZY } from '../contract/search.ts'
import { tokenize, typoTolerance } from './tokenize.ts'

/**
 * Indexed fields. `titles` is the parent headings as one string: Orama's `string[]` fields keep the term
 * statistics of the last element only, so one field per document it is.
 */
export const searchSchema = { title: 'string', titles: 'string', text: 'string' } as const

/** An Orama entry: the indexed fields, and as id the document's position in the fetched list. */
export interface IndexedSection {
  id: string
  title: string
  titles: string
  text: string
}

export type SearchDatabase = Orama<typeof searchSchema>

// An expansion (prefix or typo) of a query term counts for less than the term itself, as in MiniSearch where
// Vocs got its ranking; the exact word is found by both passes below.
const LOOSE_WEIGHT = 0.4

type IndexSearch = ReturnType<typeof oramaIndex.createIndex>['search']
const defaultIndex = oramaIndex.createIndex()

/** Hands one already-normalized term to Orama's per-field search unchanged. */
const singleTerm = { language: 'english', normalizationCache: new Map<string, string>(), tokenize: (raw: string) => [raw] }

/**
 * Ranking: every query term is looked up exactly and loosely (prefix always; typos allowed by the term's own
 * length, which Orama's one query-wide tolerance cannot express). Terms combine with OR, but a section matching
 * more of the terms always ranks above one matching fewer; BM25 with the spec's field boosts orders the rest.
 */
const rankedSearch: IndexSearch = (index, term, _tokenizer, language, properties, _exact, _tolerance, _boost, relevance, docsCount, where) => {
  const terms = tokenize(term)
  const sums = new Map<number, number>()
  const matched = new Map<number, number>()
  const boost = SEARCH_BOOST as Record<string, number>
  for (const t of terms) {
    const scores = new Map<number, number>()
    const add = (hits: [number, number][], weight: number) => {
      for (const [id, score] of hits) scores.set(id, (scores.get(id) ?? 0) + score * weight)
    }
    add(defaultIndex.search(index, t, singleTerm, language, properties, true, 0, boost, relevance, docsCount, where, 1) as [number, number][], 1)
    add(
      defaultIndex.search(index, t, singleTerm, language, properties, false, typoTolerance(t, SEARCH_FUZZY), boost, relevance, docsCount, where, 1) as [
        number,
        number,
      ][],
      LOOSE_WEIGHT,
    )
    for (const [id, score] of scores) {
      sums.set(id, (sums.get(id) ?? 0) + score)
      matched.set(id, (matched.get(id) ?? 0) + 1)
    }
  }
  // One number Orama can sort by: the count of matched terms, then the score squeezed into [0, 1).
  return [...sums].map(([id, sum]) => [id, matched.get(id)! + sum / (sum + 1)] as [number, number])
}

export function createSearchDatabase(): SearchDatabase {
  return create({
    schema: searchSchema,
    // No sorting by field: results are ordered by relevance only, and sort data would only grow the file.
    sort: { enabled: false },
    components: {
      tokenizer: { language: 'english', normalizationCache: new Map(), tokenize: (raw: string) => tokenize(raw) },
      index: { ...defaultIndex, search: rankedSearch },
    },
  }) as SearchDatabase
}

export type { AnyOrama }
