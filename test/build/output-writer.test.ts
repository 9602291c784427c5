// The streaming output writer: files land in a temp folder swapped in at commit, the last file of a path wins
// (a generated robots.txt over a static one), and an aborted build leaves the previous output untouched.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { manifestText, OUTPUT_MANIFEST } from '../../build/write/output-folder.ts'
import { OutputWriter } from '../../build/write/write-output.ts'

const scratch = () => mkdtempSync(join(tmpdir(), 'writer-'))

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
    { path: 'a/index.html', bytes: 1 },
    { path: 'b.md', bytes: 1 },
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

test.run()
