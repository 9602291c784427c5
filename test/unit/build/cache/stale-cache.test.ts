// The twoslash and island caches age out: a hit touches its entry, and a build deletes what no build read for a month.
import { readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { TwoslashShikiReturn } from '@shikijs/twoslash/core'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { ISLAND_ENTRY, IslandCache, islandCacheDir } from '../../../../build/assets/island-cache.ts'
import { deleteStale, STALE_AFTER_MS, touch } from '../../../../build/cache/stale-cache.ts'
import { TWOSLASH_ENTRY, TwoslashDiskCache } from '../../../../build/markdown/twoslash/twoslash-cache.ts'
import { tempDir } from '../../../support/temp-dir.ts'

const monthAgo = (Date.now() - STALE_AFTER_MS - 60_000) / 1000
const age = (file: string) => utimesSync(file, monthAgo, monthAgo)
const recent = (file: string) => Date.now() - statSync(file).mtimeMs < 60_000

test('deleteStale deletes the entries older than a month, and nothing else', async () => {
  const dir = tempDir('stale-')
  const entry = (n: number) => join(dir, `${String(n).repeat(32)}.json`)
  for (const n of [1, 2]) writeFileSync(entry(n), '{}')
  writeFileSync(join(dir, 'README'), 'mine')
  writeFileSync(join(dir, `${'3'.repeat(32)}.json.42.tmp`), 'half')
  age(entry(1))
  age(join(dir, 'README'))
  age(join(dir, `${'3'.repeat(32)}.json.42.tmp`))
  assert.is(await deleteStale(dir, TWOSLASH_ENTRY), 2)
  assert.equal(readdirSync(dir).sort(), [`${'2'.repeat(32)}.json`, 'README'])
  assert.is(await deleteStale(join(dir, 'missing'), TWOSLASH_ENTRY), 0, 'no folder: nothing to do')
})

test('one clean-up looks at a bounded number of files; the next ones look at the rest', async () => {
  const dir = tempDir('stale-')
  for (let n = 0; n < 5; n++) {
    const file = join(dir, `${String(n).repeat(32)}.json`)
    writeFileSync(file, '{}')
    age(file)
  }
  assert.is(await deleteStale(dir, TWOSLASH_ENTRY, STALE_AFTER_MS, Date.now(), 2), 2)
  assert.is(readdirSync(dir).length, 3)
  assert.is(await deleteStale(dir, TWOSLASH_ENTRY, STALE_AFTER_MS, Date.now(), 2), 2)
  assert.is(await deleteStale(dir, TWOSLASH_ENTRY, STALE_AFTER_MS, Date.now(), 2), 1)
  assert.equal(readdirSync(dir), [])
})

test('touch marks a file as read now; a missing file is no error', () => {
  const dir = tempDir('stale-')
  const file = join(dir, 'a.json')
  writeFileSync(file, '{}')
  age(file)
  touch(file)
  assert.ok(recent(file))
  touch(join(dir, 'missing.json'))
})

test('a twoslash cache hit touches its entry, so one read this month is kept', async () => {
  const dir = tempDir('stale-twoslash-')
  const cache = new TwoslashDiskCache(dir, () => 'salt')
  cache.write('const a = 1', 'ts', { code: 'const a = 1', nodes: [], meta: {} } as unknown as TwoslashShikiReturn, [])
  const [name] = readdirSync(dir)
  age(join(dir, name!))
  assert.ok(cache.read('const a = 1', 'ts'))
  assert.ok(recent(join(dir, name!)))
  assert.is(await deleteStale(dir, TWOSLASH_ENTRY), 0)
})

test('an island cache hit touches its entry', async () => {
  const root = tempDir('stale-islands-')
  const cache = new IslandCache(root, { islands: ['a'] })
  cache.write({ files: [], chunks: {} }, [])
  const [name] = readdirSync(islandCacheDir(root))
  const file = join(islandCacheDir(root), name!)
  age(file)
  assert.ok(cache.read())
  assert.ok(recent(file))
  age(file)
  assert.is(await deleteStale(islandCacheDir(root), ISLAND_ENTRY), 1, 'not read for a month: deleted')
})

test.run()
