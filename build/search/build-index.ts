// Builds the site's split search index (format in runtime/search/index-file.ts): the manifest
// `.vocs/search-index.json` that pages name, and its term and record chunks beside it, each named by a hash of its
// bytes (so an unchanged chunk keeps its name and stays in readers' caches).

import quickselect from 'quickselect'
import type { SearchDocument } from '../../runtime/contract/search.ts'
import { SEARCH_INDEX_DIR, SEARCH_MANIFEST_PATH, searchChunkName } from '../../runtime/contract/search.ts'
import { IMPACT_SCALE, SEARCH_INDEX_FORMAT, type SearchManifest, storedDocument } from '../../runtime/search/index-file.ts'
import { contentHash } from '../cache/content-hash.ts'
import type { SidebarScope } from '../config/resolve.ts'
import { type DocumentWords, documentWords, type IndexedText, loadWords, type SavedWords, savedWordsOf, type WordCache } from './document-words.ts'
import { type SearchablePage, searchDocumentsByPage } from './documents.ts'
import { computeImpacts, FIELD_TEXTS, indexFigures, type PostingList, type Postings } from './impacts.ts'
import { chunkSignature, loadKeptRecords, pageIdentity, type RecordCache, saveKeptRecords } from './kept-records.ts'
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
  /**
   * The manifest first, then its chunks (with the hash their name holds); paths relative to the output root. A chunk
   * kept from the last build (see keptRecordChunkFiles) makes its content when it is first read: the writer reads it
   * only when the output lacks the file its hash names.
   */
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
  const records = recordChunksOf(byPage, options.words)
  const files = indexFiles(
    byPage.reduce((n, docs) => n + docs.length, 0),
    terms.chunks,
    records.chunks,
  )
  words.save()
  terms.save()
  records.save()
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

/** The record chunks of `byPage`'s documents, kept between builds when `cache` names a records file (see keptRecordChunkFiles). */
export function recordChunksOf(byPage: SearchDocument[][], cache: WordCache | undefined): { chunks: Chunks<number>; save: () => void } {
  if (!cache?.recordsFile) return { chunks: recordChunkFiles(byPage.flat()), save: () => {} }
  return keptRecordChunkFiles(byPage, cache.keys, { file: cache.recordsFile, salt: cache.salt })
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
  const wordOf = (i: number) => words[i]!
  return cutChunks(texts, wordOf, wordOf, TERM_CHUNKS, (chunk) => `{${chunk.join(',')}}`)
}

/**
 * The strongest MAX_POSTINGS, in id order, as `[id gap, impact, …]`; among equal impacts the lower id is kept. The
 * MAX_POSTINGS-th highest impact comes from a selection (quickselect: a copy of the impacts partly ordered, in linear
 * time), then one pass in id order keeps what reaches it: no sort, since the words an edit touches are the site's
 * commonest, with tens of thousands of postings each (decisions: Search).
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
  return cutChunks(
    docs.map(recordText),
    (id) => id,
    (id) => docs[id]!.id,
    RECORD_CHUNKS,
    wrapRecords,
  )
}

/** A document as its record chunk holds it. */
function recordText(doc: SearchDocument): string {
  return JSON.stringify(storedDocument(doc))
}

function wrapRecords(texts: string[]): string {
  return `[${texts.join(',')}]`
}

/**
 * The record chunks of the documents of `byPage` (each page's list in order; `compileKeys` the pages' compile keys),
 * with the chunks of the last build kept where their documents are the same (see kept-records.ts): a kept chunk's
 * file has its name and hash at once, and makes its content when first read. The same chunks as recordChunkFiles
 * makes; `save` keeps this build's for the next one.
 */
