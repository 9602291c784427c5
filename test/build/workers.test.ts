// Compiling and rendering on worker threads gives the very bytes of doing both on the main thread: the workers load
// the config themselves, write the page cache themselves and get the site plan (sidebar, assets) once.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../build/build-site.ts'
import { copyFixture } from '../support/fixture-copy.ts'

const onMain = copyFixture('site')
const onWorkers = copyFixture('site')

function files(dir: string): Map<string, string> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name !== '.valdres-output.json')
  return new Map(entries.map((e) => [relative(dir, join(e.parentPath, e.name)), readFileSync(join(e.parentPath, e.name), 'utf8')]))
}

test('a build on two worker threads writes exactly the files of a build without them', async () => {
  const main = await buildSite({ root: onMain.root, out: onMain.out, threads: 0 })
  const workers = await buildSite({ root: onWorkers.root, out: onWorkers.out, threads: 2 })
  assert.is(workers.pages, main.pages)
  const expected = files(onMain.out)
  const actual = files(onWorkers.out)
  assert.equal([...actual.keys()].sort(), [...expected.keys()].sort())
  for (const [path, content] of expected) assert.is(actual.get(path), content, path)
  // The workers wrote every page into the cache: a rebuild compiles nothing and renders nothing.
  const cached = readdirSync(join(onWorkers.root, '.cache/pages'))
  assert.is(cached.filter((n) => n.endsWith('.tree.json')).length, main.pages)
  const again = await buildSite({ root: onWorkers.root, out: onWorkers.out, threads: 2 })
  assert.is(again.bytesWritten, 0)
})

test.run()
