// A loaded search manifest and the chunks fetched for it so far. Each chunk is fetched once per page view, and a
// failed fetch is forgotten so the next query tries again. Knows which term chunks can hold a word, and which
// record chunk holds a document.
import type { SearchDocument } from '../contract/search.ts'
import { parseRecordChunk, parseTermChunk, type RecordChunk, type SearchManifest, type TermChunk } from './index-file.ts'
import { TermWords } from './term-words.ts'

export interface LoadedTermChunk {
  postings: TermChunk
  words: TermWords
}

/** Fetches a URL and gives its JSON, or rejects naming the HTTP status. */
export type FetchJson = (url: string) => Promise<unknown>

export function fetchJsonWith(fetcher: typeof fetch): FetchJson {
  return async (url) => {
    const response = await fetcher(url)
    if (!response.ok) throw new Error(`the search index could not be loaded (HTTP ${response.status})`)
    return response.json()
  }
}

export class SearchIndex {
  private readonly termLoads = new Map<number, Promise<LoadedTermChunk>>()
  private readonly recordLoads = new Map<number, Promise<RecordChunk>>()
  /** Chunk files are named relative to the manifest's folder. */
  private readonly folder: string

  constructor(
    readonly manifest: SearchManifest,
    manifestUrl: string,
    private readonly fetchJson: FetchJson,
  ) {
    this.folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1)
  }

  /** The term chunk a word belongs in (the last whose first word is not after it), or -1 before the first. */
  termChunkOf(word: string): number {
    return lastAtOrBefore(this.manifest.terms, (first) => first <= word)
  }

  /** Term chunks that can hold words in [from, to), in order. */
  termChunksBetween(from: string, to: string): number[] {
    const terms = this.manifest.terms
    const out: number[] = []
    for (let i = Math.max(0, this.termChunkOf(from)); i < terms.length && terms[i]![0] < to; i++) out.push(i)
    return out
  }

  termChunk(i: number): Promise<LoadedTermChunk> {
    return this.once(this.termLoads, i, async () => {
      const postings = parseTermChunk(await this.fetchJson(this.folder + this.manifest.terms[i]![1]))
      return { postings, words: new TermWords(Object.keys(postings)) }
    })
  }

  /** The stored documents of these ids, their record chunks fetched in parallel. */
  async documents(ids: number[]): Promise<Map<number, SearchDocument>> {
    const records = this.manifest.records
    const chunks = [...new Set(ids.map((id) => lastAtOrBefore(records, (first) => first <= id)))]
    const loaded = await Promise.all(
      chunks.map((c) => this.once(this.recordLoads, c, async () => parseRecordChunk(await this.fetchJson(this.folder + records[c]![1])))),
    )
    const out = new Map<number, SearchDocument>()
    for (const id of ids) {
      const c = lastAtOrBefore(records, (first) => first <= id)
      const doc = loaded[chunks.indexOf(c)]?.[id - records[c]![0]]
      if (!doc) throw new Error(`the search index has no document ${id}`)
      out.set(id, doc)
    }
    return out
  }

  private once<T>(loads: Map<number, Promise<T>>, key: number, load: () => Promise<T>): Promise<T> {
    let promise = loads.get(key)
    if (!promise) {
      promise = load()
      loads.set(key, promise)
      promise.catch(() => loads.delete(key))
    }
    return promise
  }
}

/** Binary search over entries sorted by their first element: the last index whose first element passes. */
function lastAtOrBefore<K>(entries: [K, string][], passes: (first: K) => boolean): number {
  let lo = 0
  let hi = entries.length - 1
  let found = -1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (passes(entries[mid]![0])) {
      found = mid
      lo = mid + 1
    } else hi = mid - 1
  }
  return found
}
