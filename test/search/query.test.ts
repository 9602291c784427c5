// Browser-side search over a document list: tokenizer (CJK included), ranking rules, limits, highlights and
// excerpts, and the once-per-page-view index loader.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { SearchDocument } from '../../runtime/contract/search.ts'
import { excerpt, highlight } from '../../runtime/search/highlight.ts'
import { serializeSearchDocuments } from '../../runtime/search/index-file.ts'
import { loadSearchIndex, forgetSearchIndexes } from '../../runtime/search/load-index.ts'
import { indexDocuments, runQuery } from '../../runtime/search/query.ts'
import { tokenize } from '../../runtime/search/tokenize.ts'

const doc = (href: string, title: string, text: string, titles: string[] = [], isPage = !href.includes('#')): SearchDocument => ({
  id: href,
  href,
  title,
  titles,
  text,
  isPage,
})

const DOCS = [
  doc('/atom', 'atom', 'Creates a piece of stored state with a default value.'),
  doc('/selector', 'selector', 'Derived state computed from atoms.'),
  doc('/atom#options', 'Options', 'The label option names the atom in devtools.', ['atom']),
  doc('/store', 'store', 'A container holding atom values; get, set and sub.'),
  doc('/ja', '状態管理', '状態管理ライブラリの使い方を説明します。'),
  doc('/zh', '原子', '原子状态管理库'),
  doc('/cafe', 'Café', 'Déjà vu in the café.'),
]
const pause = async () => {}
async function rejects(promise: Promise<unknown>, pattern: RegExp) {
  const error = await promise.then(
    () => undefined,
    (e: Error) => e,
  )
  assert.ok(error, 'expected a rejection')
  assert.match(error!.message, pattern)
}
const hrefs = (q: string, index: Awaited<ReturnType<typeof indexDocuments>>) => runQuery(index, q).map((h) => h.document.href)

test('tokenize: lower case, accents folded, dotted words also give their parts, CJK split into words', () => {
  assert.equal(tokenize('useSetAtom store.get(myAtom) Café'), ['usesetatom', 'store.get', 'store', 'get', 'myatom', 'cafe'])
  assert.equal(tokenize('状態管理ライブラリ'), ['状態', '管理', 'ライブラリ'])
  assert.equal(tokenize('  ,.;  '), [])
})

test('title matches outrank text matches (boost title 4, text 2)', async () => {
  const index = await indexDocuments(DOCS, pause)
  assert.is(hrefs('selector', index)[0], '/selector')
  assert.is(hrefs('atom', index)[0], '/atom')
})

test('prefix matching and a one-letter typo on a word of 5+ letters', async () => {
  const index = await indexDocuments(DOCS, pause)
  assert.is(hrefs('selec', index)[0], '/selector')
  assert.is(hrefs('selectr', index)[0], '/selector')
  assert.is(hrefs('contaner', index)[0], '/store')
  // Below 5 letters no typo is allowed: "atim" is not "atom".
  assert.equal(hrefs('atim', index), [])
})

test('a heading-only word finds its section; sections matching more query words come first', async () => {
  const index = await indexDocuments(DOCS, pause)
  assert.is(hrefs('options', index)[0], '/atom#options')
  assert.is(hrefs('atom label', index)[0], '/atom#options')
})

test('CJK text is searchable', async () => {
  const index = await indexDocuments(DOCS, pause)
  assert.is(hrefs('管理', index)[0], '/ja')
  assert.ok(hrefs('原子', index).includes('/zh'))
  assert.is(hrefs('cafe', index)[0], '/cafe')
})

test('at most 16 results, none for an empty query', async () => {
  const many = Array.from({ length: 40 }, (_, i) => doc(`/p${i}`, `Page ${i}`, 'common words here'))
  const index = await indexDocuments(many, pause)
  assert.is(runQuery(index, 'common').length, 16)
  assert.is(runQuery(index, '   ').length, 0)
})

test('highlight marks matched words, by prefix and by typo', () => {
  assert.equal(highlight('Use store.get to read atoms.', ['atom', 'get']), [
    { text: 'Use ', match: false },
    { text: 'store.get', match: true },
    { text: ' to read ', match: false },
    { text: 'atoms', match: true },
    { text: '.', match: false },
  ])
  assert.equal(
    highlight('A selector derives.', ['selectr'])
      .filter((s) => s.match)
      .map((s) => s.text),
    ['selector'],
  )
  assert.equal(highlight('plain', []), [{ text: 'plain', match: false }])
})

test('excerpt: a window around the first match, cut at words, with ellipses', () => {
  const text = `${'lead words '.repeat(30)}the needle sits here ${'tail words '.repeat(30)}`.trim()
  const parts = excerpt(text, ['needle'], 80)
  const joined = parts.map((p) => p.text).join('')
  assert.ok(joined.startsWith('… ') && joined.endsWith(' …'), joined)
  assert.ok(parts.some((p) => p.match && p.text === 'needle'))
  assert.ok(joined.length <= 80 + 4)
  assert.ok(!/\bwor\b|\bwo\b|\bw\b/.test(joined.replace(/… | …/g, '')), joined)
  // No match in the text (the heading matched): the start of the text.
  assert.ok(
    excerpt(text, ['zzz'], 40)
      .map((p) => p.text)
      .join('')
      .startsWith('lead words'),
  )
})

test('the loader fetches once per page view, and again after a failure', async () => {
  forgetSearchIndexes()
  let calls = 0
  let fail = true
  const fetcher = (async () => {
    calls++
    if (fail) return new Response('nope', { status: 500 })
    return new Response(serializeSearchDocuments(DOCS), { status: 200 })
  }) as typeof fetch
  await rejects(loadSearchIndex('/i.json', fetcher), /HTTP 500/)
  fail = false
  const [a, b] = await Promise.all([loadSearchIndex('/i.json', fetcher), loadSearchIndex('/i.json', fetcher)])
  assert.is(a, b)
  await loadSearchIndex('/i.json', fetcher)
  assert.is(calls, 2)
  assert.is(runQuery(a, 'selector')[0]!.document.href, '/selector')
})

test('the loader rejects a response that is not a document list', async () => {
  forgetSearchIndexes()
  const fetcher = (async () => new Response('{"html":"<p>"}', { status: 200 })) as typeof fetch
  await rejects(loadSearchIndex('/bad.json', fetcher), /not a list/)
})

test.run()
