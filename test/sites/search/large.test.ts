// A site past the threshold builds its search index on a thread while its pages render: the index is there and finds
// a page's words; a rebuild with no change carries the index over (nothing written); after one edit the new word is
// found.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../../build/build-site.ts'
import { MIN_PAGES_FOR_INDEX_WORKER } from '../../../build/search/index-in-worker.ts'
import { tempDir } from '../../support/temp-dir.ts'

const root = tempDir('search-large-')
const out = join(root, 'dist')
const pagesDir = join(root, 'content/pages')
for (let i = 0; i < MIN_PAGES_FOR_INDEX_WORKER; i++) {
  mkdirSync(join(pagesDir, `g${i % 10}`), { recursive: true })
  writeFileSync(join(pagesDir, `g${i % 10}/p${i}.md`), `# Page ${i}\n\nWord w${i}x appears here.\n`)
}
writeFileSync(join(pagesDir, 'index.md'), '# Home\n')

/** Every file of the index (manifest and chunks), as text. */
const indexText = () =>
  readdirSync(join(out, '.vocs'))
    .filter((f) => f.startsWith('search-index'))
    .map((f) => readFileSync(join(out, '.vocs', f), 'utf8'))
    .join('\n')

test('the index is built beside the render, carried over unchanged, and made again after an edit', async () => {
  const first = await buildSite({ root, out })
  assert.is(first.pages, MIN_PAGES_FOR_INDEX_WORKER + 1)
  assert.ok(indexText().includes('w500x'), 'a page word is indexed')
  const manifest = join(out, '.vocs/search-index.json')
  const inode = statSync(manifest).ino

  const again = await buildSite({ root, out })
  assert.is(again.bytesWritten, 0, 'nothing written: the index carried over')
  assert.is(statSync(manifest).ino, inode)

  writeFileSync(join(pagesDir, 'g3/p3.md'), '# Page 3\n\nNow the word zebrafinch appears here.\n')
  await buildSite({ root, out })
  assert.ok(indexText().includes('zebrafinch'), 'the edited page is indexed again')
  assert.not.ok(indexText().includes('w3x'), "the page's old word is gone")
})

test.run()
