// The compiled-page disk cache: a page is stored as its data and its tree in one file, read back whole or as data
// alone (what a build holds for every page), keyed so that a changed page, route or setting misses, and so does a
// page whose included file changed.
import { mkdirSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { compilePage } from '../../../../build/markdown/compile-page.ts'
import { PageCache } from '../../../../build/markdown/page-cache.ts'
import { treeToJson } from '../../../../build/markdown/tree-form.ts'
import { createCompileContext } from '../../../../build/stages/compile.ts'
import { sourcePage, testConfig } from '../../../support/compile-markdown.tsx'
import { tempDir } from '../../../support/temp-dir.ts'

const text = '# Cached\n\nSome *text* and `code`.\n\n## Part\n\nMore.\n'

test('a stored page comes back whole, as data without its tree, and as its tree', async () => {
  const dir = tempDir('page-cache-')
  const cache = await PageCache.open(dir, { basePath: '' })
  const page = sourcePage(text)
  // As JSON sees it: fields that are undefined are not stored.
  const compiled = JSON.parse(JSON.stringify(await compilePage(page, await createCompileContext(testConfig()))))
  assert.is(await cache.get(page), undefined)
  await cache.set(page, compiled)
  assert.equal(await cache.get(page), compiled)
  const summary = await cache.getSummary(page)
  assert.not.ok(summary && 'hast' in summary, 'the data file holds no tree')
  assert.equal(summary, { data: compiled.data, warnings: compiled.warnings })
  assert.equal(await cache.getTree(page), compiled.hast)
  assert.equal(readdirSync(dir), [`${cache.key(page)}.page`], 'one file per page')
})

test('the data alone is read from the start of the file, however long the tree after it', async () => {
  const dir = tempDir('page-cache-')
  const ctx = await createCompileContext(testConfig())
  // Data longer than one read's chunk (16 KB), with text of several bytes a character across the chunks' edges.
  const long = `# Long\n\n${'Ünïcödé ✓ text, 𝒜 and more. '.repeat(2000)}\n`
  for (const blocking of [true, false]) {
    const cache = await PageCache.open(dir, { basePath: '' }, { blockingReads: blocking })
    for (const page of [sourcePage(text), sourcePage(long)]) {
      const compiled = JSON.parse(JSON.stringify(await compilePage(page, ctx)))
      await cache.set(page, compiled)
      const file = join(dir, `${cache.key(page)}.page`)
      // The file is the data's line and the tree's: only the first is needed for the data.
      assert.ok(readFileSync(file, 'utf8').length > treeToJson(compiled.hast).length)
      // Compared as JSON text: a failure's message stays short.
      const expected = JSON.stringify({ data: compiled.data, warnings: compiled.warnings })
      assert.ok(JSON.stringify(await cache.getSummary(page)) === expected, `blocking: ${blocking}`)
      // A file cut short after the data still gives the data: nothing after its line was read for it.
      const dataBytes = readFileSync(file).indexOf(10)
      if (page.content === long) assert.ok(dataBytes > 3 * 16 * 1024, 'the long data spans several chunks')
      truncateSync(file, dataBytes + 1)
      assert.ok(JSON.stringify(await cache.getSummary(page)) === expected, `cut short, blocking: ${blocking}`)
    }
  }
})

test("a cache with blocking reads (a build worker's) reads the same within the turn of the event loop; another waits for the thread pool", async () => {
  const dir = tempDir('page-cache-')
  const writer = await PageCache.open(dir, { basePath: '' })
  const page = sourcePage(text)
  const compiled = JSON.parse(JSON.stringify(await compilePage(page, await createCompileContext(testConfig()))))
  await writer.set(page, compiled)
  const withinTurn = async (read: () => Promise<unknown>) => {
    let turned = false
    setImmediate(() => {
      turned = true
    })
    const value = await read()
    return { value, turned }
  }
  const blocking = await PageCache.open(dir, { basePath: '' }, { blockingReads: true })
  const inBackground = await PageCache.open(dir, { basePath: '' })
  for (const [cache, turns] of [
    [blocking, false],
    [inBackground, true],
  ] as const) {
    assert.equal(await withinTurn(() => cache.getSummary(page)), { value: { data: compiled.data, warnings: compiled.warnings }, turned: turns })
    assert.equal(await withinTurn(() => cache.getTree(page)), { value: compiled.hast, turned: turns })
  }
  assert.is(await blocking.getSummary(sourcePage(`${text}x`)), undefined, 'a page not stored is a miss')
})

test('another text, route or setting misses; an entry cut short is no hit', async () => {
  const dir = tempDir('page-cache-')
  const cache = await PageCache.open(dir, { basePath: '' })
  const page = sourcePage(text)
  await cache.set(page, await compilePage(page, await createCompileContext(testConfig())))
  assert.is(await cache.getSummary(sourcePage(`${text}x`)), undefined)
  assert.is(await cache.getSummary(sourcePage(text, { path: '/other' })), undefined)
  const based = await PageCache.open(dir, { basePath: '/docs' })
  assert.is(await based.getSummary(page), undefined)
  const file = join(dir, `${cache.key(page)}.page`)
  writeFileSync(file, readFileSync(file, 'utf8').slice(0, -10))
  assert.is(await cache.get(page), undefined, 'the tree cut short')
  writeFileSync(file, readFileSync(file, 'utf8').split('\n')[0]!)
  assert.is(await cache.get(page), undefined, 'no tree')
  assert.ok(await cache.getSummary(page), 'the data alone, to the end of a file with no newline')
  rmSync(file)
  assert.is(await cache.getSummary(page), undefined, 'no file')
})

test('a page misses when a file it includes changes or goes, and hits again when it is back as it was', async () => {
  const root = tempDir('page-cache-site-')
  mkdirSync(join(root, 'content/snippets'), { recursive: true })
  const snippet = join(root, 'content/snippets/a.ts')
  writeFileSync(snippet, 'export const a = 1\n')
  const cache = await PageCache.open(join(root, '.cache/pages'), { basePath: '' })
  const page = sourcePage('# Included\n\n```ts\n// [!include ~/snippets/a.ts]\n```\n', { file: join(root, 'content/pages/page.md') })
  const compiled = await compilePage(page, await createCompileContext(testConfig({}, root)))
  assert.equal(Object.keys(compiled.data.dependencies ?? {}), [snippet])
  await cache.set(page, compiled)
  assert.equal(Object.keys((await cache.getSummary(page))?.data.dependencies ?? {}), [snippet], 'unchanged: a hit')
  writeFileSync(snippet, 'export const a = 2\n')
  assert.is(await cache.getSummary(page), undefined, 'edited: a miss')
  assert.is(await cache.get(page), undefined, 'edited: a miss, tree included')
  writeFileSync(snippet, 'export const a = 1\n')
  assert.ok(await cache.getSummary(page), 'back as it was: a hit')
  rmSync(snippet)
  assert.is(await cache.getSummary(page), undefined, 'deleted: a miss')
})

test('prune deletes the entries no page used once they are a day old, and nothing else in the folder', async () => {
  const dir = tempDir('page-cache-')
  const cache = await PageCache.open(dir, { basePath: '' })
  const ctx = await createCompileContext(testConfig())
  const used = sourcePage(text)
  const edited = sourcePage(`${text}An older version.\n`)
  await cache.set(used, await compilePage(used, ctx))
  await cache.set(edited, await compilePage(edited, ctx))
  writeFileSync(join(dir, 'notes.txt'), 'not the cache’s')
  writeFileSync(join(dir, `${cache.key(edited)}.page.123.tmp`), 'half a write')
  // An entry of the earlier layout, two files per page.
  writeFileSync(join(dir, `${'0'.repeat(32)}.json`), '{}')
  writeFileSync(join(dir, `${'0'.repeat(32)}.tree.json`), '{}')
  const keep = new Set([cache.key(used)])
  const day = 24 * 60 * 60 * 1000

  assert.is(await cache.prune(keep, day), 0, 'an hour old: another build may be using it')
  assert.is(readdirSync(dir).length, 6)
  assert.is(await cache.prune(keep, day, Date.now() + day + 1000), 4, 'a day on: the old version, the half write and the old layout go')
  assert.equal(readdirSync(dir).sort(), [`${cache.key(used)}.page`, 'notes.txt'].sort())
  assert.ok(await cache.get(used), 'the page in use still hits')
})

test.run()
