// Typo-tolerant word lookup of site search, with Orama's own measure: its bounded Levenshtein distance (exported by
// `@orama/orama/internals`), under which a word the query word starts is at distance 0. Applied to a term chunk's
// sorted words directly: Orama's search() over a radix tree of them (what this used before) misses words in some sets,
// `provider` among `productsatom`, `provide`, `provider` and `providing` (Orama 3.1.18), and cost a database per chunk.
// Loaded only when a query word has a typo budget (term-words.ts). Ranking is not Orama's job here: the build stored
// each word's weight per document (build/search/impacts.ts), and query.ts adds them up.
import { boundedLevenshtein } from '@orama/orama/internals'

/** The words of `words` that `word` stands for: those it starts, those that start it, and those within `tolerance` edits. */
export function matchingWords(words: readonly string[], word: string, tolerance: number): string[] {
  return words.filter((candidate) => boundedLevenshtein(word, candidate, tolerance).isBounded)
}
