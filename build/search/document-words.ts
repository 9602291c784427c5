// The words of every search document's fields, as numbers into one vocabulary. Kept between builds in the site's cache,
// per page under its compile key, so a rebuild tokenizes only the pages that changed. Node (the search index's thread,
// or the build's own for a small site).
import type { SearchDocument } from '../../runtime/contract/search.ts'
import { tokenize } from '../../runtime/search/tokenize.ts'
import { readSalted, writeSalted } from '../cache/salted-file.ts'

/** Where the words are kept, and what they were made from. */
export interface WordCache {
  file: string
  /** Changes with the code that cuts words: words saved under another salt are not used. */
  salt: string
  /** Per page, in the order of the pages given: the key its words are kept under (its compile key). */
  keys: string[]
  /** Where the term entries are kept beside the words (see kept-terms.ts), when they are. */
  termsFile?: string
  /** Where the record chunks are kept (see kept-records.ts), when they are. */
  recordsFile?: string
}

export interface DocumentWords {
  /** Every word, once; a word's number is its place here. */
  words: string[]
  /** Per document, per field: the numbers of the field's distinct words, in the order the text holds them. */
  terms: Int32Array[][]
  /** Saves every page's words in the cache for the next build (nothing to do without a cache). */
  save(): void
}

/** One page's documents: `[documents, then per document and field: the word count, the words]`, in one array. */
type PageWords = Int32Array

/** The words a previous build saved (see loadWords). */
export interface SavedWords {
  salt: string
  words: string[]
  pages: Map<string, PageWords>
}

/** What of a document its words and weights come from: its fields' texts, and whether it is a page's own. */
export type IndexedText = Pick<SearchDocument, 'title' | 'titles' | 'text' | 'isPage'>

/** How to read each field's text from a document, in the fields' order. */
export type FieldTexts = ((doc: IndexedText) => string)[]

/**
 * The words of `pages`' documents (each page's list in order). With `cache`, a page whose key is saved there takes its
 * words from it, and `save` keeps the words of every page for the next build.
 */
export function documentWords(
  pages: IndexedText[][],
  fields: FieldTexts,
  cache?: WordCache,
  saved: SavedWords | undefined = cache && loadWords(cache),
): DocumentWords {
  const vocabulary = new Map<string, number>()
  const words: string[] = []
  const idOf = (word: string) => {
    let id = vocabulary.get(word)
    if (id === undefined) {
      id = words.length
      vocabulary.set(word, id)
      words.push(word)
    }
    return id
  }
  // A saved word's number in this build's vocabulary, given when first met (-1 until then).
  const renumbered = saved ? new Int32Array(saved.words.length).fill(-1) : undefined
  const terms: Int32Array[][] = []
  const next = new Map<string, PageWords>()
  pages.forEach((docs, p) => {
    const key = cache?.keys[p]
    let page: PageWords
    if (key !== undefined && isSaved(saved, key, docs.length)) {
      page = saved!.pages.get(key)!.slice()
      let at = 1
      for (let d = 0; d < docs.length; d++)
        for (let f = 0; f < fields.length; f++) {
          const end = at + 1 + page[at]!
          for (let i = at + 1; i < end; i++) {
            const old = page[i]!
            if (renumbered![old]! < 0) renumbered![old] = idOf(saved!.words[old]!)
            page[i] = renumbered![old]!
          }
          at = end
        }
    } else {
      const lists = docs.map((doc) => fields.map((text) => tokenize(text(doc)).map(idOf)))
      page = new Int32Array(1 + lists.reduce((n, doc) => n + doc.reduce((m, list) => m + 1 + list.length, 0), 0))
      page[0] = docs.length
      let at = 1
      for (const doc of lists)
        for (const list of doc) {
          page[at++] = list.length
          page.set(list, at)
          at += list.length
        }
    }
    // The fields are views into the page's one array.
    let at = 1
    for (let d = 0; d < docs.length; d++)
      terms.push(
        fields.map(() => {
          const view = page.subarray(at + 1, at + 1 + page[at]!)
          at += 1 + page[at]!
          return view
        }),
      )
    if (key !== undefined) next.set(key, page)
  })
  return { words, terms, save: () => cache && writeSalted(cache.file, { salt: cache.salt, words, pages: next } satisfies SavedWords) }
}

/**
 * Whether `saved` holds the words of the page kept under `key` with `documents` documents: documentWords then takes them
 * from there and never reads the page's text.
 */
export function isSaved(saved: SavedWords | undefined, key: string, documents: number): boolean {
  return saved?.pages.get(key)?.[0] === documents
}

/** The words `saved` holds for the page kept under `key` (every field of every document), if it holds that page. */
export function savedWordsOf(saved: SavedWords | undefined, key: string, fields: number): string[] | undefined {
  const page = saved?.pages.get(key)
  if (!page) return undefined
  const found: string[] = []
  let at = 1
  for (let d = 0; d < page[0]!; d++)
    for (let f = 0; f < fields; f++) {
      const end = at + 1 + page[at]!
      for (let i = at + 1; i < end; i++) found.push(saved!.words[page[i]!]!)
      at = end
    }
  return found
}

/** The words saved by a previous build under the cache's salt, if any. */
export function loadWords(cache: WordCache): SavedWords | undefined {
  return readSalted<SavedWords>(cache.file, cache.salt)
}
