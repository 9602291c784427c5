import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { DocsFooter } from '../../../../../runtime/components/chrome/DocsFooter.tsx'
import { nestOutline, Outline } from '../../../../../runtime/components/chrome/Outline.tsx'
import { PageAside } from '../../../../../runtime/components/chrome/PageAside.tsx'
import { SocialFooter } from '../../../../../runtime/components/chrome/SocialFooter.tsx'
import { pageModel, render, siteModel, texts } from '../../../../support/render-components.ts'

const items = pageModel().outline

test('outline: titled "On this page", h2–h3 by default as nested lists of links to the headings', () => {
  const d = render(<Outline items={items} maxLevel={3} pagePath="/docs/react/intro" />)
  const nav = d.querySelector('nav.outline')!
  assert.is(d.getElementById(nav.getAttribute('aria-labelledby')!)?.textContent, 'On this page')
  assert.equal(texts(d, '.outline > ul > li > a'), ['Install', 'Usage'])
  assert.equal(texts(d, '.outline ul ul a'), ['npm'])
  assert.is(d.querySelector('a.outline-link')?.getAttribute('href'), '/docs/react/intro#install')
})

test('outline: showOutline as a number sets the deepest level; no headings, no outline', () => {
  const d = render(<Outline items={items} maxLevel={4} pagePath="/p" />)
  assert.equal(texts(d, '.outline ul ul ul a'), ['Deep'])
  assert.is(render(<Outline items={[]} maxLevel={3} pagePath="/p" />).querySelector('.outline'), null)
  assert.is(render(<Outline items={[{ id: 'x', level: 5, text: 'X' }]} maxLevel={3} pagePath="/p" />).querySelector('.outline'), null)
})

test('outline: a heading that skips a level joins the nearest parent', () => {
  const nodes = nestOutline(
    [
      { id: 'a', level: 3, text: 'A' },
      { id: 'b', level: 2, text: 'B' },
      { id: 'c', level: 4, text: 'C' },
    ],
    2,
    4,
  )
  assert.equal(
    nodes.map((n) => [n.item.id, n.children.map((c) => c.item.id)]),
    [
      ['a', []],
      ['b', ['c']],
    ],
  )
})

test('aside: "Ask in ChatGPT" carries its prompt in the HTML; "Copy page for LLMs" knows the Markdown URL', () => {
  const d = render(<PageAside site={siteModel({ outlineFooter: 'Footer note' })} page={pageModel()} />)
  const link = d.querySelector('a[data-ai-cta-link]')!
  assert.is(link.textContent, 'Ask in ChatGPT')
  assert.is(link.getAttribute('href'), 'https://chatgpt.com/?hints=search&q=Please%20read')
  assert.is(link.getAttribute('target'), '_blank')
  const copy = d.querySelector('[data-copy-page]')!
  assert.is(copy.textContent, 'Copy page for LLMs')
  assert.is(copy.getAttribute('data-markdown-url'), '/docs/react/intro.md')
  assert.is(d.querySelector('.outline-footer')?.textContent, 'Footer note')
  assert.is(d.querySelector('aside#page-aside')?.getAttribute('aria-label'), 'On this page')
})

test('aside: not rendered with neither outline nor AI link; showAiCta false drops the actions only', () => {
  assert.is(render(<PageAside site={siteModel()} page={pageModel({ outlineMaxLevel: false, showAiCta: false })} />).querySelector('aside'), null)
  const d = render(<PageAside site={siteModel()} page={pageModel({ showAiCta: false })} />)
  assert.is(d.querySelector('[data-ai-cta]'), null)
  assert.ok(d.querySelector('.outline'))
})

test('docs footer: edit link with its text, last updated as <time datetime>, previous/next links', () => {
  const at = Date.UTC(2024, 2, 5, 10, 30)
  const d = render(
    <DocsFooter
      site={siteModel({ editLinkText: 'Suggest changes' })}
      page={pageModel({
        editUrl: 'https://github.com/x/edit/main/react/intro.md',
        lastUpdatedAt: at,
        lastUpdatedText: 'March 5, 2024',
        prev: { text: 'Home', link: '/' },
      })}
    />,
  )
  const edit = d.querySelector('a.edit-link')!
  assert.is(edit.textContent, 'Suggest changes')
  assert.is(edit.getAttribute('href'), 'https://github.com/x/edit/main/react/intro.md')
  assert.is(edit.getAttribute('target'), '_blank')
  const time = d.querySelector('.last-updated time')!
  assert.is(time.getAttribute('datetime'), '2024-03-05T10:30:00.000Z')
  assert.ok(d.querySelector('.last-updated')!.textContent!.startsWith('Last updated:'))
  assert.is(d.querySelector('a[rel="prev"]')?.getAttribute('href'), '/docs/')
  assert.is(d.querySelector('a[rel="next"]')?.getAttribute('href'), '/docs/react/next')
  assert.is(d.querySelector('a[rel="next"] .pager-title')?.textContent, 'Next')
  assert.is(d.querySelector('nav.pager')?.getAttribute('aria-label'), 'Previous and next page')
})

test('docs footer: without edit link, date or neighbours it renders only the landmark', () => {
  const d = render(<DocsFooter site={siteModel()} page={pageModel({ next: undefined })} />)
  assert.is(d.querySelector('footer')?.children.length, 0)
})

test('social footer: every icon kind, new tab, with an accessible name', () => {
  const socials = (['discord', 'github', 'telegram', 'warpcast', 'x'] as const).map((icon) => ({
    icon,
    link: `https://${icon}.example`,
    label: icon.toUpperCase(),
  }))
  const d = render(<SocialFooter site={siteModel({ socials })} />)
  const links = [...d.querySelectorAll('footer a')]
  assert.is(links.length, 5)
  for (const a of links) {
    assert.is(a.getAttribute('target'), '_blank')
    assert.is(a.getAttribute('rel'), 'noopener noreferrer')
    assert.ok(a.getAttribute('aria-label'))
    assert.ok(a.querySelector('svg[aria-hidden="true"]'))
  }
})

test.run()
