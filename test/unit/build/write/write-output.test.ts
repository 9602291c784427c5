// The streaming output writer: a folder of its own is updated in place at commit (only changed files move in, the
// others are never touched), any other is replaced by a new folder; the last file of a path wins (a generated
// robots.txt over a static one), an aborted build leaves the previous output untouched, and unchanged bytes are never
// written again (kept, or a hard link to a twin written just before).
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { manifestText, OUTPUT_MANIFEST } from '../../../../build/write/output-folder.ts'
import { OutputWriter } from '../../../../build/write/write-output.ts'
import { tempDir } from '../../../support/temp-dir.ts'

const scratch = () => tempDir('writer-')

/** A scratch folder holding a previous build: `dist/<name>` with `content`, marked as made by the tool. */
function previousOutput(name: string, content: string) {
  const root = scratch()
  const out = join(root, 'dist')
  mkdirSync(out)
  writeFileSync(join(out, name), content)
  writeFileSync(join(out, OUTPUT_MANIFEST), manifestText('complete', 1))
  return { root, out }
}

test('commit replaces the output folder with exactly the files written', async () => {
  const { root, out } = previousOutput('stale.html', 'old')
  const writer = await OutputWriter.open(out)
  await writer.write({ path: 'a/index.html', content: 'A' })
  await writer.write({ path: 'b.md', content: new TextEncoder().encode('B') })
  await writer.commit()
  assert.is(readFileSync(join(out, 'a/index.html'), 'utf8'), 'A')
  assert.is(readFileSync(join(out, 'b.md'), 'utf8'), 'B')
  assert.not.ok(existsSync(join(out, 'stale.html')))
  assert.equal(JSON.parse(readFileSync(join(out, OUTPUT_MANIFEST), 'utf8')).files, 2)
  assert.equal(writer.written, [
    { path: 'a/index.html', bytes: 1, linked: false },
    { path: 'b.md', bytes: 1, linked: false },
  ])
  assert.equal(readdirSync(root), ['dist'], 'no temp or old folder left behind')
})

test('a later file of the same path wins, even over a slower copy started first', async () => {
  const root = scratch()
  const big = join(root, 'robots.txt')
  writeFileSync(big, 'static '.repeat(2_000_000))
  const writer = await OutputWriter.open(join(root, 'dist'))
  await writer.write({ path: 'robots.txt', copyFrom: big })
  await writer.write({ path: 'robots.txt', content: 'generated' })
  await writer.commit()
  assert.is(readFileSync(join(root, 'dist/robots.txt'), 'utf8'), 'generated')
})

test('abort drops what was written and leaves the previous output as it was', async () => {
  const { root, out } = previousOutput('index.html', 'previous')
  const writer = await OutputWriter.open(out)
  await writer.write({ path: 'index.html', content: 'half-built' })
  await writer.abort()
  assert.is(readFileSync(join(out, 'index.html'), 'utf8'), 'previous')
  assert.equal(readdirSync(root), ['dist'])
})

test('a failed write fails the commit and keeps the previous output', async () => {
  const { root, out } = previousOutput('index.html', 'previous')
  const writer = await OutputWriter.open(out)
  await writer.write({ path: 'x.txt', copyFrom: join(root, 'does-not-exist') }).catch(() => {})
  const failed = await writer.commit().then(
    () => false,
    () => true,
  )
  assert.ok(failed, 'commit rejects')
  assert.is(readFileSync(join(out, 'index.html'), 'utf8'), 'previous')
  assert.equal(readdirSync(root), ['dist'])
})

test('a file with the same content as the one before it is a hard link to it, not a second write', async () => {
  const root = scratch()
  const writer = await OutputWriter.open(join(root, 'dist'))
  const html = '<!doctype html><p>page</p>'
  await writer.write({ path: 'a.html', content: html })
  await writer.write({ path: 'a/index.html', content: html })
  await writer.write({ path: 'b.html', content: 'other' })
  await writer.commit()
  const ino = (path: string) => statSync(join(root, 'dist', path)).ino
  assert.is(ino('a.html'), ino('a/index.html'), 'one file, two names')
  assert.is.not(ino('b.html'), ino('a.html'))
  assert.is(readFileSync(join(root, 'dist/a/index.html'), 'utf8'), html)
  assert.equal(
    writer.written.map((f) => f.linked),
    [false, true, false],
  )
})

