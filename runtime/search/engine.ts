// Typo-tolerant word lookup of site search, with Orama's public API: a term chunk's words go into an Orama
// database of their own, and Orama's search() says which indexed words a query word stands for within its typo
// budget (and every word it starts). Loaded only when a query word has a typo budget (term-words.ts). Ranking is not Orama's job here: the build stored each word's
// weight per document (build/search/impacts.ts), and query.ts adds them up.
import { count, create, insertMultiple, search, type Orama, type Results } from '@orama/orama'

const schema = { word: 'string' } as const

export type WordDictionary = Orama<typeof schema>

// The words are already normalized by the shared tokenizer, at build time and for the query: Orama takes each
// as one token, unchanged (its own tokenizer would split `store.get` and stem nothing we want stemmed).
const asIs = { language: 'english', normalizationCache: new Map<string, string>(), tokenize: (raw: string) => [raw] }

export async function createDictionary(words: string[]): Promise<WordDictionary> {
  // No sorting by field: only which words match is used.
  const db = create({ schema, sort: { enabled: false }, components: { tokenizer: asIs } }) as WordDictionary
  await insertMultiple(
    db,
    words.map((word) => ({ word })),
  )
  return db
}

/** The dictionary's words that `word` matches as a prefix or within `tolerance` typos. */
export async function matchingWords(db: WordDictionary, word: string, tolerance: number): Promise<string[]> {
  const results = (await search(db, { term: word, tolerance, properties: ['word'], limit: count(db) })) as Results<{ id: string; word: string }>
  return results.hits.map((hit) => hit.document.word)
}
