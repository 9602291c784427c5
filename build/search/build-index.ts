// Builds the site's split search index (format in runtime/search/index-file.ts): the manifest
// `.vocs/search-index.json` that pages name, and its term and record chunks beside it, each named by a hash of its
// bytes (so an unchanged chunk keeps its name and stays in readers' caches).
import type { SearchDocument } from '../../runtime/contract/search.ts'
import { SEARCH_INDEX_DIR, SEARCH_MANIFEST_PATH, searchChunkName } from '../../runtime/contract/search.ts'
import { IMPACT_SCALE, SEARCH_INDEX_FORMAT, type SearchManifest, storedDocument } from '../../runtime/search/index-file.ts'
import quickselect from 'quickselect'
import { contentHash } from '../assets/content-hash.ts'
import type { SidebarScope } from '../config/resolve.ts'
import { type DocumentWords, documentWords, type IndexedText, loadWords, type SavedWords, savedWordsOf, type WordCache } from './document-words.ts'
import { searchDocumentsByPage, type SearchablePage } from './documents.ts'
import { computeImpacts, FIELD_TEXTS, indexFigures, type PostingList, type Postings } from './impacts.ts'
import { type IndexPages, loadKeptTerms, mergeEntries, saveKeptTerms, type TermEntries, touchedWords } from './kept-terms.ts'

/**
 * A word found in more documents than this keeps only its strongest ones: such a word (`the`, or a product
 * name on every page) ranks little on its own, and its full list would make every query that touches it
 * download a large part of the index. A document it leaves out can still be found by the query's other words.
 */
export const MAX_POSTINGS = 1000
/**
 * Where chunks end (see cutChunks): once a chunk holds `min` bytes of JSON, before the next entry whose key hashes to a
 * multiple of `every`; at `max` bytes whatever comes. A chunk is then `min` plus about `every` entries: sizes stay close
 * to their mean (a query's results, each in its own chunk, fetch about what fixed sizes would), and a boundary that moves
 * is taken up within two or three chunks.
 */
interface ChunkRule {
  min: number
  every: number
  max: number
}
/** Term chunks of about 24 KB (entries average about 150 bytes): a query's few chunks stay far under the 300 KB budget. */
const TERM_CHUNKS: ChunkRule = { min: 18_000, every: 40, max: 72_000 }
/** Record chunks of about 12 KB (records average about 1 KB): a query shows 16 results, each may sit in its own chunk. */
const RECORD_CHUNKS: ChunkRule = { min: 9_000, every: 3, max: 36_000 }

export interface SearchIndexFiles {
  /** The manifest's path relative to the output root (what pages name): `.vocs/search-index.json`. */
  path: string
  /** The manifest first, then its chunks (with the hash their name holds); paths relative to the output root. */
  files: { path: string; content: string; hash?: string }[]
  documents: number
}

export interface SearchIndexOptions {
  basePath: string
  /** The site's sidebars, for each result's place (package and section). */
  sidebar?: SidebarScope[]
  /** Where the pages' words are kept between builds (`keys` in the order of the pages), when they are. */
  words?: WordCache
}

export async function buildSearchIndex(pages: SearchablePage[], options: SearchIndexOptions): Promise<SearchIndexFiles> {
  const byPage = searchDocumentsByPage(pages, options.basePath, options.sidebar)
  const saved = options.words && loadWords(options.words)
  const words = documentWords(byPage, FIELD_TEXTS, options.words, saved)
  const terms = keptTermChunkFiles(byPage, words, options.words, saved)
  const docs = byPage.flat()
  const files = indexFiles(docs.length, terms.chunks, recordChunkFiles(docs))
  words.save()
  terms.save()
  return files
}

/** `words`: the documents' words, when found already (see documentWords). */
export function splitIndex(docs: SearchDocument[], words?: DocumentWords): SearchIndexFiles {
  return indexFiles(docs.length, termChunkFiles(docs, words), recordChunkFiles(docs))
}

/** One kind of chunk: the manifest's list of them (`[first word or document, name]`) and their files. */
export interface Chunks<F> {
  list: [F, string][]
  files: SearchIndexFiles['files']
}

/** The term chunks of `docs`; `words`: the documents' words, when found already (see documentWords). */
export function termChunkFiles(docs: IndexedText[], words?: DocumentWords): Chunks<string> {
  return chunkFiles('terms', termChunks(termEntries(computeImpacts(docs, words))))
}

/**
 * The term chunks of `docs` (each page's list in `byPage`), with the entries of the last build kept where they still
 * hold (see kept-terms.ts) when `cache` names a terms file; `save` keeps this build's entries for the next one. `saved`:
 * the words the last build kept, which tell what an edited page held before.
 */
