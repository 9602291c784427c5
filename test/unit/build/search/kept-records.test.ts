// The record chunks kept from the last build: after edits, added, removed and moved pages the index is byte for byte
// the one made from nothing, and a chunk whose documents are all unchanged is taken from the cache (a tampered hash
// shows) with its content made only when read.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { deserialize, serialize } from 'node:v8'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { SidebarScope } from '../../../../build/config/resolve.ts'
import { buildSearchIndex, type SearchIndexFiles } from '../../../../build/search/build-index.ts'
import type { KeptRecords } from '../../../../build/search/kept-records.ts'
import { compileTexts } from '../../../support/search-pages.ts'
import { tempDir } from '../../../support/temp-dir.ts'

/** Enough pages of a few sections each for several record chunks (about 12 KB each). */
function site(count: number, edited = -1): Record<string, string> {
  const pages: Record<string, string> = {}
  for (let p = 0; p < count; p++) {
    const sentence = p === edited ? 'An edited sentence with other words.' : `Page ${p} keeps its atoms in a store.`
    const sections = [1, 2, 3].map((s) => `## Part ${s} of ${p}\n\n${sentence} ${'Readers subscribe to values and selectors. '.repeat(8)}\n`)
    pages[`/guide/page-${p}`] = `# Page ${p}\n\n${sentence}\n\n${sections.join('\n')}`
  }
  return pages
}

const SIDEBAR = (pages: Record<string, string>, group: string): SidebarScope[] => [
  { prefix: '/', backLink: false, items: [{ text: group, items: Object.keys(pages).map((link) => ({ text: link, link })) }] },
]

async function index(pages: Record<string, string>, dir?: string, options: { salt?: string; sidebar?: SidebarScope[] } = {}): Promise<SearchIndexFiles> {
  const words =
    dir === undefined
      ? undefined
      : {
          file: join(dir, 'words.v8'),
          recordsFile: join(dir, 'records.v8'),
          salt: options.salt ?? 'code-1',
          // A page's compile key: its text is all it is made from here.
          keys: Object.values(pages),
        }
  return buildSearchIndex(await compileTexts(pages), { basePath: '/docs', sidebar: options.sidebar, words })
}

/** Every file's path and bytes, the lazy ones made. */
const files = (built: SearchIndexFiles) => built.files.map((f) => [f.path, f.content])
const recordFiles = (built: SearchIndexFiles) => built.files.filter((f) => f.path.includes('search-index-docs'))

test('after edits, added, removed and moved pages, the index is the one made from nothing', async () => {
  const dir = tempDir('kept-records-')
  const steps: [string, Record<string, string>, SidebarScope[]?][] = [
    ['first', site(40)],
    ['the same again', site(40)],
    ['one page edited', site(40, 17)],
    ['a page added', site(41, 17)],
    ['pages removed', site(30, 17)],
    ['the pages moved in the sidebar', site(30, 17), SIDEBAR(site(30, 17), 'Guides')],
    ['moved again', site(30, 17), SIDEBAR(site(30, 17), 'Tutorials')],
  ]
  for (const [what, pages, sidebar] of steps) {
    const kept = await index(pages, dir, { sidebar })
    assert.ok(recordFiles(kept).length >= 4, `${what}: several record chunks`)
    assert.equal(files(kept), files(await index(pages, undefined, { sidebar })), what)
  }
})

test('a chunk whose documents are unchanged is the kept one, its content made when read', async () => {
  const dir = tempDir('kept-records-')
  const before = recordFiles(await index(site(40), dir))
  // Every kept chunk's hash made up: a chunk taken from the cache carries it into its name.
  const file = join(dir, 'records.v8')
  const kept = deserialize(readFileSync(file)) as KeptRecords
  for (const signature of kept.chunks.keys()) kept.chunks.set(signature, `fake${kept.chunks.get(signature)!.slice(4)}`)
  writeFileSync(file, serialize(kept))
  const after = recordFiles(await index(site(40, 39), dir))
  const fake = after.filter((f) => f.path.includes('-fake'))
  assert.ok(fake.length >= 3, 'the chunks before the edited page are the kept ones')
  assert.ok(after.at(-1)!.path.includes('-fake') === false, 'the chunk that holds the edited page is made again')
  // A kept chunk's content is made from the documents when read: the bytes of the chunk of the same place before.
  for (const chunk of fake) {
    const tail = chunk.path.slice(chunk.path.indexOf('-fake') + '-fake'.length)
    const same = before.find((f) => f.path.endsWith(tail))!
    assert.is(chunk.content, same.content)
  }
})

test('nothing kept is used under another salt', async () => {
  const dir = tempDir('kept-records-')
  await index(site(40), dir)
  const file = join(dir, 'records.v8')
  const kept = deserialize(readFileSync(file)) as KeptRecords
  for (const signature of kept.chunks.keys()) kept.chunks.set(signature, 'fake')
  writeFileSync(file, serialize(kept))
  assert.not.ok(
    recordFiles(await index(site(40), dir, { salt: 'code-2' })).some((f) => f.path.includes('fake')),
    'another salt',
  )
})

test.run()
