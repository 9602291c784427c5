import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Sidebar, SidebarLogo } from '../../../../../runtime/components/chrome/Sidebar.tsx'
import type { SidebarItem } from '../../../../../runtime/contract/site.ts'
import { pageModel, render, siteModel, texts } from '../../../../support/render-components.ts'

const nested: SidebarItem[] = [
  {
    text: 'Guide',
    items: [
      { text: 'Start', link: '/guide/start' },
      { text: 'Soon', link: '/guide/soon', disabled: true },
    ],
  },
  { text: 'Closed', collapsed: true, items: [{ text: 'Hidden', link: '/guide/hidden' }] },
  { text: 'Holds current', collapsed: true, items: [{ text: 'Current', link: '/guide/current' }] },
  { text: 'Linked section', link: '/guide/linked', collapsed: false, items: [{ text: 'Child', link: '/guide/child' }] },
  {
    text: 'L1',
    items: [{ text: 'L2', items: [{ text: 'L3', items: [{ text: 'L4', items: [{ text: 'L5', link: '/l5', items: [{ text: 'L6', link: '/l6' }] }] }] }] }],
  },
]

const doc = (page = {}, site = {}) =>
  render(<Sidebar site={siteModel(site)} page={pageModel({ path: '/guide/current', sidebar: { backLink: false, items: nested }, ...page })} />)

test('the logo links home (with the basePath) and the sidebar is a labelled landmark with a labelled nav', () => {
  const d = doc()
  const logo = render(<SidebarLogo site={siteModel({})} />)
  assert.is(d.querySelector('aside#sidebar')?.getAttribute('aria-label'), 'Sidebar')
  assert.is(logo.querySelector('.sidebar-logo a')?.getAttribute('href'), '/docs/')
  assert.is(d.querySelector('nav.sidebar-nav')?.getAttribute('aria-label'), 'Documentation')
  assert.equal(
    [...logo.querySelectorAll('.sidebar-logo img')].map((i) => i.getAttribute('alt')),
    ['Valdres', 'Valdres'],
  )
})

test('the current page is marked aria-current="page", and only it', () => {
  const d = doc()
  assert.equal(texts(d, '[aria-current="page"]'), ['Current'])
})

test('collapsed sections are closed <details>, unless they hold the current page; collapsed:false is open', () => {
  const d = doc()
  const byTitle = (title: string) => [...d.querySelectorAll('details')].find((el) => el.closest('li')?.textContent?.startsWith(title))
  assert.is(byTitle('Closed')?.hasAttribute('open'), false)
  assert.is(byTitle('Holds current')?.hasAttribute('open'), true)
  assert.is(byTitle('Linked section')?.hasAttribute('open'), true)
})

test('a linked collapsible section keeps its link outside the <summary> (no nested controls)', () => {
  const d = doc()
  const link = [...d.querySelectorAll('a')].find((a) => a.textContent === 'Linked section')!
  assert.is(link.getAttribute('href'), '/docs/guide/linked')
  assert.is(link.closest('summary'), null)
  assert.ok(d.querySelector('summary.sidebar-toggle')?.getAttribute('aria-label')?.includes('Linked section'))
  for (const summary of d.querySelectorAll('summary')) assert.is(summary.querySelector('a, button'), null)
})

test('disabled items are not links and are marked aria-disabled', () => {
  const d = doc()
  const soon = [...d.querySelectorAll('.sidebar-link')].find((el) => el.textContent === 'Soon')!
  assert.is(soon.tagName, 'SPAN')
  assert.is(soon.getAttribute('aria-disabled'), 'true')
})

test('sections nest five levels deep; a sixth level is not rendered', () => {
  const d = doc()
  assert.ok(d.querySelector('.sidebar-items[data-depth="5"]'))
  assert.is(d.querySelector('.sidebar-items[data-depth="6"]'), null)
  assert.ok(texts(d, '.sidebar-link').includes('L5'))
  assert.not.ok(texts(d, 'a').includes('L6'))
})

test('the back link reads Home by default and points home; absent when the sidebar has none', () => {
  const withBack = doc({ sidebar: { backLink: true, items: nested } })
  assert.is(withBack.querySelector('[data-back-link]')?.getAttribute('href'), '/docs/')
  assert.is(withBack.querySelector('[data-back-link]')?.textContent, 'Home')
  assert.is(doc().querySelector('[data-back-link]'), null)
})

test('the footer holds the social links and the theme switch, which a fixed colour scheme removes', () => {
  const d = doc()
  assert.is(d.querySelector('.sidebar-footer a[data-social="github"]')?.getAttribute('aria-label'), 'GitHub')
  assert.ok(d.querySelector('.sidebar-footer [data-theme-switch]'))
  assert.is(doc({}, { colorScheme: 'dark' }).querySelector('[data-theme-switch]'), null)
})

test('the sidebar is also the phone drawer: a native auto popover', () => {
  assert.is(doc().querySelector('#sidebar')?.getAttribute('popover'), 'auto')
})

test.run()
