// Relevance on the real site: compiles content/pages with the pipeline, builds the split index as the build
// does, queries it with the browser's code, and checks that each query finds its page in the top 3 (and that a
// page named by the query comes first). The answers are stable facts of the API pages.

import { fileURLToPath } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { loadConfig } from '../../../build/config/load.ts'
import { buildSearchIndex } from '../../../build/search/build-index.ts'
import { openMemoryIndex } from '../../../build/search/memory-index.ts'
import { withTreeSidebar } from '../../../build/stages/plan.ts'
import { runQuery } from '../../../runtime/search/query.ts'
import type { SearchIndex } from '../../../runtime/search/split-index.ts'
import { compileSite } from '../../support/search-pages.ts'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const R = '/valdres-react/api'
const V = '/valdres/api'

/** query → the page (or any of the pages) that must be among the first three results; why in a comment. */
const CASES: [string, string | string[]][] = [
  // exact API names
  ['useSetAtom', `${R}/useSetAtom`],
  ['useAtom', `${R}/useAtom`],
  ['useValue', `${R}/useValue`],
  ['useResetAtom', `${R}/useResetAtom`],
  ['useStoreId', `${R}/useStoreId`],
  ['Provider', `${R}/Provider`],
  ['selectorFamily', `${V}/selectorFamily`],
  ['atomFamily', [`${V}/atomFamily`, `${R}/atomFamily`]],
  ['deepFreeze', `${V}/deepFreeze`],
  ['globalStore', `${V}/globalStore`],
  ['isSelector', `${V}/isSelector`],
  ['store.get', `${V}/store-get`],
  ['store.txn', `${V}/txn`],
  ['onMount', `${V}/atom-options`],
  // plain words and phrases
  ['RecoilRoot', '/valdres-react/valdres-vs-recoil'],
  ['useSyncExternalStore', '/valdres-react/performance'],
  ['vs jotai', '/valdres-react/valdres-vs-jotai'],
  ['color mode', ['/@valdres/color-mode', '/@valdres-react/color-mode']],
  // typos (one letter off in a word of 5+ letters)
  ['selectorFamilly', `${V}/selectorFamily`],
  ['useValdresCalback', `${R}/useValdresCallback`],
  ['deepFreze', `${V}/deepFreeze`],
  // prefixes, as typed
  ['useTrans', `${R}/useTransaction`],
  ['createStoreWith', `${V}/createStoreWithSelectorSet`],
  ['useValdresValueWith', `${R}/useValdresValueWithDefault`],
  // words found only in a heading
  ['bridging renderer', `${R}/StoreContext`],
  ['hotkey strings', '/@valdres-react/hotkeys'],
]

/** query → the page that must come first: a page titled by the query outranks sections with that heading. */
const FIRST: [string, string | string[]][] = [
  ['atomFamily', [`${V}/atomFamily`, `${R}/atomFamily`]],
  ['selectorFamily', `${V}/selectorFamily`],
  ['store.get', `${V}/store-get`],
  ['useSetAtom', `${R}/useSetAtom`],
]

let index: SearchIndex
const hrefs = async (query: string, n: number) => (await runQuery(index, query)).slice(0, n).map((h) => h.document.href.split('#')[0]!)
test.before(async () => {
  const pages = await compileSite(ROOT)
  const config = withTreeSidebar(await loadConfig(ROOT), pages)
  index = openMemoryIndex(await buildSearchIndex(pages, { basePath: '', sidebar: config.sidebar })).index
})

test('the site has enough sections to make ranking meaningful', () => {
  assert.ok(index.manifest.documents > 100, `only ${index.manifest.documents} documents`)
})

for (const [query, expected] of CASES) {
  const pages = [expected].flat()
  test(`"${query}" finds ${pages.join(' or ')} in the top 3`, async () => {
    const top = await hrefs(query, 3)
    assert.ok(
      top.some((href) => pages.includes(href)),
      `top 3: ${top.join(', ') || '(none)'}`,
    )
  })
}

for (const [query, expected] of FIRST) {
  const pages = [expected].flat()
  test(`"${query}" lists the page ${pages.join(' or ')} first, with the page itself (not one of its sections)`, async () => {
    const [first] = await runQuery(index, query)
    assert.ok(first && pages.includes(first.document.href) && first.document.isPage, `first: ${first?.document.href ?? '(none)'}`)
  })
}

test('results say where they live: the sidebar groups above the page (package, then section)', async () => {
  const atoms = (await runQuery(index, 'atom')).filter((h) => h.document.title === 'atom' && h.document.isPage)
  assert.equal(
    atoms.map((h) => h.document.location).sort(),
    [
      ['valdres', 'API', 'State'],
      ['valdres-react', 'API'],
    ].sort(),
  )
})

test.run()
