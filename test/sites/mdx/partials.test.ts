// Partials count as written in place: their headings take ids from the page's one slugger in document order (a
// partial used twice, beside a page heading of the same text, nested in another partial), are in the page's
// outline, are link targets, and their prose is searched under their headings.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { generateSiteFiles } from '../../../build/build-site.ts'
import { BuildError, BuildErrors } from '../../../build/errors/build-error.ts'
import type { SearchDocument } from '../../../runtime/contract/search.ts'
import { copyFixture } from '../../support/fixture-copy.ts'

const SITE = copyFixture('mdx-site').root
let page: Document
let records: SearchDocument[] = []
let markdown = ''
let llmsFull = ''

test.before(async () => {
  const site = await generateSiteFiles({ root: SITE })
  const text = (path: string) => {
    const file = site.files.find((f) => f.path === path)
    return file && 'content' in file ? String(file.content) : ''
  }
  page = new JSDOM(text('partials.html')).window.document
  markdown = text('partials.md')
  llmsFull = text('llms-full.txt')
  // The search index's record chunks, whatever their names: the JSON files holding documents with an href.
  for (const file of site.files) {
    if (!file.path.endsWith('.json')) continue
    const json = JSON.parse(text(file.path)) as unknown
    if (Array.isArray(json) && json.every((d) => typeof d?.href === 'string')) records.push(...(json as SearchDocument[]))
  }
  records = records.filter((r) => r.href.startsWith('/partials'))
})

const EXPECTED = [
  ['setup-from-a-partial', 'Setup from a partial'],
  ['setup-from-a-partial-1', 'Setup from a partial'],
  ['setup-from-a-partial-2', 'Setup from a partial'],
  ['install', 'Install'],
  ['run-the-build', 'Run the build'],
  ['last-words', 'Last words'],
]

test("the outline lists the partials' headings in document order, with ids deduplicated across page and partials", () => {
  const entries = [...page.querySelectorAll('.outline-link')].map((a) => [a.getAttribute('data-outline-id'), a.textContent])
  assert.equal(entries, EXPECTED)
  const nested = page.querySelector('.outline-link[data-outline-id="install"]')!.closest('li')!
  assert.ok(nested.querySelector('.outline-link[data-outline-id="run-the-build"]'), 'the partial h3 nests under the partial h2')
})

test('every outline entry is a heading of the article with that id, and its anchor link points at it', () => {
  const article = page.querySelector('article.prose')!
  const headings = [...article.querySelectorAll('h2, h3')].map((h) => [h.id, h.querySelector('a.heading-anchor')?.getAttribute('href')])
  assert.equal(
    headings,
    EXPECTED.map(([id]) => [id, `/partials#${id}`]),
  )
  assert.match(article.textContent!, 'The partial renders a second use and may use components')
})

test('search: one record per heading, the partial prose under its own heading, the page prose after a use under it too', () => {
  const byAnchor = new Map(records.map((r) => [r.href.split('#')[1] ?? '', r]))
  assert.equal([...byAnchor.keys()], ['', ...EXPECTED.map(([id]) => id!)])
  // Expressions and components hold no searched text, in a partial as in a page.
  assert.match(byAnchor.get('setup-from-a-partial-1')!.text, /^The partial renders and may use components: Prose after the first use/)
  assert.is(byAnchor.get('setup-from-a-partial-2')!.text, 'The partial renders and may use components:')
  assert.is(byAnchor.get('install')!.text, 'Install words from a partial that holds another.')
  assert.is(byAnchor.get('run-the-build')!.text, 'Run words from a Markdown partial inside a partial.')
  assert.equal(byAnchor.get('run-the-build')!.titles, ['Partials', 'Install'])
})

test("the page's Markdown (a.md, llms-full.txt) holds the partials' text where they are used, not their imports", () => {
  assert.ok(markdown.startsWith('---\ntitle: Partials\n---\n'), 'the frontmatter stays')
  assert.not.match(markdown, /import (Setup|Install|Run) from|<(Setup|Install|Run) /)
  const order = ['## Setup from a partial\n\nWritten', 'Prose after the first use', '## Install', '### Run the build', '## Last words']
  const at = order.map((text) => markdown.indexOf(text))
  assert.ok(
    at.every((i, k) => i > (at[k - 1] ?? -1)),
    `in document order: ${at}`,
  )
  assert.is(markdown.split('## Setup from a partial').length - 1, 3, 'the page heading and the partial used twice')
  const section = llmsFull.slice(llmsFull.indexOf('<!-- /partials -->'))
  assert.match(section, 'Run words from a Markdown partial inside a partial.')
  assert.not.match(section, 'title: Partials')
})

test("a partial's links are checked as the page's: resolved from the page, a broken one named at the partial's line", async () => {
  const partial = join(SITE, 'content/pages/_run.md')
  const original = readFileSync(partial, 'utf8')
  writeFileSync(partial, `${original}\nSee [the plain page](./plain.md) and [a page that is not](./nowhere).\n`)
  try {
    const error = await generateSiteFiles({ root: SITE }).then(
      () => undefined,
      (e: unknown) => e,
    )
    const errors = error instanceof BuildErrors ? error.errors : [error as BuildError]
    assert.instance(errors[0], BuildError, String(error))
    const broken = errors.map((e) => `${e.place.file}:${e.place.line} ${e.message}`)
    assert.equal(broken, [`${partial}:5 → /nowhere (no page or file at /nowhere)`], broken.join('\n'))
  } finally {
    writeFileSync(partial, original)
  }
})

test.run()
