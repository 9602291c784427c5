// Rebuilding into the same output folder: unchanged pages are not rendered again and their files are carried over
// from the previous output as hard links; an edit rewrites only the files whose bytes changed.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../../build/build-site.ts'
import { copyFixture } from '../../support/fixture-copy.ts'

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

/**
 * Changes an output file by one same-size replacement and puts its time back, so it looks untouched: only making the
 * file again would undo the change. Returns the file's text before and after.
 */
function markAsUntouched(path: string, from: string, to: string): { original: string; marked: string } {
  const file = join(out, path)
  const seconds = Math.round(statSync(file).mtimeMs) / 1000
  const original = read(path)
  const marked = original.replace(from, to)
  assert.is.not(marked, original, `${path} holds ${from}`)
  writeFileSync(file, marked)
  utimesSync(file, seconds, seconds)
  return { original, marked }
}

test('an unchanged page is not rendered again: its previous file is kept as it is', async () => {
  const { marked } = markAsUntouched('guide/elements.html', '<title>', '<titlE>')
  await buildSite({ root, out })
  assert.is(read('guide/elements.html'), marked)
})

test('with no page changed, the search index is not made again: its previous files are kept as they are', async () => {
  const { original, marked } = markAsUntouched('.vocs/search-index.json', '"format"', '"formaT"')
  await buildSite({ root, out })
  assert.is(read('.vocs/search-index.json'), marked)
  writeFileSync(join(out, '.vocs/search-index.json'), original)
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

test('a sidebar change that changes no page makes the search index again: a result names its place in the sidebar', async () => {
  const config = join(root, 'config/site.config.ts')
  const original = readFileSync(config, 'utf8')
  const indexText = () =>
    readdirSync(join(out, '.vocs'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => read(`.vocs/${f}`))
      .join('\n')
  assert.match(indexText(), '"Guide"')
  const renamed = original.replace("text: 'Guide',\n      items", "text: 'Handbook',\n      items")
  assert.is.not(renamed, original, 'the sidebar group is renamed')
  writeFileSync(config, renamed)
  try {
    await buildSite({ root, out })
    assert.match(indexText(), '"Handbook"')
    assert.not.match(indexText(), '"Guide"')
  } finally {
    writeFileSync(config, original)
  }
})

test('the page cache lets go of old page versions once they are a day old, and keeps every page in use and the banner', async () => {
  const cacheDir = join(root, '.cache/pages')
  const page = join(root, 'content/pages/guide/start.md')
  await buildSite({ root, out })
  const before = readdirSync(cacheDir)
  writeFileSync(page, readFileSync(page, 'utf8').replace('How to start', 'How to start, again'))
  await buildSite({ root, out })
  const added = readdirSync(cacheDir).filter((f) => !before.includes(f))
  assert.is(added.length, 1, 'the edited page’s new entry (data and tree in one file)')
  // Every entry made before the edit, aged two days: the edited page's old versions are the ones no page uses.
  const twoDaysAgo = (Date.now() - 2 * 24 * 60 * 60 * 1000) / 1000
  for (const f of before) utimesSync(join(cacheDir, f), twoDaysAgo, twoDaysAgo)
  const summary = await buildSite({ root, out })
  const left = readdirSync(cacheDir)
  assert.ok(before.length > summary.pages, 'there were old versions to let go of')
  // The fixture's Markdown banner is kept in the cache as a page is.
  assert.is(left.length, summary.pages + 1, 'one entry per page, and the banner’s, is left')
  assert.ok(
    added.every((f) => left.includes(f)),
    'the edited page’s entry stays',
  )
  // An entry in use that was deleted would have been compiled and written again, with a new time.
  const rewritten = left.filter((f) => !added.includes(f) && statSync(join(cacheDir, f)).mtimeMs > twoDaysAgo * 1000 + 1000)
  assert.equal(rewritten, [], 'no entry in use was deleted and made again')
})

test('a build deletes twoslash and island cache entries no build has read for a month, and nothing else there', async () => {
  const monthAgo = (Date.now() - 31 * 24 * 60 * 60 * 1000) / 1000
  const planted = ['twoslash', 'islands'].flatMap((cache) => {
    const dir = join(root, '.cache', cache)
    mkdirSync(dir, { recursive: true })
    const stale = join(dir, `${'a'.repeat(32)}.json`)
    const fresh = join(dir, `${'b'.repeat(32)}.json`)
    const other = join(dir, 'notes.txt')
    for (const file of [stale, fresh, other]) writeFileSync(file, '{}')
    for (const file of [stale, other]) utimesSync(file, monthAgo, monthAgo)
    return [{ stale, fresh, other }]
  })
  await buildSite({ root, out })
  for (const { stale, fresh, other } of planted) {
    assert.not.ok(existsSync(stale), stale)
    assert.ok(existsSync(fresh) && existsSync(other))
  }
})

test.run()