export function keptRecordChunkFiles(byPage: SearchDocument[][], compileKeys: string[], cache: RecordCache): { chunks: Chunks<number>; save: () => void } {
  const kept = loadKeptRecords(cache)
  const docs = byPage.flat()
  /** Per document: its page, its place in the page, its text's length, its text when made. */
  const pageOf = new Int32Array(docs.length)
  const placeOf = new Int32Array(docs.length)
  const sizes = new Int32Array(docs.length)
  const texts: (string | undefined)[] = []
  const identities = byPage.map((pageDocs, p) => (pageDocs.length ? pageIdentity(compileKeys[p]!, pageDocs[0]!.href, pageDocs[0]!.location) : ''))
  const lengths = new Map<string, Int32Array>()
  let id = 0
  byPage.forEach((pageDocs, p) => {
    if (!pageDocs.length) return
    let known = kept?.lengths.get(identities[p]!)
    if (known?.length !== pageDocs.length) {
      pageDocs.forEach((doc, d) => {
        texts[id + d] = recordText(doc)
      })
      known = Int32Array.from(pageDocs, (_, d) => texts[id + d]!.length)
    }
    lengths.set(identities[p]!, known)
    for (let d = 0; d < pageDocs.length; d++, id++) {
      pageOf[id] = p
      placeOf[id] = d
      sizes[id] = known[d]!
    }
  })
  const starts = chunkStarts(
    docs.length,
    (i) => sizes[i]!,
    (i) => docs[i]!.id,
    RECORD_CHUNKS,
  )
  const hashes = new Map<string, string>()
  const files: SearchIndexFiles['files'] = []
  const list = starts.map((start, k): [number, string] => {
    const end = starts[k + 1] ?? docs.length
    const signature = chunkSignature(identities.slice(pageOf[start]!, pageOf[end - 1]! + 1), placeOf[start]!, placeOf[end - 1]!)
    const make = () => wrapRecords(Array.from({ length: end - start }, (_, i) => texts[start + i] ?? recordText(docs[start + i]!)))
    const keptHash = kept?.chunks.get(signature)
    const content = keptHash === undefined ? make() : undefined
    const hash = keptHash ?? contentHash(content!)
    hashes.set(signature, hash)
    const path = `${SEARCH_INDEX_DIR}/${searchChunkName('docs', hash)}`
    files.push(content === undefined ? lazyFile(path, hash, make) : { path, content, hash })
    return [start, searchChunkName('docs', hash)]
  })
  return { chunks: { list, files }, save: () => saveKeptRecords(cache, { lengths, chunks: hashes }) }
}

/** A chunk file whose content is made when first read, and kept from then on. */
function lazyFile(path: string, hash: string, make: () => string): SearchIndexFiles['files'][number] {
  let content: string | undefined
  return {
    path,
    hash,
    get content() {
      content ??= make()
      return content
    },
  }
}

/**
 * Where chunks of `count` entries start (the first at 0), cut partly where their content says rather than only where a
 * running size falls: a chunk ends before an entry whose key hashes to a multiple of `rule.every`, once it holds
 * `rule.min` bytes (or at `rule.max`). An edit that grows or shrinks one entry moves a boundary at most a few chunks on:
 * the chunks after those keep their bytes and names, and readers keep them cached. (Cut by size alone, an edit that
 * moved one boundary moved every one after it.) `sizeOf(i)` is the length of entry i's text, `keyOf(i)` its key.
 */
function chunkStarts(count: number, sizeOf: (i: number) => number, keyOf: (i: number) => string, rule: ChunkRule): number[] {
  const starts = count ? [0] : []
  let size = 0
  for (let i = 0; i < count; i++) {
    if (i > starts.at(-1)! && (size >= rule.max || (size >= rule.min && fnv1a(keyOf(i)) % rule.every === 0))) {
      starts.push(i)
      size = 0
    }
    size += sizeOf(i) + 1
  }
  return starts
}

/** `texts` cut into chunks (see chunkStarts), each `[first of the chunk, the chunk's JSON]`. */
function cutChunks<F>(
  texts: string[],
  firstOf: (i: number) => F,
  keyOf: (i: number) => string,
  rule: ChunkRule,
  wrap: (texts: string[]) => string,
): [F, string][] {
  const starts = chunkStarts(texts.length, (i) => texts[i]!.length, keyOf, rule)
  return starts.map((start, k) => [firstOf(start), wrap(texts.slice(start, starts[k + 1] ?? texts.length))])
}

/** FNV-1a, 32 bits, of a string's UTF-16 code units: a quick hash that is the same in every build. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}
