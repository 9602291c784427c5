// The split search index's format, written by the build and read by the browser, in one place. As in Pagefind, a
// small manifest names the chunks: term chunks (a sorted range of words, each with its postings) and record chunks
// (the documents results show). A query fetches the manifest, the term chunks its words fall in, then the records
// of the results it shows, so what a query costs does not grow with the site.
import type { SearchDocument } from '../contract/search.ts'

export const SEARCH_INDEX_FORMAT = 1

export interface SearchManifest {
  format: typeof SEARCH_INDEX_FORMAT
  /** Documents in the index; their ids are 0 … documents - 1, in record order. */
  documents: number
  /**
   * Term chunks as [first term, file name], sorted by first term: a chunk holds every indexed word from its first
   * term up to the next chunk's first term. File names are relative to the manifest's folder.
   */
  terms: [string, string][]
  /** Record chunks as [first document id, file name], ascending: a chunk holds its documents in id order. */
  records: [number, string][]
}

/**
 * A term chunk: word → postings as one flat list `[id delta, impact, id delta, impact, …]`, ids ascending (each
 * stored as the gap from the one before, which keeps the numbers short) and each impact the word's ranking
 * weight in that document in units of 1/IMPACT_SCALE.
 */
export type TermChunk = Record<string, number[]>

/** A record chunk: the documents from the chunk's first id on. */
export type RecordChunk = SearchDocument[]

export const IMPACT_SCALE = 100

/** Rejects anything that is not a manifest of this format (a proxy's HTML error page, an index of an older build). */
export function parseManifest(json: unknown): SearchManifest {
  const m = json as Partial<SearchManifest> | null
  if (!m || typeof m !== 'object' || m.format !== SEARCH_INDEX_FORMAT || !Array.isArray(m.terms) || !Array.isArray(m.records)) {
    throw new Error('the search index is not a search manifest of this version')
  }
  if (typeof m.documents !== 'number' || m.terms.some((t) => typeof t?.[0] !== 'string' || typeof t[1] !== 'string')) {
    throw new Error('the search manifest is malformed')
  }
  return m as SearchManifest
}

export function parseTermChunk(json: unknown): TermChunk {
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error('a search term chunk is malformed')
  return json as TermChunk
}

export function parseRecordChunk(json: unknown): RecordChunk {
  if (!Array.isArray(json)) throw new Error('a search record chunk is not a list of documents')
  for (const d of json) {
    if (!d || typeof d.title !== 'string' || typeof d.text !== 'string' || typeof d.href !== 'string' || !Array.isArray(d.titles)) {
      throw new Error('a search record chunk holds a malformed document')
    }
  }
  return json as RecordChunk
}

/** A document in its stored form: keys in a fixed order, so equal content always gives equal bytes and names. */
export function storedDocument({ id, title, titles, text, href, isPage, location }: SearchDocument): SearchDocument {
  return { id, title, titles, text, href, isPage, location }
}
