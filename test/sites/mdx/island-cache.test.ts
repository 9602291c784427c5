// The island chunks are cached in the site's .cache: a rebuild with nothing changed takes them from there without
// running the bundler and publishes the same bytes; an edited island source is bundled again into a new chunk. The
// same site in another folder publishes the same chunks.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { islandBundleStats } from '../../../build/assets/island-cache.ts'
import { buildSite } from '../../../build/build-site.ts'
import { copyFixture } from '../../support/fixture-copy.ts'

const site = copyFixture('mdx-site')

/** The published island chunks: path → text. */
async function build(copy = site): Promise<Map<string, string>> {
  const summary = await buildSite({ root: copy.root, out: copy.out })
  const chunks = summary.files.map((f) => f.path).filter((path) => path.startsWith('assets/islands/'))
  return new Map(chunks.map((path) => [path, copy.read(path)]))
}

test('a rebuild with nothing changed reuses the cached chunks, byte for byte, without bundling', async () => {
  const first = await build()
  assert.ok(first.size > 0, 'the fixture has islands')
  assert.equal(islandBundleStats, { bundled: 1, reused: 0 })
  const second = await build()
  assert.equal(islandBundleStats, { bundled: 1, reused: 1 }, 'the bundler did not run again')
  assert.equal([...second], [...first])
})

test('the same site built in another folder publishes the same chunk names and bytes', async () => {
  const elsewhere = copyFixture('mdx-site')
  assert.is.not(elsewhere.root, site.root)
  try {
    assert.equal([...(await build(elsewhere))], [...(await build())])
  } finally {
    rmSync(elsewhere.root, { recursive: true, force: true })
  }
})

test('editing an island source bundles again: its chunk changes, the others keep their names', async () => {
  const before = await build()
  const counter = join(site.root, 'content/components/Counter.tsx')
  writeFileSync(counter, readFileSync(counter, 'utf8').replace('}: <output>', '} now: <output>'))
  const bundled = islandBundleStats.bundled
  const after = await build()
  assert.is(islandBundleStats.bundled, bundled + 1)
  const name = (chunks: Map<string, string>, prefix: string) => [...chunks.keys()].find((p) => p.startsWith(`assets/islands/${prefix}-`))
  assert.is.not(name(after, 'Counter'), name(before, 'Counter'))
  assert.match(after.get(name(after, 'Counter')!)!, ' now: ')
  assert.is(name(after, 'Badge'), name(before, 'Badge'))
  rmSync(site.root, { recursive: true, force: true })
})

test.run()
