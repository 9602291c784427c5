// A query over the split index: each query word fetches the term chunks it can match in (the first query of a
// word, once per page view), the chunk's words say which indexed words it stands for, and their stored impacts are
// added up. Then only the shown results' records are fetched. The spec's settings: boosts (in the impacts),
// typo tolerance, prefix, 16 results.
import { SEARCH_FUZZY, SEARCH_LIMIT } from '../contract/search-ranking.ts'
import type { SearchDocument } from '../contract/search.ts'
import { excerpt, type Segment } from './highlight.ts'
import { IMPACT_SCALE } from './index-file.ts'
import type { SearchIndex } from './split-index.ts'
import { tokenize, typoTolerance } from './tokenize.ts'

export interface SearchHit {
  document: SearchDocument
  /** The indexed words the query matched, for highlighting. */
  terms: string[]
  /** The document's text around its first match, marked: made where the query runs (a worker), not at render. */
  excerpt: Segment[]
}

// An expansion (prefix or typo) of a query word counts for less than the word itself, as in MiniSearch where
// Vocs got its ranking: the exact word counts 1 + LOOSE_WEIGHT, another word it matches LOOSE_WEIGHT.
const LOOSE_WEIGHT = 0.4
/**
 * Typos are looked for among the words that share the query word's first letters (the term chunks of that
 * range): a slip there is rare, and looking further would fetch much of the index.
 */
const TYPO_SAME_START = 3
/**
 * A word reads at most this many term chunks, nearest its own first: a one- or two-letter prefix on a large
 * site would otherwise fetch every chunk of its range. (Its own words are always found.)
 */
const MAX_CHUNKS_PER_WORD = 3

/**
 * Ranking: every query word is looked up exactly and loosely (prefix always; typos allowed by the word's own
 * length). Words combine with OR, but a section matching more of them always ranks above one matching fewer;
 * the summed impacts (BM25 with the spec's field boosts) order the rest.
 */
export async function runQuery(index: SearchIndex, query: string, limit = SEARCH_LIMIT): Promise<SearchHit[]> {
  const words = tokenize(query)
  if (words.length === 0) return []
  const perWord = await Promise.all(words.map((word) => scoresOf(index, word)))
  const sums = new Map<number, number>()
  const matched = new Map<number, number>()
  const terms = new Set<string>()
  for (const { scores, matches } of perWord) {
    for (const [id, score] of scores) {
      sums.set(id, (sums.get(id) ?? 0) + score)
      matched.set(id, (matched.get(id) ?? 0) + 1)
    }
    for (const m of matches) terms.add(m)
  }
  const ranked = [...sums]
    .map(([id, sum]) => [id, matched.get(id)! + sum / (sum + 1)] as const)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
  const documents = await index.documents(ranked.map(([id]) => id))
  const highlighted = [...terms]
  return ranked.map(([id]) => {
    const document = documents.get(id)!
    return { document, terms: highlighted, excerpt: excerpt(document.text, highlighted) }
  })
}

async function scoresOf(index: SearchIndex, word: string): Promise<{ scores: Map<number, number>; matches: string[] }> {
  const tolerance = typoTolerance(word, SEARCH_FUZZY)
  const from = tolerance > 0 ? word.slice(0, TYPO_SAME_START) : word
  const own = Math.max(0, index.termChunkOf(word))
  const chunks = index
    .termChunksBetween(from, `${from}\uffff`)
    .sort((a, b) => distance(a, own) - distance(b, own))
    .slice(0, MAX_CHUNKS_PER_WORD)
  const scores = new Map<number, number>()
  const matches: string[] = []
  for (const chunk of await Promise.all(chunks.map((c) => index.termChunk(c)))) {
    for (const match of await chunk.words.matching(word, tolerance)) {
      matches.push(match)
      addPostings(scores, chunk.postings[match]!, match === word ? 1 + LOOSE_WEIGHT : LOOSE_WEIGHT)
    }
  }
  return { scores, matches }
}

/** Chunks after the word's own come before those ahead of it: a prefix's words follow it in sorted order. */
function distance(chunk: number, own: number): number {
  return chunk >= own ? chunk - own : own - chunk + 0.5
}

function addPostings(scores: Map<number, number>, postings: number[], weight: number): void {
  let id = 0
  for (let i = 0; i < postings.length; i += 2) {
    id += postings[i]!
    scores.set(id, (scores.get(id) ?? 0) + (postings[i + 1]! / IMPACT_SCALE) * weight)
  }
}
