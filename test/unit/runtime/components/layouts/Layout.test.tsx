import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Layout } from '../../../../../runtime/components/layouts/Layout.tsx'
import type { PageModel, SiteModel } from '../../../../../runtime/contract/page-model.ts'
import { pageModel, render, siteModel } from '../../../../support/render-components.ts'

const banner = { content: 'News', dismissable: true as const, height: '40px', backgroundColor: '#000', textColor: '#fff', rendered: 'News' }
const layout = (page: Partial<PageModel> = {}, site: Partial<SiteModel> = {}) =>
  render(
    <Layout site={siteModel({ banner, ...site })} page={pageModel(page)} posts={[]}>
      <h1>Body</h1>
    </Layout>,
  )

test('docs: skip link, banner, logo, top bar, sidebar, outline, content, footer, bottom marker, in that order', () => {
  const d = layout()
  const order = [
    '.skip-link',
    '.banner',
    '.sidebar-logo',
    '.top-bar',
    '#sidebar',
    '#page-aside',
    'main#content',
    'footer.docs-footer',
    '[data-bottom-observer]',
  ]
  const nodes = order.map((s) => d.querySelector(s))
  for (const [i, n] of nodes.entries()) assert.ok(n, `missing ${order[i]}`)
  for (let i = 1; i < nodes.length; i++) {
    assert.ok(nodes[i - 1]!.compareDocumentPosition(nodes[i]!) & 4, `${order[i - 1]} before ${order[i]}`)
  }
  assert.is(d.querySelector('.skip-link')?.getAttribute('href'), '/docs/react/intro#content', 'a hash link with the page path')
  assert.is(d.querySelector('main#content')?.getAttribute('tabindex'), '-1')
  assert.is(d.querySelector('[data-bottom-observer]')?.getAttribute('aria-hidden'), 'true')
})

test('banner: content, colours and height; a dismiss button unless dismissable is the string "false"', () => {
  const d = layout()
  const el = d.querySelector('.banner')!
  assert.is(el.getAttribute('role'), 'region')
  assert.is(el.textContent, 'News')
  assert.match(el.getAttribute('style')!, /--banner-bg:#000/)
  assert.match(d.querySelector('.layout')!.getAttribute('style')!, /--banner-height:40px/)
  assert.is(d.querySelector('[data-banner-dismiss]')?.getAttribute('aria-label'), 'Dismiss banner')
  assert.ok(layout({}, { banner: { ...banner, dismissable: false } }).querySelector('[data-banner-dismiss]'), 'boolean false keeps the button (Vocs semantics)')
  assert.is(layout({}, { banner: { ...banner, dismissable: 'false' } }).querySelector('[data-banner-dismiss]'), null)
  assert.is(layout({}, { banner: undefined }).querySelector('.banner'), null)
})

test('toggles: showSidebar, showTopNav, outline off and AI link off each remove their part', () => {
  assert.is(layout({ showSidebar: false }).querySelector('#sidebar'), null)
  assert.is(layout({ showTopNav: false }).querySelector('.top-bar'), null)
  assert.ok(layout({ showTopNav: false }).querySelector('.curtain'), 'the phone bar stays for the sidebar and outline')
  assert.is(layout({ outlineMaxLevel: false }).querySelector('.outline'), null)
  assert.is(layout({ showAiCta: false }).querySelector('[data-ai-cta]'), null)
  assert.is(layout({ outlineMaxLevel: false, showAiCta: false }).querySelector('#page-aside, [data-outline-trigger]'), null)
})

test('content width and paddings reach the stylesheet as custom properties', () => {
  const style = layout({ content: { width: '600px', horizontalPadding: '10px', verticalPadding: '12px' } })
    .querySelector('.layout')!
    .getAttribute('style')!
  assert.match(style, /--content-width:600px/)
  assert.match(style, /--content-padding-x:10px/)
  assert.match(style, /--content-padding-y:12px/)
})

test('the configured fonts are passed to the theme', () => {
  const style = layout({}, { fonts: { mono: "'Fira Code'" } })
    .querySelector('.layout')!
    .getAttribute('style')!
  assert.match(style, /--font-mono-configured:'Fira Code'/)
})

test('landing: no sidebar, no outline, no curtain; content is text as on other pages; social footer', () => {
  const d = layout({ layout: 'landing', showSidebar: false, outlineMaxLevel: false, showAiCta: false, showLogo: false })
  assert.is(d.querySelector('.layout')?.getAttribute('data-layout'), 'landing')
  assert.is(d.querySelector('#sidebar, .curtain, #page-aside, .docs-footer'), null)
  assert.ok(d.querySelector('main#content > article.prose h1'))
  assert.ok(d.querySelector('footer.site-footer a[data-social="github"][target="_blank"]'))
  assert.is(d.querySelector('.site-logo-link'), null, 'showLogo false hides the logo')
})

test('minimal: prose column, top bar with the logo, social footer', () => {
  const d = layout({ layout: 'minimal', showSidebar: false, outlineMaxLevel: false, showAiCta: false })
  assert.is(d.querySelector('.layout')?.getAttribute('data-layout'), 'minimal')
  assert.ok(d.querySelector('main#content > article.prose h1'))
  assert.ok(d.querySelector('.top-bar-desktop .site-logo-link'))
  assert.ok(d.querySelector('footer.site-footer'))
  assert.is(d.querySelector('#sidebar'), null)
})

test('landmarks: one main, navs and asides labelled', () => {
  const d = layout()
  assert.is(d.querySelectorAll('main').length, 1)
  for (const el of d.querySelectorAll('nav, aside')) assert.ok(el.getAttribute('aria-label') || el.getAttribute('aria-labelledby'), el.outerHTML.slice(0, 60))
})

test.run()
