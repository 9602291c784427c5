// Builds the site's split search index (format in runtime/search/index-file.ts): the manifest
// `.vocs/search-index.json` that pages name, and its term and record chunks beside it, each named by a hash of its
// bytes (so an unchanged chunk keeps its name and stays in readers' caches).
import type { SearchDocument } from '../../runtime/contract/search.ts'
import { SEARCH_INDEX_DIR, SEARCH_MANIFEST_PATH, searchChunkName } from '../../runtime/contract/search.ts'
import { IMPACT_SCALE, SEARCH_INDEX_FORMAT, type SearchManifest, storedDocument } from '../../runtime/search/index-file.ts'
import { contentHash } from '../assets/content-hash.ts'
import type { SidebarScope } from '../config/resolve.ts'
import { searchDocuments, type SearchablePage } from './documents.ts'
import { computeImpacts, type PostingList, type Postings } from './impacts.ts'

/**
 * A word found in more documents than this keeps only its strongest ones: such a word (`the`, or a product
 * name on every page) ranks little on its own, and its full list would make every query that touches it
 * download a large part of the index. A document it leaves out can still be found by the query's other words.
 */
export const MAX_POSTINGS = 1000
/** Target size of a term chunk's JSON: small enough that a query's few chunks stay far under the 300 KB budget. */
export const TERM_CHUNK_BYTES = 24_000
/** Target size of a record chunk: a query shows 16 results, each may sit in its own chunk. */
export const RECORD_CHUNK_BYTES = 12_000

export interface SearchIndexFiles {
  /** The manifest's path relative to the output root (what pages name): `.vocs/search-index.json`. */
  path: string
  /** The manifest first, then its chunks; paths relative to the output root. */
  files: { path: string; content: string }[]
  documents: number
}

export interface SearchIndexOptions {
  basePath: string
  /** The site's sidebars, for each result's place (package and section). */
  sidebar?: SidebarScope[]
}

export async function buildSearchIndex(pages: SearchablePage[], options: SearchIndexOptions): Promise<SearchIndexFiles> {
  return splitIndex(searchDocuments(pages, options.basePath, options.sidebar))
}

export function splitIndex(docs: SearchDocument[]): SearchIndexFiles {
  const files: { path: string; content: string }[] = []
  const chunk = (kind: 'terms' | 'docs', content: string) => {
    const name = searchChunkName(kind, contentHash(content))
    files.push({ path: `${SEARCH_INDEX_DIR}/${name}`, content })
    return name
  }
  const manifest: SearchManifest = {
    format: SEARCH_INDEX_FORMAT,
    documents: docs.length,
    terms: termChunks(computeImpacts(docs)).map(([first, content]) => [first, chunk('terms', content)]),
    records: recordChunks(docs).map(([first, content]) => [first, chunk('docs', content)]),
  }
  const path = SEARCH_MANIFEST_PATH
  return { path, files: [{ path, content: JSON.stringify(manifest) }, ...files], documents: docs.length }
}

/** Words in sorted order, cut into chunks of about TERM_CHUNK_BYTES: [first word, chunk JSON]. */
function termChunks(postings: Postings): [string, string][] {
  const chunks: [string, string][] = []
  let first: string | undefined
  let entries: string[] = []
  let size = 0
  const close = () => {
    if (first !== undefined) chunks.push([first, `{${entries.join(',')}}`])
    first = undefined
    entries = []
    size = 0
  }
  for (const word of [...postings.keys()].sort()) {
    const entry = `${JSON.stringify(word)}:${JSON.stringify(encodePostings(postings.get(word)!))}`
    first ??= word
    entries.push(entry)
    size += entry.length + 1
    if (size >= TERM_CHUNK_BYTES) close()
  }
  close()
  return chunks
}

/**
 * The strongest MAX_POSTINGS, in id order, as `[id gap, impact, …]`; among equal impacts the lower id is kept. The
 * MAX_POSTINGS-th highest impact comes from a native numeric sort, then one pass in id order keeps what reaches it
 * (sorting the postings themselves with a comparator cost seconds at 10,000 pages).
 */
function encodePostings({ ids, impacts }: PostingList): number[] {
  let threshold = Number.NEGATIVE_INFINITY
  let ties = 0
  if (ids.length > MAX_POSTINGS) {
    threshold = impacts.slice().sort()[impacts.length - MAX_POSTINGS]!
    ties = MAX_POSTINGS
    for (const impact of impacts) if (impact > threshold) ties--
  }
  const out: number[] = []
  let previous = 0
  for (let i = 0; i < ids.length; i++) {
    const impact = impacts[i]!
    if (impact < threshold || (impact === threshold && ties-- <= 0)) continue
    out.push(ids[i]! - previous, Math.max(1, Math.round(impact * IMPACT_SCALE)))
    previous = ids[i]!
  }
  return out
}

/** Documents in order, cut into chunks of about RECORD_CHUNK_BYTES: [first id, chunk JSON]. */
function recordChunks(docs: SearchDocument[]): [number, string][] {
  const chunks: [number, string][] = []
  let first = 0
  let entries: string[] = []
  let size = 0
  docs.forEach((doc, id) => {
    const entry = JSON.stringify(storedDocument(doc))
    entries.push(entry)
    size += entry.length + 1
    if (size >= RECORD_CHUNK_BYTES || id === docs.length - 1) {
      chunks.push([first, `[${entries.join(',')}]`])
      first = id + 1
      entries = []
      size = 0
    }
  })
  return chunks
}
