// Builds the chrome fixture sites in memory and checks each layout and per-page toggle in the emitted HTML:
// the chrome is in the static HTML itself, not filled in later by JavaScript.

import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { generateSiteFiles } from '../../../build/build-site.ts'

const ROOT = join(import.meta.dirname, '../../..')
const pages = new Map<string, Document>()
const fixed = new Map<string, Document>()

async function load(root: string, into: Map<string, Document>) {
  const site = await generateSiteFiles({ root: join(ROOT, root) })
  for (const file of site.files) {
    if ('content' in file && typeof file.content === 'string' && file.path.endsWith('.html') && !file.path.endsWith('/index.html')) {
      into.set(file.path, new JSDOM(file.content).window.document)
    }
  }
}

test.before(async () => {
  await load('test/fixtures/chrome', pages)
  await load('test/fixtures/chrome-fixed', fixed)
})

const page = (path: string) => {
  const doc = pages.get(path)
  if (!doc) throw new Error(`no ${path} in [${[...pages.keys()].join(', ')}]`)
  return doc
}

test('a docs page carries the whole chrome in its HTML', () => {
  const d = page('guide/elements.html')
  assert.is(d.querySelector('.layout')?.getAttribute('data-layout'), 'docs')
  assert.is(d.querySelector('.banner .banner-content')?.textContent, 'Chrome 2.0 is out. Read the guide')
  assert.is(d.querySelector('#sidebar [aria-current="page"]')?.textContent, 'Every element')
  assert.ok(d.querySelector('.top-bar .top-nav a[data-active]')?.textContent === 'Guide', 'top nav: the match prefix marks Guide')
  assert.ok(d.querySelectorAll('.outline a').length >= 5)
  assert.is(d.querySelector('a.edit-link')?.getAttribute('href'), 'https://github.com/example/chrome/edit/main/content/pages/guide/elements.md')
  assert.is(d.querySelector('a.edit-link')?.textContent, 'Suggest changes')
  assert.ok(d.querySelector('.last-updated time')?.getAttribute('datetime'), 'last updated from git')
  assert.is(d.querySelector('a[rel="prev"]')?.getAttribute('href'), '/docs/guide/start')
  assert.is(d.querySelector('a[rel="next"]')?.getAttribute('href'), '/docs/guide/hidden', 'disabled items are skipped')
  const ai = d.querySelector('a[data-ai-cta-link]')!.getAttribute('href')!
  assert.ok(ai.startsWith('https://chatgpt.com/?hints=search&q='))
  assert.ok(decodeURIComponent(ai).includes('https://chrome.example/docs/guide/elements'), 'the prompt names the page URL')
  assert.is(d.querySelector('[data-copy-page]')?.getAttribute('data-markdown-url'), '/docs/guide/elements.md')
  assert.is(d.querySelector('[role="doc-subtitle"]')?.textContent, 'Callouts, code, steps, tables and the rest')
  assert.is(d.querySelector('.curtain-title')?.textContent, 'Every element')
  assert.ok(d.querySelector('[data-bottom-observer]'))
})

test('the sidebar of the fixture: back link, five levels, a collapsed group closed, the disabled item', () => {
  const d = page('guide/elements.html')
  assert.is(d.querySelector('[data-back-link]')?.textContent, 'Home')
  assert.ok(d.querySelector('.sidebar-items[data-depth="5"]'))
  assert.not.ok(d.body.textContent!.includes('Level 6 is not shown'))
  const collapsed = [...d.querySelectorAll('#sidebar details')].find((el) => el.textContent!.startsWith('Collapsed group'))!
  assert.is(collapsed.hasAttribute('open'), false)
  assert.is([...d.querySelectorAll('#sidebar [aria-disabled="true"]')].map((e) => e.textContent).join(), 'Coming soon')
})

test('a deep page opens every section above it', () => {
  const d = page('guide/deep/five.html')
  const current = d.querySelector('#sidebar [aria-current="page"]')!
  assert.is(current.textContent, 'Level 5')
  for (let el = current.parentElement; el; el = el.parentElement) {
    if (el.tagName === 'DETAILS') assert.ok(el.hasAttribute('open'))
  }
})

test('showOutline: false removes the outline; a number lists deeper headings', () => {
  assert.is(page('toggles/no-outline.html').querySelector('.outline'), null)
  const deep = page('toggles/outline-4.html')
  const listed = [...deep.querySelectorAll('.outline a')].map((a) => a.textContent)
  assert.equal(listed, ['Second', 'Third', 'Fourth'])
})

test('showAiCta: false removes the page actions; showTopNav: false the top bar; showSidebar: false the sidebar', () => {
  assert.is(page('toggles/no-ai.html').querySelector('[data-ai-cta]'), null)
  assert.ok(page('toggles/no-ai.html').querySelector('.outline'))
  assert.is(page('toggles/no-topnav.html').querySelector('.top-bar'), null)
  const noSidebar = page('toggles/no-sidebar.html')
  assert.is(noSidebar.querySelector('#sidebar'), null)
  assert.ok(noSidebar.querySelector('.top-bar-desktop .site-logo-link'), 'the logo moves to the top bar')
})

test('content width and paddings from frontmatter (numbers become px)', () => {
  const style = page('toggles/width.html').querySelector('.layout')!.getAttribute('style')!
  assert.match(style, /--content-width:600px/)
  assert.match(style, /--content-padding-x:10px/)
  assert.match(style, /--content-padding-y:12px/)
})

test('landing: no sidebar, outline or page actions; the logo hidden; social footer', () => {
  const d = page('index.html')
  assert.is(d.querySelector('.layout')?.getAttribute('data-layout'), 'landing')
  assert.is(d.querySelector('#sidebar, .outline, [data-ai-cta], .curtain, .docs-footer'), null)
  assert.is(d.querySelector('.top-bar .site-logo-link'), null)
  assert.ok(d.querySelector('.home-logo img'))
  assert.equal(
    [...d.querySelectorAll('.site-footer a')].map((a) => a.getAttribute('aria-label')),
    ['GitHub', 'Discord', 'Telegram', 'Warpcast', 'X (Twitter)'],
  )
})

test('minimal and 404: minimal layout with the logo in the top bar and no sidebar', () => {
  for (const path of ['toggles/minimal.html', '404.html']) {
    const d = page(path)
    assert.is(d.querySelector('.layout')?.getAttribute('data-layout'), 'minimal', path)
    assert.is(d.querySelector('#sidebar, .outline, [data-ai-cta]'), null, path)
    assert.ok(d.querySelector('.top-bar-desktop .site-logo-link'), path)
  }
  assert.ok(page('404.html').body.textContent!.includes('The page you were looking for could not be found.'))
})

test('a fixed colour scheme: dark baked into <html>, no theme switch; banner without dismiss; no AI link', () => {
  const d = fixed.get('index.html')!
  assert.ok(d.documentElement.classList.contains('dark'))
  assert.is(d.querySelector('[data-theme-switch]'), null)
  assert.ok(d.querySelector('.banner'))
  assert.is(d.querySelector('[data-banner-dismiss]'), null)
  assert.is(d.querySelector('[data-ai-cta]'), null)
  assert.is(d.querySelector('a.edit-link'), null)
  assert.ok(d.querySelector('.outline'))
})

test.run()