/** Builds into `out` with `files` (path → [content, key]), the writer keeping its keys in `keysFile`. */
async function build(out: string, keysFile: string, files: Record<string, [string, string?]>, reuse: Record<string, string> = {}) {
  const writer = await OutputWriter.open(out, { keysFile })
  const reused: string[] = []
  for (const [path, key] of Object.entries(reuse)) if (await writer.reuse([path], key)) reused.push(path)
  for (const [path, [content, key]] of Object.entries(files)) await writer.write({ path, content }, key)
  await writer.commit()
  const linked = writer.written.filter((f) => f.linked).map((f) => f.path)
  return { reused, linked }
}

test('a rebuild writes only the files whose bytes changed: the others are links to the previous output', async () => {
  const root = scratch()
  const out = join(root, 'dist')
  const keys = join(root, 'keys.json')
  await build(out, keys, { 'same.html': ['same'], 'changed.html': ['before'], 'resized.html': ['short'] })
  const before = statSync(join(out, 'same.html')).ino
  const second = await build(out, keys, { 'same.html': ['same'], 'changed.html': ['after!'], 'resized.html': ['longer now'] })
  assert.equal(second.linked, ['same.html'])
  assert.is(statSync(join(out, 'same.html')).ino, before, 'the very file of the previous output')
  assert.is(readFileSync(join(out, 'changed.html'), 'utf8'), 'after!')
  assert.is(readFileSync(join(out, 'resized.html'), 'utf8'), 'longer now')
})

test('a file written again in the same build never changes the previous output through a link', async () => {
  const root = scratch()
  const out = join(root, 'dist')
  const keys = join(root, 'keys.json')
  await build(out, keys, { 'robots.txt': ['old'] })
  // A second name for the previous output's file, to see its bytes after the swap.
  linkSync(join(out, 'robots.txt'), join(root, 'kept.txt'))
  const writer = await OutputWriter.open(out, { keysFile: keys })
  await writer.write({ path: 'robots.txt', content: 'old' })
  await writer.write({ path: 'robots.txt', content: 'new' })
  await writer.commit()
  assert.is(readFileSync(join(out, 'robots.txt'), 'utf8'), 'new')
  assert.is(readFileSync(join(root, 'kept.txt'), 'utf8'), 'old', 'the previous file keeps its bytes')
})

test('reuse carries a file over by its key, unless the key changed or the file was edited since', async () => {
  const root = scratch()
  const out = join(root, 'dist')
  const keys = join(root, 'keys.json')
  await build(out, keys, { 'a.html': ['A', 'k1'], 'b.html': ['B', 'k1'], 'c.html': ['C', 'k1'], 'd.html': ['D'] })
  writeFileSync(join(out, 'c.html'), 'X') // same size
  utimesSync(join(out, 'c.html'), new Date(), new Date(Date.now() + 5000))
  const second = await build(out, keys, {}, { 'a.html': 'k1', 'b.html': 'k2', 'c.html': 'k1', 'd.html': 'k1', 'e.html': 'k1' })
  assert.equal(second.reused, ['a.html'], 'only the file with the same key, as the previous build left it')
  assert.equal(readdirSync(out).sort(), [OUTPUT_MANIFEST, 'a.html'])
  assert.is(readFileSync(join(out, 'a.html'), 'utf8'), 'A')
  // Keys saved by a build into another folder (or lost) carry nothing.
  const third = await build(join(root, 'other'), keys, {}, { 'a.html': 'k1' })
  assert.equal(third.reused, [])
})

