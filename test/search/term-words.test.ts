// A term chunk's word lookup: without a typo budget it finds exactly the words Orama's search() finds (every word
// the query word starts), from the sorted list alone; with one it asks Orama.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createDictionary, matchingWords } from '../../runtime/search/engine.ts'
import { TermWords } from '../../runtime/search/term-words.ts'
import { tokenize } from '../../runtime/search/tokenize.ts'

// Words as the index holds them: integer-like ones (a JSON object lists them first), dotted ones, accents folded,
// CJK, one word the prefix of another, neighbours in sort order.
const WORDS = tokenize(
  'atom atoms atomfamily atomic at a 2024 10 1.5 v0.2.0 store.get store get getter usesetatom useatom café 状態 状態管理 ライブラリ z zz zebra _private a_b',
)
const sorted = (words: string[]) => [...words].sort()

test('without a typo budget: the same words as Orama, for every prefix of every word and for words not there', async () => {
  const words = new TermWords(sorted(WORDS).reverse())
  const orama = await createDictionary(WORDS)
  const queries = new Set<string>(['', 'b', 'atomz', 'zzz', '0', '9', 'ü', '状', '管理', 'get.'])
  for (const w of WORDS) for (let i = 1; i <= [...w].length; i++) queries.add([...w].slice(0, i).join(''))
  for (const q of queries) {
    if (!q) continue
    assert.equal(sorted(await words.matching(q, 0)), sorted(await matchingWords(orama, q, 0)), q)
  }
  assert.equal(sorted(await words.matching('atom', 0)), ['atom', 'atomfamily', 'atomic', 'atoms'])
  assert.equal(await words.matching('1', 0), ['1.5', '10'])
})

test('with a typo budget, Orama answers: a one-letter slip is found', async () => {
  const words = new TermWords(sorted(WORDS))
  assert.ok((await words.matching('getterr', 1)).includes('getter'))
  assert.ok((await words.matching('atomc', 1)).includes('atomic'))
})

test.run()
