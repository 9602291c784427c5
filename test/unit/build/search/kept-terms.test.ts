// The term entries kept from the last build: after an edit that keeps the site's figures, only the words the edited
// page holds or held get new entries, the index is byte for byte the one made from nothing, and a kept entry is used
// as it is (a tampered one shows) unless its word was touched or the site's shape or figures moved.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { deserialize, serialize } from 'node:v8'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSearchIndex, type SearchIndexFiles } from '../../../../build/search/build-index.ts'
import { compileTexts } from '../../../support/search-pages.ts'
import { tempDir } from '../../../support/temp-dir.ts'

const PAGES = {
  '/a': '# Alpha\n\nThe store keeps atoms.\n\n## Reading\n\nUse `store.get` to read prices.\n',
  '/b': '# Beta\n\nSelectors derive values from atoms.\n',
  '/d': '# Delta\n\nFamilies make atoms per key.\n\n## Keys\n\nAny key works.\n',
}
/** One word swapped for another: every field keeps its length, so the site's figures stay. */
const EDITED = { ...PAGES, '/b': '# Beta\n\nSelectors derive numbers from atoms.\n' }

function cacheIn(dir: string, pages: Record<string, string>) {
  return { file: join(dir, 'words.v8'), termsFile: join(dir, 'terms.v8'), salt: 'code-1', keys: Object.values(pages) }
}
async function index(pages: Record<string, string>, dir?: string): Promise<SearchIndexFiles> {
  return buildSearchIndex(await compileTexts(pages), { basePath: '', words: dir ? cacheIn(dir, pages) : undefined })
}
const terms = (built: SearchIndexFiles) =>
  built.files
    .filter((f) => f.path.includes('search-index-terms'))
    .map((f) => f.content)
    .join('')

/** Replaces the kept entry of each of `words` with a made-up one. */
function tamper(dir: string, words: string[]) {
  const file = join(dir, 'terms.v8')
  const kept = deserialize(readFileSync(file)) as { words: string[]; texts: string[] }
  for (const word of words) kept.texts[kept.words.indexOf(word)] = `"${word}":[1,777777]`
  writeFileSync(file, serialize(kept))
}

test('after an edit that keeps the figures, the index is the one made from nothing', async () => {
  const dir = tempDir('kept-terms-')
  assert.equal(await index(PAGES, dir), await index(PAGES))
  assert.equal(await index(EDITED, dir), await index(EDITED), 'one word swapped')
  assert.equal(await index(PAGES, dir), await index(PAGES), 'and back')
  const longer = { ...PAGES, '/d': '# Delta\n\nFamilies make atoms per key, and many more words than before.\n' }
  assert.equal(await index(longer, dir), await index(longer), 'a page grown: other figures')
})

test('a kept entry is used as it is, unless the edited page holds or held its word', async () => {
  const dir = tempDir('kept-terms-')
  await index(PAGES, dir)
  tamper(dir, ['families', 'values', 'selectors'])
  const after = terms(await index(EDITED, dir))
  assert.match(after, '"families":[1,777777]', 'an untouched word keeps its kept entry')
  assert.not.match(after, '"selectors":[1,777777]', 'a word the edited page holds gets a new one')
  assert.not.match(after, '"values"', 'a word it held and no page holds now is gone')
  assert.match(after, '"numbers":[')
})

test('nothing kept is used when a page is added or removed, or under another salt', async () => {
  const dir = tempDir('kept-terms-')
  await index(PAGES, dir)
  tamper(dir, ['families'])
  const added = { ...PAGES, '/e': '# Echo\n\nAnother page.\n' }
  assert.not.match(terms(await index(added, dir)), '777777', 'a page added')
  await index(PAGES, dir)
  tamper(dir, ['families'])
  const built = await buildSearchIndex(await compileTexts(PAGES), { basePath: '', words: { ...cacheIn(dir, PAGES), salt: 'code-2' } })
  assert.not.match(terms(built), '777777', 'another salt')
})

test.run()