test('a file written with a content hash is kept by its hash, unread; another hash or a hand edit rewrites it', async () => {
  const root = scratch()
  const out = join(root, 'dist')
  const keysFile = join(root, 'keys.json')
  /** The files whose content the writer asked for (a kept search chunk makes its content only then). */
  let asked: string[] = []
  let sizes: number[] = []
  const writeAll = async (files: [string, string, string][]) => {
    asked = []
    const writer = await OutputWriter.open(out, { keysFile })
    for (const [path, content, hash] of files)
      await writer.write(
        {
          path,
          hash,
          get content() {
            asked.push(path)
            return content
          },
        },
        'index-key',
      )
    await writer.commit()
    sizes = writer.written.map((f) => f.bytes)
    return writer.written.filter((f) => f.linked).map((f) => f.path)
  }
  await writeAll([
    ['a.json', 'AAAA', 'h1'],
    ['b.json', 'BBBB', 'h2'],
    ['c.json', 'CCCC', 'h3'],
  ])
  // The same size and time as written, other bytes: only a read would see it.
  const file = join(out, 'a.json')
  const { mtime } = statSync(file)
  writeFileSync(file, 'XXXX')
  utimesSync(file, mtime, mtime)
  // A hand edit that changes the time is seen without a read.
  writeFileSync(join(out, 'c.json'), 'YYYY')
  utimesSync(join(out, 'c.json'), new Date(), new Date(Date.now() + 5000))
  const kept = await writeAll([
    ['a.json', 'AAAA', 'h1'],
    ['b.json', 'BBB2', 'h2-new'],
    ['c.json', 'CCCC', 'h3'],
  ])
  assert.equal(kept, ['a.json'])
  assert.equal([...new Set(asked)], ['b.json', 'c.json'], 'the content of the file kept was never asked for')
  assert.equal(sizes, [4, 4, 4], 'a kept file counts its size as the previous build wrote it')
  assert.is(readFileSync(file, 'utf8'), 'XXXX', 'kept by its hash, never read')
  assert.is(readFileSync(join(out, 'b.json'), 'utf8'), 'BBB2')
  assert.is(readFileSync(join(out, 'c.json'), 'utf8'), 'CCCC')
  assert.equal(await writeAll([['a.json', 'AAAA', 'h1']]), ['a.json'], 'the hash is remembered again for the build after')
})

test('an update in place moves in only the changed files, and removes what the build no longer makes', async () => {
  const root = scratch()
  const out = join(root, 'dist')
  const keys = join(root, 'keys.json')
  await build(out, keys, { 'same.html': ['same'], 'changed.html': ['before'], 'old/deep/gone.html': ['x'], 'old/kept.txt': ['k'] })
  const folder = statSync(out).ino
  const same = statSync(join(out, 'same.html'))
  const changed = statSync(join(out, 'changed.html')).ino
  const second = await build(out, keys, { 'same.html': ['same'], 'changed.html': ['after'], 'old/kept.txt': ['k'], 'new/page.html': ['n'] })
  assert.is(statSync(out).ino, folder, 'the same folder: updated, not replaced')
  assert.is(statSync(join(out, 'same.html')).ino, same.ino, 'an unchanged file stays the very file')
  assert.is(statSync(join(out, 'same.html')).mtimeMs, same.mtimeMs, 'and is not written')
  assert.is.not(statSync(join(out, 'changed.html')).ino, changed, 'a changed file is a new file moved over the old')
  assert.is(readFileSync(join(out, 'changed.html'), 'utf8'), 'after')
  assert.equal(second.linked.sort(), ['old/kept.txt', 'same.html'])
  assert.not.ok(existsSync(join(out, 'old/deep')), 'a file the build no longer makes goes, with the folder it leaves empty')
  assert.equal(readdirSync(join(out, 'old')), ['kept.txt'])
  assert.equal(JSON.parse(readFileSync(join(out, OUTPUT_MANIFEST), 'utf8')).files, 4)
  assert.equal(readdirSync(root).sort(), ['dist', 'keys.json'], 'no temporary folder left behind')
  // A file put there by hand goes with the next build, as it would with a new folder.
  writeFileSync(join(out, 'new/mine.txt'), 'by hand')
  await build(out, keys, { 'same.html': ['same'], 'changed.html': ['after'], 'old/kept.txt': ['k'], 'new/page.html': ['n'] })
  assert.not.ok(existsSync(join(out, 'new/mine.txt')))
})

test('an output left half updated, with nothing to finish the update from, is built whole and swapped in', async () => {
  const root = scratch()
  const out = join(root, 'dist')
  mkdirSync(out)
  writeFileSync(join(out, OUTPUT_MANIFEST), manifestText('updating'))
  writeFileSync(join(out, 'half.html'), 'x')
  const folder = statSync(out).ino
  const writer = await OutputWriter.open(out)
  await writer.write({ path: 'a.html', content: 'A' })
  await writer.commit()
  assert.is.not(statSync(out).ino, folder)
  assert.equal(readdirSync(out).sort(), [OUTPUT_MANIFEST, 'a.html'])
})

test.run()
