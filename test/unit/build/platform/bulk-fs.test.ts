// Whole-file text reads, blocking or in the background: the same text either way, a blocking read done within the
// turn of the event loop, and a missing file a rejected promise naming it (never a throw), as a build's reads expect.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { collectPages } from '../../../../build/content/collect-pages.ts'
import { textReader } from '../../../../build/platform/bulk-fs.ts'
import { tempDir } from '../../../support/temp-dir.ts'

const dir = tempDir('text-reader-')
const file = join(dir, 'page.md')
writeFileSync(file, '# Ünïcode ✓\n')

/** The reader's answer, and whether the event loop turned before it came. */
async function timed(read: () => Promise<string>) {
  let turned = false
  setImmediate(() => {
    turned = true
  })
  const text = await read()
  return { text, turned }
}

test('both readers give the text; the blocking one within the turn of the event loop, the other after it', async () => {
  assert.equal(await timed(() => textReader(true)(file)), { text: '# Ünïcode ✓\n', turned: false })
  assert.equal(await timed(() => textReader(false)(file)), { text: '# Ünïcode ✓\n', turned: true })
})

test('a missing file is a rejection naming it, from either reader', async () => {
  for (const blocking of [true, false]) {
    const reading = textReader(blocking)(join(dir, 'missing.md'))
    assert.instance(reading, Promise)
    const error = await reading.then(
      () => undefined,
      (e: Error) => e,
    )
    assert.match(String(error?.message), /missing\.md/)
  }
})

test('a build collects the same pages reading blocking or in the background', async () => {
  const site = tempDir('text-reader-site-')
  const pagesDir = join(site, 'pages')
  for (const [name, text] of [
    ['index.md', '# Home\n'],
    ['a/b.mdx', '---\ntitle: B\n---\n\n# B\n'],
  ] as const) {
    const path = join(pagesDir, name)
    mkdirSync(join(path, '..'), { recursive: true })
    writeFileSync(path, text)
  }
  const blocking = await collectPages(pagesDir, site, { blockingReads: true })
  const background = await collectPages(pagesDir, site)
  assert.is(blocking.pages.length, 2)
  assert.equal(blocking, background)
})

test.run()
