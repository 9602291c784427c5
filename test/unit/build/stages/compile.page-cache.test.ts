// The compiled-page cache's key: a page compiled under other twoslash options, another tsconfig.json or other
// installed packages is not read back, so its blocks' types are never those of the settings before.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { openPageCache } from '../../../../build/stages/compile.ts'
import { sourcePage, testConfig } from '../../../support/compile-markdown.tsx'
import { tempDir } from '../../../support/temp-dir.ts'

const root = tempDir('page-cache-key-')
const page = sourcePage('# Types\n\n```ts twoslash\nconst a = 1\n```\n', { file: join(root, 'content/pages/page.md'), path: '/page' })
const keyWith = async (input: Record<string, unknown> = {}) => (await openPageCache(root, testConfig(input, root))).key(page)

test('twoslash options, tsconfig.json and the lockfile are part of every page key', async () => {
  const plain = await keyWith()
  assert.is(await keyWith(), plain, 'the same settings give the same key')
  assert.is.not(await keyWith({ twoslash: { compilerOptions: { module: 199, moduleResolution: 99 } } }), plain, 'twoslash options')
  writeFileSync(join(root, 'tsconfig.json'), '{"compilerOptions":{"baseUrl":"."}}')
  const withTsconfig = await keyWith()
  assert.is.not(withTsconfig, plain, 'tsconfig.json')
  writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}')
  assert.is.not(await keyWith(), withTsconfig, 'the installed packages')
})

test.run()
