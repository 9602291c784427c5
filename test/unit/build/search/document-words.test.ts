// The pages' words kept between builds: an index made with them is the index made without, a page whose key is saved
// takes its words from the cache instead of cutting its text again, and words saved under another salt are not used.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { deserialize, serialize } from 'node:v8'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSearchIndex } from '../../../../build/search/build-index.ts'
import { compileTexts } from '../../../support/search-pages.ts'
import { tempDir } from '../../../support/temp-dir.ts'

const PAGES = {
  '/a': '# Alpha\n\nThe store keeps atoms.\n\n## Reading\n\nUse `store.get` to read café prices.\n',
  '/b': '# Beta\n\nSelectors derive values from atoms.\n',
  '/c': '---\nsearchable: false\n---\n# Hidden\n\nSecret.\n',
  '/d': '# Delta\n\nFamilies make atoms per key.\n\n## Keys\n\nAny key works.\n',
}

const scratch = () => join(tempDir('words-'), 'words.v8')
/** A page's key: its text, as a compile key follows it. */
const keysOf = (pages: Record<string, string>) => Object.values(pages)

async function index(pages: Record<string, string>, file?: string, salt = 'code-1') {
  const compiled = await compileTexts(pages)
  return buildSearchIndex(compiled, { basePath: '', words: file ? { file, salt, keys: keysOf(pages) } : undefined })
}

test('an index made with saved words is the index made without them, after an edit too', async () => {
  const file = scratch()
  assert.equal(await index(PAGES, file), await index(PAGES), 'first build: nothing saved yet')
  assert.equal(await index(PAGES, file), await index(PAGES), 'every page from the cache')
  const edited = { ...PAGES, '/b': '# Beta\n\nSelectors derive new values from atoms and families.\n', '/e': '# Echo\n\nNew page.\n' }
  assert.equal(await index(edited, file), await index(edited), 'one page edited, one added')
  delete (edited as Record<string, string>)['/a']
  assert.equal(await index(edited, file), await index(edited), 'one page gone')
})

test('a page whose key is saved takes its words from the cache; another key or salt cuts its text again', async () => {
  const file = scratch()
  await index(PAGES, file)
  // Rename a saved word: the index shows the cache was read only if the renamed word comes out of it.
  const saved = deserialize(readFileSync(file)) as { words: string[] }
  saved.words[saved.words.indexOf('selectors')] = 'tampered'
  writeFileSync(file, serialize(saved))
  const terms = (built: Awaited<ReturnType<typeof index>>) =>
    built.files
      .filter((f) => f.path.includes('search-index-terms'))
      .map((f) => f.content)
      .join('')
  assert.match(terms(await index(PAGES, file)), '"tampered"')
  writeFileSync(file, serialize(saved))
  assert.not.match(terms(await index(PAGES, file, 'code-2')), '"tampered"', 'another salt')
  writeFileSync(file, serialize(saved))
  const rekeyed = await buildSearchIndex(await compileTexts(PAGES), { basePath: '', words: { file, salt: 'code-1', keys: ['1', '2', '3', '4'] } })
  assert.not.match(terms(rekeyed), '"tampered"', 'other keys')
})

test('a cache that cannot be read or written is no error', async () => {
  const file = scratch()
  writeFileSync(file, 'not v8 data')
  assert.equal(await index(PAGES, file), await index(PAGES))
  assert.equal(await index(PAGES, join(file, 'inside-a-file', 'words.v8')), await index(PAGES))
})

test.run()
