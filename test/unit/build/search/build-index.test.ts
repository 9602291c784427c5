// The index builder: one document per recorded section, basePath and anchors in links, the page's place in the
// sidebar, the `searchable: false` opt-out, plain text only, and file names that follow the content.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSearchIndex, type SearchIndexFiles, splitIndex } from '../../../../build/search/build-index.ts'
import type { SearchDocument } from '../../../../runtime/contract/search.ts'
import { parseManifest, parseRecordChunk } from '../../../../runtime/search/index-file.ts'
import { compileTexts } from '../../../support/search-pages.ts'

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

/** Every stored document, read back through the manifest as the browser would. */
function docsOf(built: SearchIndexFiles): SearchDocument[] {
  const file = (path: string) => built.files.find((f) => f.path === path)!.content
  const manifest = parseManifest(JSON.parse(file(built.path)))
  return manifest.records.flatMap(([, name]) => parseRecordChunk(JSON.parse(file(`.vocs/${name}`))))
}
const build = async (pages: Record<string, string>, basePath = '') => buildSearchIndex(await compileTexts(pages), { basePath })

test('one document per section, with the spec fields and parent headings', async () => {
  const index = await build(PAGES)
  const docs = docsOf(index)
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
  const docs = docsOf(await build(PAGES, '/docs'))
  assert.equal(
    docs.map((d) => d.href),
    ['/docs/guide/atoms', '/docs/guide/atoms#creating-an-atom', '/docs/guide/atoms#default-values', '/docs/guide/atoms#reading', '/docs/'],
  )
})

test('a page with searchable: false is left out', async () => {
  const docs = docsOf(await build(PAGES))
  assert.not.ok(docs.some((d) => d.href.startsWith('/hidden') || d.text.includes('Secret')))
  assert.ok(docs.some((d) => d.href === '/'))
})

test('the index stores plain text, never HTML', async () => {
  const built = await build({ '/x': '# X\n\nSome <b>bold</b> and `code` and [a link](/y).\n\n```ts\nconst a = 1 < 2\n```\n' })
  for (const { content } of built.files) assert.not.ok(/<\/?(b|code|a|span|pre)\b/.test(content), content)
  assert.ok(docsOf(built)[0]!.text.includes('const a = 1 < 2'))
})

test('the manifest is .vocs/search-index.json, whatever the text; its chunks sit beside it, each named by its own bytes', async () => {
  const first = await build(PAGES)
  const again = await build(PAGES)
  assert.is(first.path, '.vocs/search-index.json')
  assert.is(first.files[0]!.path, first.path)
  for (const f of first.files.slice(1)) assert.match(f.path, /^\.vocs\/search-index-(terms|docs)-[A-Za-z0-9]{10}\.json$/)
  assert.equal(
    again.files.map((f) => f.path),
    first.files.map((f) => f.path),
  )
  // An edit renames the chunks that hold the changed text, never the manifest every page names.
  const edited = await build({ ...PAGES, '/': '# Home\n\nWelcome back.\n' })
  assert.is(edited.path, first.path)
  assert.is.not(edited.files[0]!.content, first.files[0]!.content)
  assert.ok(
    edited.files.slice(1).some((f) => !first.files.some((g) => g.path === f.path)),
    'a changed chunk has a new name',
  )
})

test("an edit to one section renames only the term chunks of its words: the rest stay in readers' caches", () => {
  // 3,000 sections of 40 words each from a 4,000-word vocabulary (a fixed pseudo-random sequence).
  let seed = 7
  const next = () => {
    seed = (seed * 48271) % 2147483647
    return seed
  }
  const docs: SearchDocument[] = Array.from({ length: 3000 }, (_, i) => ({
    id: `/p${i}`,
    title: `Page ${i}`,
    titles: [],
    text: Array.from({ length: 40 }, () => `w${next() % 4000}`).join(' '),
    href: `/p${i}`,
    isPage: true,
    location: [],
  }))
  const termChunks = (built: SearchIndexFiles) => built.files.filter((f) => f.path.includes('-terms-'))
  const before = termChunks(splitIndex(docs))
  // The edit adds 40 words no other section has, which moves the average section length by 0.03%.
  const added = Array.from({ length: 40 }, (_, k) => `w${4000 + k}`).join(' ')
  const edited = docs.map((d, i) => (i === 1234 ? { ...d, text: `${d.text} ${added}` } : d))
  const after = termChunks(splitIndex(edited))
  const words = new Set(edited[1234]!.text.split(' ').concat(edited[1234]!.title.toLowerCase().split(' ')))
  const renamed = after.filter((f) => !before.some((g) => g.path === f.path))
  assert.ok(before.length > 20, `${before.length} term chunks`)
  assert.ok(renamed.length > 0, 'the chunks of the edited words are new')
  // A chunk that holds none of the edited words is renamed only where a boundary moved: the next few chunks take the
  // shift up (cut by a running size, every chunk after the edit was renamed).
  const strays = renamed.filter((chunk) => !Object.keys(JSON.parse(chunk.content)).some((word) => words.has(word)))
  assert.ok(strays.length <= 3, `${strays.length} renamed term chunks hold no word of the edited section`)
  // The records: the edited section's chunk, and where its boundary moved the next few.
  const recordChunks = (built: SearchIndexFiles) => built.files.filter((f) => f.path.includes('-docs-')).map((f) => f.path)
  const recordsBefore = new Set(recordChunks(splitIndex(docs)))
  const newRecords = recordChunks(splitIndex(edited)).filter((path) => !recordsBefore.has(path))
  assert.ok(recordsBefore.size > 20, `${recordsBefore.size} record chunks`)
  assert.ok(newRecords.length >= 1 && newRecords.length <= 4, `${newRecords.length} of ${recordsBefore.size} record chunks renamed`)
})

test("each document carries the sidebar groups above its page's link (the page's own sidebar), empty when unlisted", async () => {
  const sidebar = [
    { prefix: '/', backLink: false, items: [{ text: 'Guide', items: [{ text: 'Basics', items: [{ text: 'Atoms', link: '/guide/atoms' }] }] }] },
    { prefix: '/other', backLink: false, items: [{ text: 'Other', link: '/other' }] },
  ]
  const docs = docsOf(await buildSearchIndex(await compileTexts(PAGES), { basePath: '/docs', sidebar }))
  assert.equal(docs.find((d) => d.id === '/guide/atoms#reading')!.location, ['Guide', 'Basics'])
  assert.equal(docs.find((d) => d.id === '/')!.location, [])
})

test.run()
