// The <head>: the site name and social image for link previews (a site path made absolute), the browser's theme
// colour per colour scheme (one when the config fixes it), and theme colours equal to the stylesheet's --bg.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { atomFeed } from '../../../../build/output/feed.ts'
import { pageTitle, renderHead, THEME_COLORS } from '../../../../build/render/head.ts'
import { testConfig } from '../../../support/compile-markdown.tsx'

const head = (config: Record<string, unknown>) => renderHead(testConfig(config), { path: '/guide/a', title: 'A', description: 'About A', stylesheets: [] })

test('og:site_name, og:image as an absolute URL (origin and basePath) and a large Twitter card', () => {
  const html = head({ title: 'Valdres', baseUrl: 'https://valdres.dev/', basePath: '/docs', ogImageUrl: '/og.png' })
  assert.match(html, '<meta property="og:site_name" content="Valdres">')
  assert.match(html, '<meta property="og:image" content="https://valdres.dev/docs/og.png">')
  assert.match(html, '<meta name="twitter:card" content="summary_large_image">')
  assert.match(head({ ogImageUrl: 'https://img.example/card.png?t=%title' }), '<meta property="og:image" content="https://img.example/card.png?t=A">')
})

test('the title template applies unless the page title already names the site, as in Vocs', () => {
  const config = testConfig({ title: 'Lamp Oil' })
  assert.is(pageTitle(config, 'Wicks'), 'Wicks – Lamp Oil')
  assert.is(pageTitle(config, 'Why Lamp Oil burns clean'), 'Why Lamp Oil burns clean')
  assert.is(pageTitle(config, 'Lamp Oil'), 'Lamp Oil')
  assert.is(pageTitle(config, ''), 'Lamp Oil')
})

test('theme-color: one per colour scheme, or the fixed scheme only', () => {
  const both = head({})
  assert.match(both, `<meta name="theme-color" content="${THEME_COLORS.light}" media="(prefers-color-scheme: light)">`)
  assert.match(both, `<meta name="theme-color" content="${THEME_COLORS.dark}" media="(prefers-color-scheme: dark)">`)
  const fixed = head({ theme: { colorScheme: 'dark' } })
  assert.equal(fixed.match(/name="theme-color"/g), ['name="theme-color"'])
  assert.match(fixed, `<meta name="theme-color" content="${THEME_COLORS.dark}">`)
})

test('the theme colours are the page backgrounds of the stylesheet', () => {
  const css = readFileSync(join(import.meta.dirname, '../../../../runtime/styles/00-tokens.css'), 'utf8')
  const bg = (selector: string) => /--bg:\s*(#[0-9a-f]+);/i.exec(css.slice(css.indexOf(`${selector} {`)))![1]
  assert.is(THEME_COLORS.light, bg(':root'))
  assert.is(THEME_COLORS.dark, bg('html.dark'))
})

test('Atom feed: every entry has an author; a post without authors is credited to the site', () => {
  const feed = atomFeed(testConfig({ title: 'Valdres', baseUrl: 'https://valdres.dev' }), [
    { path: '/blog/a', title: 'A', authors: ['[Ada](https://example.com)', 'Grace'], date: '2024-01-01' },
    { path: '/blog/b', title: 'B', authors: [], date: '2024-02-01' },
  ])
  const entries = feed.split('<entry>').slice(1)
  assert.is(entries.length, 2)
  assert.match(entries[0]!, '<author><name>Ada</name></author><author><name>Grace</name></author>')
  assert.match(entries[1]!, '<author><name>Valdres</name></author>')
})

test.run()
