// A term chunk's word lookup: without a typo budget it finds exactly the words Orama's search() finds (every word
// the query word starts), from the sorted list alone; with one, the words within Orama's bounded Levenshtein distance.
import { create, insertMultiple, search } from '@orama/orama'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { TermWords } from '../../../../runtime/search/term-words.ts'
import { tokenize } from '../../../../runtime/search/tokenize.ts'

// Words as the index holds them: integer-like ones (a JSON object lists them first), dotted ones, accents folded,
// CJK, one word the prefix of another, neighbours in sort order.
const WORDS = tokenize(
  'atom atoms atomfamily atomic at a 2024 10 1.5 v0.2.0 store.get store get getter usesetatom useatom café 状態 状態管理 ライブラリ z zz zebra _private a_b',
)
const sorted = (words: string[]) => [...words].sort()

/** What Orama's own search() finds for `term` among `words`, each indexed as one token. */
async function oramaFinds(words: string[], term: string, tolerance: number): Promise<string[]> {
  const tokenizer = { language: 'english', normalizationCache: new Map<string, string>(), tokenize: (raw: string) => [raw] }
  const db = create({ schema: { word: 'string' } as const, components: { tokenizer } })
  await insertMultiple(
    db,
    words.map((word) => ({ word })),
  )
  const found = await search(db, { term, tolerance, properties: ['word'], limit: words.length })
  return found.hits.map((hit) => hit.document.word as string)
}

test('without a typo budget: the same words as Orama, for every prefix of every word and for words not there', async () => {
  const words = new TermWords(sorted(WORDS).reverse())
  const queries = new Set<string>(['', 'b', 'atomz', 'zzz', '0', '9', 'ü', '状', '管理', 'get.'])
  for (const w of WORDS) for (let i = 1; i <= [...w].length; i++) queries.add([...w].slice(0, i).join(''))
  for (const q of queries) {
    if (!q) continue
    assert.equal(sorted(await words.matching(q, 0)), sorted(await oramaFinds(WORDS, q, 0)), q)
  }
  assert.equal(sorted(await words.matching('atom', 0)), ['atom', 'atomfamily', 'atomic', 'atoms'])
  assert.equal(await words.matching('1', 0), ['1.5', '10'])
})

test('with a typo budget: a one-letter slip is found, as are the words the query word starts', async () => {
  const words = new TermWords(sorted(WORDS))
  assert.ok((await words.matching('getterr', 1)).includes('getter'))
  assert.ok((await words.matching('atomc', 1)).includes('atomic'))
  assert.equal(sorted(await words.matching('atomz', 1)), ['atom', 'atoms'])
  assert.equal(sorted(await words.matching('atomi', 1)), ['atom', 'atomic', 'atoms'])
  // The same words as Orama's search() where it finds them.
  for (const q of ['getterr', 'atomc', 'atomz', 'atomi', 'zebre', 'usestatom', 'stor.get', 'cafe'])
    assert.equal(sorted(await words.matching(q, 1)), sorted(await oramaFinds(WORDS, q, 1)), q)
})

test('with a typo budget, the word itself is found among words where Orama 3.1.18 search() finds nothing', async () => {
  const chunk = ['productsatom', 'provide', 'provider', 'providing']
  assert.equal(await oramaFinds(chunk, 'provider', 1), [], 'the set still trips Orama (if not, its search() could serve again)')
  assert.equal(sorted(await new TermWords([...chunk]).matching('provider', 1)), ['provide', 'provider'])
})

test.run()
