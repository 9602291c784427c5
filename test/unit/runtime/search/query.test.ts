// Search over the split index with the browser's code: tokenizer (CJK included), ranking rules, limits, what a
// query fetches, highlights and excerpts, and the once-per-page-view manifest loader.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { MAX_POSTINGS, splitIndex } from '../../../../build/search/build-index.ts'
import { excerpt, highlight } from '../../../../runtime/search/highlight.ts'
import { forgetSearchIndexes, loadSearchIndex } from '../../../../runtime/search/load-index.ts'
import { runQuery } from '../../../../runtime/search/query.ts'
import type { SearchIndex } from '../../../../runtime/search/split-index.ts'
import { tokenize, wordSpans } from '../../../../runtime/search/tokenize.ts'
import { doc, indexOf } from '../../../support/split-index.ts'

const DOCS = [
  doc('/atom', 'atom', 'Creates a piece of stored state with a default value.'),
  doc('/selector', 'selector', 'Derived state computed from atoms.'),
  doc('/atom#options', 'Options', 'The label option names the atom in devtools.', ['atom']),
  doc('/store', 'store', 'A container holding atom values; get, set and sub.'),
  doc('/ja', '状態管理', '状態管理ライブラリの使い方を説明します。'),
  doc('/zh', '原子', '原子状态管理库'),
  doc('/cafe', 'Café', 'Déjà vu in the café.'),
]
async function rejects(promise: Promise<unknown>, pattern: RegExp) {
  const error = await promise.then(
    () => undefined,
    (e: Error) => e,
  )
  assert.ok(error, 'expected a rejection')
  assert.match(error!.message, pattern)
}
const hrefs = async (q: string, index: SearchIndex) => (await runQuery(index, q)).map((h) => h.document.href)
const index = () => indexOf(DOCS).index

test('word spans: each word normalized, at its place in the original text, in all-ASCII text and in other text', () => {
  const spans = (text: string) => wordSpans(text).map((s) => [s.word, text.slice(s.start, s.end)])
  assert.equal(spans('Use STORE.get, OK'), [
    ['use', 'Use'],
    ['store.get', 'STORE.get'],
    ['ok', 'OK'],
  ])
  assert.equal(spans('Use STORE.get in Café'), [
    ['use', 'Use'],
    ['store.get', 'STORE.get'],
    ['in', 'in'],
    ['cafe', 'Café'],
  ])
})

test('tokenize: lower case, accents folded, dotted words also give their parts, CJK split into words', () => {
  assert.equal(tokenize('useSetAtom store.get(myAtom) Café'), ['usesetatom', 'store.get', 'store', 'get', 'myatom', 'cafe'])
  assert.equal(tokenize('状態管理ライブラリ'), ['状態', '管理', 'ライブラリ'])
  assert.equal(tokenize('  ,.;  '), [])
})

test('title matches outrank text matches (boost title 4, text 2)', async () => {
  assert.is((await hrefs('selector', index()))[0], '/selector')
  assert.is((await hrefs('atom', index()))[0], '/atom')
})

test('prefix matching and a one-letter typo on a word of 5+ letters', async () => {
  assert.is((await hrefs('selec', index()))[0], '/selector')
  assert.is((await hrefs('selectr', index()))[0], '/selector')
  assert.is((await hrefs('contaner', index()))[0], '/store')
  // Below 5 letters no typo is allowed: "atim" is not "atom".
  assert.equal(await hrefs('atim', index()), [])
})

test('a heading-only word finds its section; sections matching more query words come first', async () => {
  assert.is((await hrefs('options', index()))[0], '/atom#options')
  assert.is((await hrefs('atom label', index()))[0], '/atom#options')
})

test('CJK text is searchable', async () => {
  assert.is((await hrefs('管理', index()))[0], '/ja')
  assert.ok((await hrefs('原子', index())).includes('/zh'))
  assert.is((await hrefs('cafe', index()))[0], '/cafe')
})

test('at most 16 results, none for an empty query', async () => {
  const many = indexOf(Array.from({ length: 40 }, (_, i) => doc(`/p${i}`, `Page ${i}`, 'common words here'))).index
  assert.is((await runQuery(many, 'common')).length, 16)
  assert.is((await runQuery(many, '   ')).length, 0)
})

/** A site of `pages` pages whose words are numbered, so each word sits in a known few of them. */
function bigSite(pages: number) {
  return Array.from({ length: pages }, (_, i) =>
    doc(`/p${i}`, `Page ${i}`, `word${i % 97} word${i % 89} lorem${i % 13} ipsum dolor ${'filler text '.repeat(20)}`),
  )
}

