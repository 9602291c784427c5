// Rebuilding into the same output folder: unchanged pages are not rendered again and their files are carried over
// from the previous output as hard links; an edit rewrites only the files whose bytes changed.
import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../build/build-site.ts'
import { copyFixture } from '../support/fixture-copy.ts'

const { root, out, read } = copyFixture('site')
const ino = (path: string) => statSync(join(out, path)).ino

test('a rebuild with no change writes no byte: every file is the previous output file', async () => {
  const first = await buildSite({ root, out })
  assert.ok(first.bytesWritten > 0)
  assert.is(ino('guide/start.html'), ino('guide/start/index.html'), 'a route is one file under two names')
  const before = new Map(first.files.map((f) => [f.path, ino(f.path)]))
  const second = await buildSite({ root, out })
  assert.is(second.bytesWritten, 0)
  assert.is(second.bytes, first.bytes, 'the same output')
  for (const f of second.files) assert.is(ino(f.path), before.get(f.path), f.path)
})

test('an unchanged page is not rendered again: its previous file is kept as it is', async () => {
  // A same-size change with the file's time put back looks untouched, so only a render would undo it.
  const file = join(out, 'guide/elements.html')
  const seconds = Math.round(statSync(file).mtimeMs) / 1000
  const html = read('guide/elements.html')
  const marked = html.replace('<title>', '<titlE>')
  assert.is.not(marked, html)
  writeFileSync(file, marked)
  utimesSync(file, seconds, seconds)
  await buildSite({ root, out })
  assert.is(read('guide/elements.html'), marked)
})

test('with no page changed, the search index is not made again: its previous files are kept as they are', async () => {
  const file = join(out, '.vocs/search-index.json')
  const seconds = Math.round(statSync(file).mtimeMs) / 1000
  const json = read('.vocs/search-index.json')
  const marked = json.replace('"format"', '"formaT"')
  assert.is.not(marked, json)
  writeFileSync(file, marked)
  utimesSync(file, seconds, seconds)
  await buildSite({ root, out })
  assert.is(read('.vocs/search-index.json'), marked)
  writeFileSync(file, json)
})

test('an edit rewrites that page; the pages it does not change stay links to the previous output', async () => {
  const before = ino('guide/components.html')
  const manifest = read('.vocs/search-index.json')
  const page = join(root, 'content/pages/guide/start.md')
  // The body text is searchable: the edit changes the search index as well, which every page names.
  const text = readFileSync(page, 'utf8').replace('How to start.', 'How to start, edited.')
  writeFileSync(page, text.replace('Some text about configuring.', 'Some text about configuring, edited.'))
  const summary = await buildSite({ root, out })
  assert.match(read('guide/start.html'), 'How to start, edited.')
  assert.is.not(read('.vocs/search-index.json'), manifest, 'the search index changed')
  assert.is(read('guide/start.html'), read('guide/start/index.html'))
  assert.is(ino('guide/components.html'), before, 'an untouched page is the same file')
  const rewritten = summary.files.filter((f) => !f.linked).map((f) => f.path)
  assert.ok(rewritten.includes('guide/start.html') && rewritten.includes('guide/start.md'), rewritten.join(', '))
  assert.not.ok(rewritten.includes('guide/components.html'))
})

test.run()
