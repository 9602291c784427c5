// The index file's format, read and written in one place: a JSON array of search documents, keys in a fixed
// order so equal content always gives equal bytes (and so the same hashed file name).
import type { SearchDocument } from '../contract/search.ts'

export function serializeSearchDocuments(docs: SearchDocument[]): string {
  return JSON.stringify(docs.map(({ id, title, titles, text, href, isPage }) => ({ id, title, titles, text, href, isPage })))
}

/** Parses a fetched index, rejecting anything that is not a document list (a proxy's HTML error page, say). */
export function parseSearchDocuments(json: unknown): SearchDocument[] {
  if (!Array.isArray(json)) throw new Error('the search index is not a list of documents')
  for (const d of json) {
    if (!d || typeof d.title !== 'string' || typeof d.text !== 'string' || typeof d.href !== 'string' || !Array.isArray(d.titles)) {
      throw new Error('the search index holds a malformed document')
    }
  }
  return json as SearchDocument[]
}