test('a query fetches the manifest, the term chunks of its words and the records it shows, not the index', async () => {
  const built = splitIndex(bigSite(3000))
  const { index, fetched } = indexOf(bigSite(3000))
  const chunks = built.files.length - 1
  assert.ok(chunks > 20, `${chunks} chunks`)
  const hits = await runQuery(index, 'word42')
  assert.ok(hits.length > 0 && hits.every((h) => /word42\b/.test(h.document.text)), 'finds the pages holding the word')
  const terms = fetched.filter((f) => f.includes('-terms-'))
  const records = fetched.filter((f) => f.includes('-docs-'))
  assert.is(fetched[0], `/${built.path}`)
  assert.ok(terms.length >= 1 && terms.length <= 3, `term chunks: ${terms.length}`)
  assert.ok(records.length >= 1 && records.length <= 16, `record chunks: ${records.length}`)
  assert.ok(fetched.length < chunks / 4, `${fetched.length} of ${chunks} files`)
  // A second query of the same word fetches nothing more.
  const before = fetched.length
  await runQuery(index, 'word42')
  assert.is(fetched.length, before)
})

test('a word in more documents than MAX_POSTINGS keeps its strongest ones: those where it is the title', async () => {
  const docs = Array.from({ length: MAX_POSTINGS + 200 }, (_, i) => doc(`/p${i}`, i % 50 === 0 ? 'ipsum' : `Page ${i}`, `ipsum ${'dolor '.repeat(i % 7)}`))
  const built = splitIndex(docs)
  const postings = built.files
    .filter((f) => f.path.includes('-terms-'))
    .map((f) => JSON.parse(f.content) as Record<string, number[]>)
    .find((c) => c.ipsum)!.ipsum!
  assert.is(postings.length, MAX_POSTINGS * 2)
  const hits = await runQuery(indexOf(docs).index, 'ipsum')
  assert.ok(
    hits.slice(0, 16).every((h) => h.document.title === 'ipsum'),
    'titled pages first',
  )
})

test('highlight marks the words the query matched, and a dotted word by its parts', () => {
  assert.equal(highlight('Use store.get to read atoms.', ['atoms', 'get']), [
    { text: 'Use ', match: false },
    { text: 'store.get', match: true },
    { text: ' to read ', match: false },
    { text: 'atoms', match: true },
    { text: '.', match: false },
  ])
  assert.equal(highlight('plain', []), [{ text: 'plain', match: false }])
})

test('results highlight only the words the query matched: its prefix and typo matches, never a word merely containing it', async () => {
  const idx = indexOf([doc('/a', 'atom', 'atoms and atomFamily, but not useSetAtom or a selector.')]).index
  const [hit] = await runQuery(idx, 'atom')
  const marked = highlight(hit!.document.text, hit!.terms)
    .filter((s) => s.match)
    .map((s) => s.text)
  assert.equal(marked, ['atoms', 'atomFamily'])
  // The hit carries its excerpt, made where the query ran, marked the same way.
  assert.equal(hit!.excerpt, excerpt(hit!.document.text, hit!.terms))
  assert.equal(
    hit!.excerpt.filter((s) => s.match).map((s) => s.text),
    ['atoms', 'atomFamily'],
  )
  const [typo] = await runQuery(indexOf([doc('/s', 'selector', 'A selector derives; select is a verb.')]).index, 'selectr')
  assert.ok(typo!.terms.includes('selector'))
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

test('the loader fetches the manifest once per page view, and again after a failure; chunks resolve beside it', async () => {
  forgetSearchIndexes()
  const built = splitIndex(DOCS)
  const files = new Map(built.files.map((f) => [`/docs/${f.path}`, f.content]))
  const calls: string[] = []
  let fail = true
  const fetcher = (async (url: string) => {
    calls.push(url)
    if (fail) return new Response('nope', { status: 500 })
    const content = files.get(url)
    return content === undefined ? new Response('', { status: 404 }) : new Response(content, { status: 200 })
  }) as typeof fetch
  const url = `/docs/${built.path}`
  await rejects(loadSearchIndex(url, fetcher), /HTTP 500/)
  fail = false
  const [a, b] = await Promise.all([loadSearchIndex(url, fetcher), loadSearchIndex(url, fetcher)])
  assert.is(a, b)
  await loadSearchIndex(url, fetcher)
  assert.is(calls.filter((c) => c === url).length, 2)
  assert.is((await runQuery(a, 'selector'))[0]!.document.href, '/selector')
  assert.ok(
    calls.slice(2).every((c) => c.startsWith('/docs/.vocs/search-index-')),
    calls.join(' '),
  )
})

test('the loader rejects a response that is not a manifest of this version (an older index, an error page)', async () => {
  forgetSearchIndexes()
  const fetcher = (async () => new Response('[{"title":"x"}]', { status: 200 })) as typeof fetch
  await rejects(loadSearchIndex('/bad.json', fetcher), /not a search manifest/)
})

test.run()
