// Ranking weights computed once, at build time: for every indexed word, the documents holding it and how much it
// counts in each (its impact), so the browser only adds impacts up. The weight is BM25 per field, as Orama
// computes it (k 1.2, b 0.75, d 0.5; a field's words counted once each; the document count and average lengths to
// three significant digits), times the spec's field boosts; a page's
// own title counts PAGE_TITLE_FACTOR times more than a section heading, so the page named by a query comes first.
import { SEARCH_BOOST } from '../../runtime/contract/search-ranking.ts'
import { type DocumentWords, documentWords, type FieldTexts, type IndexedText } from './document-words.ts'

const K = 1.2
const B = 0.75
const D = 0.5
export const PAGE_TITLE_FACTOR = 1.5

type Field = keyof typeof SEARCH_BOOST
const FIELDS: Field[] = ['title', 'titles', 'text']

/** Each field's text, in FIELDS' order. */
export const FIELD_TEXTS: FieldTexts = FIELDS.map((field) => (doc: IndexedText) => (field === 'titles' ? doc.titles.join(' \n ') : doc[field]))

/**
 * The documents holding a word, in ascending id order, and the word's impact in each: two parallel lists, views into
 * one pair of typed arrays for all words, since a list or pair per posting would be millions of small arrays at 10,000
 * pages for the garbage collector to trace.
 */
export interface PostingList {
  ids: Int32Array
  impacts: Float64Array
}

/** word → its posting list. */
export type Postings = Map<string, PostingList>

/**
 * The site-wide figures every weight depends on: the document count and each field's average length, to three
 * significant digits. An edit to one page then changes the weights of that page's words only (and of words it adds to
 * or takes from the site), not every weight in the index, so the other term chunks keep their names and stay in
 * readers' caches. The rounding moves a weight by 0.5% at most.
 */
export function indexFigures(docs: IndexedText[], { terms }: DocumentWords): number[] {
  return [significant(docs.length), ...FIELDS.map((_, f) => significant(terms.reduce((sum, t) => sum + t[f]!.length, 0) / Math.max(1, docs.length)))]
}

/**
 * `found`: the documents' words (see documentWords), when made already. `only`, when given, flags the words (by number)
 * whose postings are wanted; the others are left out.
 */
export function computeImpacts(docs: IndexedText[], found: DocumentWords = documentWords([docs], FIELD_TEXTS), only?: Uint8Array): Postings {
  const [n, ...average] = indexFigures(docs, found) as [number, ...number[]]
  // Words are numbers: every count and sum indexes a typed array instead of hashing the word again, and a document's
  // words are one small array the garbage collector need not look into.
  const { words, terms } = found
  const holding = FIELDS.map(() => new Int32Array(words.length))
  for (const t of terms) for (let f = 0; f < FIELDS.length; f++) for (const w of t[f]!) holding[f]![w]!++
  // A word's inverse document frequency per field, once per word rather than once per posting (a word in more documents
  // than the rounded count counts as one in all of them).
  const idf = holding.map((counts) => Float64Array.from(counts, (h) => Math.log(1 + (Math.max(n, h) - h + 0.5) / (h + 0.5))))

  // Each word's postings get their place in the two arrays up front: counted first (a document once, whatever fields
  // hold the word), then filled in document order. `seenIn` marks the words already met in the current document.
  const seenIn = new Int32Array(words.length).fill(-1)
  const start = new Int32Array(words.length + 1)
  terms.forEach((fields, id) => {
    for (const fieldWords of fields)
      for (const w of fieldWords)
        if (seenIn[w] !== id && (!only || only[w])) {
          seenIn[w] = id
          start[w + 1]!++
        }
  })
  for (let w = 0; w < words.length; w++) start[w + 1]! += start[w]!
  const ids = new Int32Array(start[words.length]!)
  const impacts = new Float64Array(ids.length)
  const next = start.slice(0, words.length)

  // A document's impact per word, summed over its fields.
  const impact = new Float64Array(words.length)
  seenIn.fill(-1)
  const inDocument: number[] = []
  terms.forEach((fields, id) => {
    inDocument.length = 0
    FIELDS.forEach((field, f) => {
      const fieldWords = fields[f]!
      const length = fieldWords.length
      if (length === 0) return
      const boost = SEARCH_BOOST[field] * (field === 'title' && docs[id]!.isPage ? PAGE_TITLE_FACTOR : 1)
      // BM25's parts that depend on the field's length only; the word's count in it is 1 (a field's words counted once).
      const tf = 1 / length
      const saturation = D + tf * (K + 1)
      const normalization = tf + K * (1 - B + (B * length) / average[f]!)
      const fieldIdf = idf[f]!
      for (const w of fieldWords) {
        if (only && !only[w]) continue
        const score = boost * ((fieldIdf[w]! * saturation) / normalization)
        if (seenIn[w] === id) impact[w]! += score
        else {
          seenIn[w] = id
          impact[w] = score
          inDocument.push(w)
        }
      }
    })
    for (const w of inDocument) {
      const at = next[w]!++
      ids[at] = id
      impacts[at] = impact[w]!
    }
  })
  const postings: Postings = new Map()
  words.forEach((word, w) => {
    if (!only || only[w]) postings.set(word, { ids: ids.subarray(start[w], start[w + 1]), impacts: impacts.subarray(start[w], start[w + 1]) })
  })
  return postings
}

/** `x` to three significant digits (whole numbers below 1,000 stay as they are). */
function significant(x: number): number {
  return x === 0 ? 0 : Number(x.toPrecision(3))
}
