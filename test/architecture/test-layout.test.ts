// Where tests live (test/README.md): every test file is in one of the kinds' folders, and a unit, large or process test
// sits at the path of the module it checks (`test/unit/build/markdown/nesting.test.ts` checks
// `build/markdown/nesting.ts`; `name.aspect.test.ts` is one aspect of `name`), so the test of a module is found from
// its path alone.
import { existsSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const root = new URL('../../', import.meta.url).pathname
const KINDS = ['unit', 'large', 'architecture', 'content', 'processes', 'sites', 'browser']
/** The kinds whose files each check one module. */
const MIRRORING = ['unit', 'large', 'processes']

const testFiles = readdirSync(join(root, 'test'), { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && /\.test\.tsx?$/.test(e.name))
  .map((e) => relative(root, join(e.parentPath, e.name)))
  .filter((path) => !path.startsWith('test/fixtures/'))

test('every test file is in a kind folder', () => {
  assert.ok(testFiles.length > 100, 'test files are found')
  assert.equal(
    testFiles.filter((path) => !KINDS.includes(path.split('/')[1]!)),
    [],
  )
})

test('unit, large and process tests sit at the path of the module they check', () => {
  const astray = testFiles
    .filter((path) => MIRRORING.includes(path.split('/')[1]!))
    .filter((path) => {
      const source = path.split('/').slice(2).join('/')
      const stem = source.replace(/\.test\.tsx?$/, '')
      const candidates = [stem, stem.replace(/\.[^./]+$/, '')].flatMap((s) => ['.ts', '.tsx', '.mjs', '.js'].map((ext) => `${s}${ext}`))
      return !candidates.some((c) => existsSync(join(root, c)))
    })
  assert.equal(astray, [], 'these name no module: rename or move them to the path of what they check')
})

test.run()
