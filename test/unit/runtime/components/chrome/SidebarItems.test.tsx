// Large sidebars: past LARGE_SIDEBAR_LINKS links, collapsed sections away from the current page render as one link
// to their first page, so page size stays flat as a site grows; small sidebars keep every link.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Sidebar } from '../../../../../runtime/components/chrome/Sidebar.tsx'
import { LARGE_SIDEBAR_LINKS } from '../../../../../runtime/components/chrome/SidebarItems.tsx'
import type { SidebarItem } from '../../../../../runtime/contract/site.ts'
import { pageModel, render, siteModel } from '../../../../support/render-components.ts'

function sections(count: number, perSection: number): SidebarItem[] {
  return Array.from({ length: count }, (_, s) => ({
    text: `Section ${s}`,
    collapsed: true,
    items: Array.from({ length: perSection }, (_, p) => ({ text: `Page ${s}.${p}`, link: `/s${s}/p${p}` })),
  }))
}

const docFor = (items: SidebarItem[], path: string) => render(<Sidebar site={siteModel()} page={pageModel({ path, sidebar: { backLink: false, items } })} />)

test('a large sidebar keeps the current section whole and turns the others into links to their first page', () => {
  const items = sections(10, 50) // 500 links
  assert.ok(500 > LARGE_SIDEBAR_LINKS)
  const doc = docFor(items, '/s3/p7')
  const links = [...doc.querySelectorAll('.sidebar-nav a')].map((a) => a.getAttribute('href'))
  assert.is(links.filter((h) => h!.startsWith('/docs/s3/')).length, 50, 'current section in full')
  assert.ok(links.includes('/docs/s0/p0') && links.includes('/docs/s9/p0'), 'other sections link to their first page')
  assert.not.ok(links.includes('/docs/s0/p1'), 'but not to their other pages')
  assert.is(links.length, 50 + 9)
  assert.is(doc.querySelector('[aria-current="page"]')!.getAttribute('href'), '/docs/s3/p7')
})

const withFullList = (items: SidebarItem[], path: string) =>
  render(<Sidebar site={siteModel()} page={pageModel({ path, sidebar: { backLink: false, items, fullUrl: '/docs/assets/sidebar.x.html' } })} />)

test('with a shared full list, a page carries a window of its section: the same size at 50 or 1,000 pages a section', () => {
  const small = withFullList(sections(10, 50), '/s3/p25')
  const large = withFullList(sections(10, 1000), '/s3/p500')
  const links = (doc: Document) => [...doc.querySelectorAll('.sidebar-nav a')].map((a) => a.getAttribute('href')!)
  assert.is(links(large).length, links(small).length)
  const hrefs = links(large)
  assert.ok(hrefs.includes('/docs/s3/p490') && hrefs.includes('/docs/s3/p510'), 'ten either side of the current page')
  assert.not.ok(hrefs.includes('/docs/s3/p489') || hrefs.includes('/docs/s3/p511'))
  const more = [...large.querySelectorAll('[data-sidebar-more]')]
  assert.equal(
    more.map((a) => [a.getAttribute('href'), a.textContent]),
    [
      ['/docs/assets/sidebar.x.html', '490 more…'],
      ['/docs/assets/sidebar.x.html', '489 more…'],
    ],
  )
  assert.is(large.querySelector('[data-sidebar-src]')!.getAttribute('data-sidebar-src'), '/docs/assets/sidebar.x.html')
  assert.is(large.querySelector('[aria-current="page"]')!.getAttribute('href'), '/docs/s3/p500')
})

test("a long list's window centres on the group that holds the current page, whatever form its link takes", () => {
  // One section of 100 groups of 3 pages each; the current page is the second page of group 60, linked as `…/index.html`.
  const groups: SidebarItem[] = Array.from({ length: 100 }, (_, g) => ({
    text: `Group ${g}`,
    items: Array.from({ length: 3 }, (_, p) => ({ text: `Page ${g}.${p}`, link: g === 60 && p === 1 ? `/g${g}/p${p}/index.html` : `/g${g}/p${p}` })),
  }))
  const doc = withFullList([{ text: 'Section', items: groups }], '/g60/p1/')
  const groupsShown = [...doc.querySelectorAll('.sidebar-nav a:not([data-sidebar-more])')]
    .map((a) => a.getAttribute('href')!.split('/')[2])
    .filter((g, i, all) => all.indexOf(g) === i)
  assert.equal(
    groupsShown,
    Array.from({ length: 21 }, (_, i) => `g${50 + i}`),
    'ten groups either side of group 60',
  )
  assert.is(doc.querySelector('[aria-current="page"]')!.getAttribute('href'), '/docs/g60/p1/index.html')
})

test('a small sidebar renders every link of every section', () => {
  const doc = docFor(sections(4, 10), '/s1/p1')
  assert.is(doc.querySelectorAll('.sidebar-nav a').length, 40)
})
test.run()
