// A large site's search index is built on a worker thread while the pages render: the files are exactly those the
// main thread would have made, searchable: false pages stay out, and a small site's index is built in place.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSearchIndex } from '../../../../build/search/build-index.ts'
import type { SearchablePage } from '../../../../build/search/documents.ts'
import { buildSearchIndexAside, MIN_PAGES_FOR_INDEX_WORKER } from '../../../../build/search/index-in-worker.ts'
import { tempDir } from '../../../support/temp-dir.ts'

const WORDS = ['atom', 'store', 'selector', 'family', 'subscribe', 'reset', 'hydrate', 'suspense', 'react', 'batch']

const pages = (n: number): SearchablePage[] =>
  Array.from({ length: n }, (_, i) => ({
    source: { path: `/guide/page-${i}`, frontmatter: i % 97 === 0 ? { searchable: false } : {} },
    compiled: {
      data: {
        title: `Page ${i} ${WORDS[i % WORDS.length]}`,
        sections: [
          { id: `p${i}`, anchor: '', title: '', titles: [], text: `${WORDS[(i * 7) % 10]} and ${WORDS[(i * 3) % 10]} number ${i}`, isPage: true },
          { id: `p${i}-a`, anchor: 'usage', title: 'Usage', titles: [`Page ${i}`], text: `use ${WORDS[(i * 5) % 10]} with care`, isPage: false },
        ],
      },
    },
  }))

const options = { basePath: '/docs', sidebar: [{ prefix: '/', items: [{ text: 'Guide', items: [{ text: 'Page 1', link: '/guide/page-1' }] }] }] }

test('from the threshold on, the worker makes the same files as the main thread, searchable: false left out', async () => {
  const site = pages(MIN_PAGES_FOR_INDEX_WORKER + 5)
  const [aside, inPlace] = await Promise.all([buildSearchIndexAside(site, options as never), buildSearchIndex(site, options as never)])
  assert.equal(aside, inPlace)
  const all = aside.files.map((f) => f.content).join('\n')
  assert.ok(all.includes('/docs/guide/page-1'))
  assert.not.ok(all.includes('"/docs/guide/page-97"'), 'a page with searchable: false is not indexed')
})

test('with the words of the last build kept, the thread asks only for the edited page and makes the same files', async () => {
  const file = join(tempDir('index-thread-'), 'words.v8')
  const site = pages(MIN_PAGES_FOR_INDEX_WORKER + 5)
  const keys = site.map((_, i) => `k${i}`)
  await buildSearchIndexAside(site, { ...options, words: { file, salt: 'x', keys } } as never)
  const edited = structuredClone(site)
  edited[3]!.compiled.data.sections[0]!.text = 'an edited paragraph about reducers'
  const after = await buildSearchIndexAside(edited, { ...options, words: { file, salt: 'x', keys: keys.map((k, i) => (i === 3 ? 'k3-edited' : k)) } } as never)
  assert.equal(after, await buildSearchIndex(edited, options as never))
  assert.ok(after.files.some((f) => f.content.includes('"reducers"')))
})

test('a stopped build stops the thread: the promise rejects and no files come', async () => {
  const stop = new AbortController()
  const building = buildSearchIndexAside(pages(MIN_PAGES_FOR_INDEX_WORKER * 3), options as never, stop.signal)
  stop.abort()
  const outcome = await building.then(
    () => 'built',
    (error: Error) => error.message,
  )
  assert.match(outcome, /stopped/)
})

test('once the files are sent, a stopped build leaves the thread to save the pages’ words', async () => {
  const site = pages(MIN_PAGES_FOR_INDEX_WORKER + 5)
  const file = join(tempDir('index-thread-'), 'words.v8')
  const words = { file, salt: 'x', keys: site.map((_, i) => String(i)) }
  const stop = new AbortController()
  await buildSearchIndexAside(site, { ...options, words } as never, stop.signal)
  stop.abort()
  for (let waited = 0; !existsSync(file) && waited < 10_000; waited += 50) await new Promise((later) => setTimeout(later, 50))
  assert.ok(existsSync(file))
})

test('a small site is indexed in place, as before', async () => {
  const site = pages(20)
  assert.equal(await buildSearchIndexAside(site, options as never), await buildSearchIndex(site, options as never))
})

test.run()
