// Ranking weights computed once, at build time: for every indexed word, the documents holding it and how much it
// counts in each (its impact), so the browser only adds impacts up. The weight is BM25 per field, as Orama
// computes it (k 1.2, b 0.75, d 0.5; a field's words counted once each), times the spec's field boosts; a page's
// own title counts PAGE_TITLE_FACTOR times more than a section heading, so the page named by a query comes first.
import { SEARCH_BOOST } from '../../runtime/contract/search-ranking.ts'
import type { SearchDocument } from '../../runtime/contract/search.ts'
import { tokenize } from '../../runtime/search/tokenize.ts'

const K = 1.2
const B = 0.75
const D = 0.5
export const PAGE_TITLE_FACTOR = 1.5

type Field = keyof typeof SEARCH_BOOST
const FIELDS: Field[] = ['title', 'titles', 'text']

const fieldText = (doc: SearchDocument, field: Field): string => (field === 'titles' ? doc.titles.join(' \n ') : doc[field])

/**
 * The documents holding a word, in ascending id order, and the word's impact in each: two parallel lists, since a
 * pair per posting would be millions of small arrays at 10,000 pages for the garbage collector to trace.
 */
export interface PostingList {
  ids: number[]
  impacts: number[]
}

/** word → its posting list. */
export type Postings = Map<string, PostingList>

export function computeImpacts(docs: SearchDocument[]): Postings {
  const n = docs.length
  // Words become numbers once, as they are found: every count and sum after that indexes a typed array instead of
  // hashing the word again, and a document's words are one small array the garbage collector need not look into.
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
  const terms = docs.map((doc) => FIELDS.map((f) => Int32Array.from(tokenize(fieldText(doc, f)), idOf)))
  const average = FIELDS.map((_, f) => terms.reduce((sum, t) => sum + t[f]!.length, 0) / Math.max(1, n))
  const holding = FIELDS.map(() => new Int32Array(words.length))
  for (const t of terms) for (let f = 0; f < FIELDS.length; f++) for (const w of t[f]!) holding[f]![w]!++

  const postingIds: number[][] = []
  const postingImpacts: number[][] = []
  // A document's impact per word, summed over its fields; `seenIn` marks the words already met in this document.
  const impact = new Float64Array(words.length)
  const seenIn = new Int32Array(words.length).fill(-1)
  const inDocument: number[] = []
  terms.forEach((fields, id) => {
    inDocument.length = 0
    FIELDS.forEach((field, f) => {
      const fieldWords = fields[f]!
      const length = fieldWords.length
      const boost = SEARCH_BOOST[field] * (field === 'title' && docs[id]!.isPage ? PAGE_TITLE_FACTOR : 1)
      for (const w of fieldWords) {
        const score = boost * bm25(1 / length, holding[f]![w]!, n, length, average[f]!)
        if (seenIn[w] === id) impact[w]! += score
        else {
          seenIn[w] = id
          impact[w] = score
          inDocument.push(w)
        }
      }
    })
    for (const w of inDocument) {
      if (!postingIds[w]) {
        postingIds[w] = []
        postingImpacts[w] = []
      }
      postingIds[w]!.push(id)
      postingImpacts[w]!.push(impact[w]!)
    }
  })
  const postings: Postings = new Map()
  words.forEach((word, w) => {
    if (postingIds[w]) postings.set(word, { ids: postingIds[w]!, impacts: postingImpacts[w]! })
  })
  return postings
}

/** Orama's BM25 (with its `d` floor), so rankings match what indexing the documents with Orama gave. */
function bm25(tf: number, holding: number, docs: number, length: number, averageLength: number): number {
  const idf = Math.log(1 + (docs - holding + 0.5) / (holding + 0.5))
  return (idf * (D + tf * (K + 1))) / (tf + K * (1 - B + (B * length) / averageLength))
}
