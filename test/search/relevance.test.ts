// Relevance on the real site: compiles content/pages with the pipeline, indexes the sections as the browser
// does, and checks that each query finds its page in the top 3. The answers are stable facts of the API pages.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fileURLToPath } from 'node:url'
import { searchDocuments } from '../../build/search/documents.ts'
import { indexDocuments, runQuery, type SearchIndex } from '../../runtime/search/query.ts'
import { compileSite } from './pages.ts'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
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

let index: SearchIndex
test.before(async () => {
  const pages = await compileSite(ROOT)
  index = await indexDocuments(searchDocuments(pages, ''), async () => {})
})

test('the site has enough sections to make ranking meaningful', () => {
  assert.ok(index.documents.length > 100, `only ${index.documents.length} documents`)
})

for (const [query, expected] of CASES) {
  const pages = [expected].flat()
  test(`"${query}" finds ${pages.join(' or ')} in the top 3`, () => {
    const top = runQuery(index, query)
      .slice(0, 3)
      .map((h) => h.document.href.split('#')[0])
    assert.ok(
      top.some((href) => pages.includes(href!)),
      `top 3: ${top.join(', ') || '(none)'}`,
    )
  })
}

test.run()
