import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { activeTopNavId, formatUpdated } from '../../../../build/render/page-model.ts'
import type { TopNavItem } from '../../../../runtime/contract/site.ts'

const nav: TopNavItem[] = [
  { id: 0, text: 'React', link: '/valdres-react/introduction', match: '/valdres-react' },
  { id: 1, text: 'Vanilla', link: '/valdres/intro.html' },
  { id: 2, text: 'More', items: [{ id: 3, text: 'Blog', link: '/blog' }] },
  { id: 4, text: 'External', link: 'https://example.com' },
]

test('active top-nav item: match prefix, else the link (.html ignored), children make the parent active', () => {
  assert.is(activeTopNavId(nav, '/valdres-react/api/useAtom'), 0)
  assert.is(activeTopNavId(nav, '/valdres-react'), 0)
  assert.is(activeTopNavId(nav, '/valdres-reactive'), undefined, 'a prefix matches whole segments')
  assert.is(activeTopNavId(nav, '/valdres/intro'), 1)
  assert.is(activeTopNavId(nav, '/blog/post'), 2)
  assert.is(activeTopNavId(nav, '/elsewhere'), undefined)
})

test('the last matching item wins (as in Vocs)', () => {
  const overlapping: TopNavItem[] = [
    { id: 0, text: 'All', link: '/', match: '/docs' },
    { id: 1, text: 'API', link: '/docs/api' },
  ]
  assert.is(activeTopNavId(overlapping, '/docs/api/atom'), 1)
  assert.is(activeTopNavId(overlapping, '/docs/guide'), 0)
})

test('a prefix of / matches every page, as in Vocs: `match: "/"` keeps an item active everywhere', () => {
  const everywhere: TopNavItem[] = [
    { id: 0, text: 'Guides', link: '/getting-started', match: '/' },
    { id: 1, text: 'v1', items: [{ id: 2, text: 'Changelog', link: 'https://example.com/changelog' }] },
  ]
  assert.is(activeTopNavId(everywhere, '/'), 0)
  assert.is(activeTopNavId(everywhere, '/api-reference'), 0)
  assert.is(activeTopNavId([{ id: 5, text: 'Docs', link: '/docs' }, ...everywhere], '/docs/intro'), 0, 'a later "/" item wins')
})

test('last updated is formatted in UTC, the same on every build machine', () => {
  assert.is(formatUpdated(Date.UTC(2024, 2, 5, 23, 59)), 'March 5, 2024')
})

test.run()