export function keptTermChunkFiles(
  byPage: IndexedText[][],
  found: DocumentWords,
  cache: WordCache | undefined,
  saved: SavedWords | undefined,
): { chunks: Chunks<string>; save: () => void } {
  const docs = byPage.flat()
  const figures = indexFigures(docs, found)
  const pages: IndexPages = { keys: cache?.keys ?? [], documents: byPage.map((d) => d.length) }
  const kept = cache?.termsFile ? loadKeptTerms(cache.termsFile, cache.salt) : undefined
  const firstDoc = [0]
  for (const d of pages.documents) firstDoc.push(firstDoc.at(-1)! + d)
  const touched = touchedWords(
    kept,
    pages,
    figures,
    function* (page) {
      for (let d = firstDoc[page]!; d < firstDoc[page + 1]!; d++) for (const field of found.terms[d]!) for (const w of field) yield found.words[w]!
    },
    (key) => savedWordsOf(saved, key, FIELD_TEXTS.length),
  )
  const entries = touched
    ? mergeEntries(
        kept!,
        touched,
        termEntries(
          computeImpacts(
            docs,
            found,
            Uint8Array.from(found.words, (word) => (touched.has(word) ? 1 : 0)),
          ),
        ),
      )
    : termEntries(computeImpacts(docs, found))
  return {
    chunks: chunkFiles('terms', termChunks(entries)),
    save: () => cache?.termsFile && saveKeptTerms(cache.termsFile, cache.salt, pages, figures, entries),
  }
}

/** The record chunks of `docs`. */
export function recordChunkFiles(docs: SearchDocument[]): Chunks<number> {
  return chunkFiles('docs', recordChunks(docs))
}

/** The manifest of `documents` documents and its chunks: the manifest first, then the term chunks and the records. */
export function indexFiles(documents: number, terms: Chunks<string>, records: Chunks<number>): SearchIndexFiles {
  const manifest: SearchManifest = { format: SEARCH_INDEX_FORMAT, documents, terms: terms.list, records: records.list }
  const path = SEARCH_MANIFEST_PATH
  return { path, files: [{ path, content: JSON.stringify(manifest) }, ...terms.files, ...records.files], documents }
}

/** Names each chunk by a hash of its bytes. */
function chunkFiles<F>(kind: 'terms' | 'docs', chunks: [F, string][]): Chunks<F> {
  const files: SearchIndexFiles['files'] = []
  const list = chunks.map(([first, content]): [F, string] => {
    const hash = contentHash(content)
    const name = searchChunkName(kind, hash)
    files.push({ path: `${SEARCH_INDEX_DIR}/${name}`, content, hash })
    return [first, name]
  })
  return { list, files }
}

/** Each word's entry in a term chunk, in word order. */
function termEntries(postings: Postings): TermEntries {
  const words = [...postings.keys()].sort()
  return { words, texts: words.map((word) => `${JSON.stringify(word)}:${JSON.stringify(encodePostings(postings.get(word)!))}`) }
}

/** Entries cut into chunks (TERM_CHUNKS): [first word, chunk JSON]. */
function termChunks({ words, texts }: TermEntries): [string, string][] {
  const entries = words.map((word, i) => ({ first: word, key: word, text: texts[i]! }))
  return cutChunks(entries, TERM_CHUNKS, (chunk) => `{${chunk.join(',')}}`)
}

/**
 * The strongest MAX_POSTINGS, in id order, as `[id gap, impact, …]`; among equal impacts the lower id is kept. The
 * MAX_POSTINGS-th highest impact comes from a selection (quickselect: a copy of the impacts partly ordered, in linear
 * time), then one pass in id order keeps what reaches it. Sorting the postings themselves with a comparator cost
 * seconds at 10,000 pages, and sorting a copy of the impacts 0.4 s after one edit (the words an edit touches are the
 * site's commonest, with 30,000 to 60,000 postings each).
 */
function encodePostings({ ids, impacts }: PostingList): number[] {
  let threshold = Number.NEGATIVE_INFINITY
  let ties = 0
  if (ids.length > MAX_POSTINGS) {
    const selected = impacts.slice()
    const k = selected.length - MAX_POSTINGS
    // The package types a plain array; a typed array of numbers is indexed the same way.
    quickselect(selected as unknown as number[], k)
    threshold = selected[k]!
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

/** Documents in order, cut into chunks (RECORD_CHUNKS): [first id, chunk JSON]. */
function recordChunks(docs: SearchDocument[]): [number, string][] {
  const entries = docs.map((doc, id) => ({ first: id, key: doc.id, text: JSON.stringify(storedDocument(doc)) }))
  return cutChunks(entries, RECORD_CHUNKS, (texts) => `[${texts.join(',')}]`)
}

/**
 * Cuts entries into chunks partly where their content says rather than only where a running size falls: a chunk ends
 * before an entry whose key hashes to a multiple of `rule.every`, once it holds `rule.min` bytes (or at `rule.max`).
 * An edit that grows or shrinks one entry moves a boundary at most a few chunks on: the chunks after those keep their
 * bytes and names, and readers keep them cached. (Cut by size alone, an edit that moved one boundary moved every one
 * after it.)
 */
function cutChunks<F>(entries: { first: F; key: string; text: string }[], rule: ChunkRule, wrap: (texts: string[]) => string): [F, string][] {
  const chunks: [F, string][] = []
  let texts: string[] = []
  let first: F | undefined
  let size = 0
  for (const entry of entries) {
    if (texts.length && (size >= rule.max || (size >= rule.min && fnv1a(entry.key) % rule.every === 0))) {
      chunks.push([first!, wrap(texts)])
      texts = []
      size = 0
    }
    if (!texts.length) first = entry.first
    texts.push(entry.text)
    size += entry.text.length + 1
  }
  if (texts.length) chunks.push([first!, wrap(texts)])
  return chunks
}

/** FNV-1a, 32 bits, of a string's UTF-16 code units: a quick hash that is the same in every build. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}
