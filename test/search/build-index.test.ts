// The index builder: one document per recorded section, basePath and anchors in links, the `searchable: false`
// opt-out, plain text only, and a file name that follows the content.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSearchIndex } from '../../build/search/build-index.ts'
import type { SearchDocument } from '../../runtime/contract/search.ts'
import { parseSearchDocuments } from '../../runtime/search/index-file.ts'
import { compileTexts } from './pages.ts'

const PAGES = {
  '/guide/atoms': `---
title: Atoms
---
# Atoms

An atom holds **stored state**.

## Creating an atom

Call \`atom(defaultValue)\`.

### Default values

Any value works.

## Reading

Use \`store.get\`.
`,
  '/hidden': `---
searchable: false
---
# Hidden page

Secret words.
`,
  '/': `# Home

Welcome.
`,
}

const docsOf = (content: string): SearchDocument[] => parseSearchDocuments(JSON.parse(content))

test('one document per section, with the spec fields and parent headings', async () => {
  const index = await buildSearchIndex(await compileTexts(PAGES), '')
  const docs = docsOf(index.content)
  assert.is(index.documents, docs.length)
  const atoms = docs.filter((d) => d.href.startsWith('/guide/atoms'))
  assert.equal(
    atoms.map((d) => [d.title, d.titles, d.isPage]),
    [
      ['Atoms', [], true],
      ['Creating an atom', ['Atoms'], false],
      ['Default values', ['Atoms', 'Creating an atom'], false],
      ['Reading', ['Atoms'], false],
    ],
  )
  assert.equal(
    atoms.map((d) => d.id),
    ['/guide/atoms', '/guide/atoms#creating-an-atom', '/guide/atoms#default-values', '/guide/atoms#reading'],
  )
  assert.is(atoms[0]!.text, 'An atom holds stored state.')
  assert.is(atoms[1]!.text, 'Call atom(defaultValue).')
})

test('links carry the basePath and the anchor', async () => {
  const docs = docsOf((await buildSearchIndex(await compileTexts(PAGES), '/docs')).content)
  assert.equal(
    docs.map((d) => d.href),
    ['/docs/guide/atoms', '/docs/guide/atoms#creating-an-atom', '/docs/guide/atoms#default-values', '/docs/guide/atoms#reading', '/docs/'],
  )
})

test('a page with searchable: false is left out', async () => {
  const docs = docsOf((await buildSearchIndex(await compileTexts(PAGES), '')).content)
  assert.not.ok(docs.some((d) => d.href.startsWith('/hidden') || d.text.includes('Secret')))
  assert.ok(docs.some((d) => d.href === '/'))
})

test('the index stores plain text, never HTML', async () => {
  const content = (
    await buildSearchIndex(await compileTexts({ '/x': '# X\n\nSome <b>bold</b> and `code` and [a link](/y).\n\n```ts\nconst a = 1 < 2\n```\n' }), '')
  ).content
  assert.not.ok(/<\/?(b|code|a|span|pre)\b/.test(content), content)
  assert.ok(docsOf(content)[0]!.text.includes('const a = 1 < 2'))
})

test('the file is .vocs/search-index-<hash>.json: the same for the same content, new when content changes', async () => {
  const first = await buildSearchIndex(await compileTexts(PAGES), '')
  const again = await buildSearchIndex(await compileTexts(PAGES), '')
  assert.match(first.path, /^\.vocs\/search-index-[A-Za-z0-9]{10}\.json$/)
  assert.is(again.path, first.path)
  const edited = await buildSearchIndex(await compileTexts({ ...PAGES, '/': '# Home\n\nWelcome back.\n' }), '')
  assert.is.not(edited.path, first.path)
  const rebased = await buildSearchIndex(await compileTexts(PAGES), '/docs')
  assert.is.not(rebased.path, first.path)
})

test.run()
