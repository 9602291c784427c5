// The MDX fixture site built in memory: expressions and exports run at build time, imports resolve with and without
// extension and through ~/, packages import, partials render (with props, .md too), the Markdown plugins still apply
// inside MDX, Vocs's component module maps to the site's components, and islands carry their props and chunk.
import { JSDOM } from 'jsdom'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { generateSiteFiles } from '../../build/build-site.ts'
import { copyFixture } from '../support/fixture-copy.ts'

// A private copy: the build's cache must not land in the fixture other tests copy at the same time.
const SITE = copyFixture('mdx-site').root
const docs = new Map<string, Document>()
let files: string[] = []

test.before(async () => {
  const site = await generateSiteFiles({ root: SITE })
  files = site.files.map((f) => f.path)
  for (const file of site.files) {
    if ('content' in file && typeof file.content === 'string' && file.path.endsWith('.html')) docs.set(file.path, new JSDOM(file.content).window.document)
  }
})

const article = (path: string) => docs.get(path)!.querySelector('article.prose')!

test('expressions, exports, frontmatter and an installed package run at build time', () => {
  const text = article('index.html').textContent!
  assert.match(text, 'The answer is 42; the title is MDX home; valdres makes objects.')
  assert.is(article('index.html').querySelector('strong.shout')?.textContent, 'Local components render in place.')
  assert.match(article('no-islands.html').textContent!, 'Expressions run at build time: 2, 4, 6.')
})

test('the Markdown plugins work inside MDX: title, callouts, highlighted code with its title', () => {
  const a = article('index.html')
  assert.is(a.querySelector('h1')?.id, 'mdx-home')
  assert.is(a.querySelector('aside.callout[data-callout="tip"]')?.textContent, 'Directives still work in MDX.')
  assert.is(a.querySelector('.code-block .code-title-text')?.textContent, 'example.ts')
  assert.ok(a.querySelector('pre.shiki code span.line span[class^="c"]'), 'code tokens carry colour classes')
})

test('partials render as components: an .mdx one with a prop and its own import, and a Markdown one', () => {
  const a = article('index.html')
  assert.is(a.querySelector('h2#setup-from-a-partial')?.textContent, 'Setup from a partial')
  assert.match(a.textContent!, 'The partial renders a prop and may use components: in partial')
  assert.is(a.querySelector('a[href="/directives"]')?.textContent, 'link to the directives')
  assert.ok(!files.some((f) => f.includes('_setup') || f.includes('_note')), 'files starting with _ are not pages')
})

test('imported components are islands: relative without extension, default export through ~/ with extension', () => {
  const islands = [...article('index.html').querySelectorAll('vellum-island')]
  const counters = islands.filter((i) => i.getAttribute('data-src')?.includes('/Counter-'))
  assert.equal(
    counters.map((i) => [i.getAttribute('data-export'), i.getAttribute('data-when')]),
    [
      ['Counter', 'load'],
      ['default', 'load'],
    ],
  )
  assert.equal(JSON.parse(counters[0]!.getAttribute('data-props')!).start, 3)
  assert.is(counters[0]!.querySelector('output')?.textContent, '3', 'server HTML rendered with the props')
  for (const island of islands) assert.ok(files.includes(island.getAttribute('data-src')!.slice(1)), `${island.getAttribute('data-src')} is emitted`)
})

test('static renders HTML only, client:only renders none', () => {
  const a = article('directives.html')
  const only = a.querySelector('vellum-island[data-when="only"]')!
  assert.is(only.innerHTML, '')
  assert.ok(a.querySelector('[data-counter="Static"]'))
  assert.not.ok(a.querySelector('[data-counter="Static"]')!.closest('vellum-island'))
  assert.is(article('no-islands.html').querySelector('vellum-island'), null)
})

test("vocs/components: Vocs's names map to the site's components", () => {
  const a = article('vocs.html')
  assert.is(a.querySelector('aside.callout[data-callout="warning"]')?.textContent, 'A callout imported from vocs/components.')
  assert.is(a.querySelector('.steps .step h3')?.textContent, 'First')
  assert.is(a.querySelector('a.button')?.getAttribute('href'), '/directives')
  assert.match(a.textContent!, 'Raw text.')
  assert.is(a.querySelector('.home-tagline')?.textContent, 'A tagline.')
  assert.is(a.querySelector('vellum-island'), null, 'none of them is an island')
})

test.run()
