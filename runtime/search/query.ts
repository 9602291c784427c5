// Browser-side search over a loaded document list: indexes it with Orama without blocking the page for long,
// and runs a query with the spec's settings (boosts, typo tolerance, prefix, 16 results).
import { insertMultiple, search, type Results } from '@orama/orama'
import { SEARCH_BOOST, SEARCH_LIMIT, type SearchDocument } from '../contract/search.ts'
import { createSearchDatabase, type IndexedSection, type SearchDatabase } from './engine.ts'
import { tokenize } from './tokenize.ts'

export interface SearchIndex {
  db: SearchDatabase
  documents: SearchDocument[]
}

export interface SearchHit {
  document: SearchDocument
  /** The query's normalized terms, for highlighting. */
  terms: string[]
}

/** Documents per slice; between slices the main thread is free, so typing and painting stay smooth. */
const SLICE = 100

export async function indexDocuments(documents: SearchDocument[], pause: () => Promise<void> = nextTask): Promise<SearchIndex> {
  const db = createSearchDatabase()
  for (let start = 0; start < documents.length; start += SLICE) {
    if (start > 0) await pause()
    const slice: IndexedSection[] = documents.slice(start, start + SLICE).map((d, i) => ({
      id: String(start + i),
      title: d.title,
      titles: d.titles.join(' \n '),
      text: d.text,
    }))
    await insertMultiple(db, slice)
  }
  return { db, documents }
}

export function runQuery(index: SearchIndex, query: string, limit = SEARCH_LIMIT): SearchHit[] {
  const terms = tokenize(query)
  if (terms.length === 0) return []
  const results = search(index.db, { term: query, limit, properties: ['title', 'titles', 'text'], boost: { ...SEARCH_BOOST } }) as Results<IndexedSection>
  return results.hits.map((hit) => ({ document: index.documents[Number(hit.id)]!, terms }))
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
