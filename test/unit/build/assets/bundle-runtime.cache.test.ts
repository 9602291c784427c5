// The runtime bundle's disk cache, in a scratch copy of this tool: a change to a server-only component finds the
// cached bundle; a change to a file the browser loads, a new file under runtime/ or a change to the bundler bundles again.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { RuntimeBundle } from '../../../../build/assets/rollup-runtime.ts'
import { copyTool } from '../../../support/tool-copy.ts'

const scratch = copyTool('bundle-cache')
const cacheDir = join(scratch, 'cache')
// The scratch copy's own module, so RUNTIME_DIR is the scratch runtime/.
const { bundleRuntime } = (await import(join(scratch, 'build/assets/bundle-runtime.ts'))) as typeof import('../../../../build/assets/bundle-runtime.ts')

const cachedBundles = () => readdirSync(cacheDir).filter((name) => /^runtime-[0-9a-f]+\.json$/.test(name))
const edit = (file: string, from: string, to: string) => {
  const path = join(scratch, 'runtime', file)
  const text = readFileSync(path, 'utf8')
  assert.ok(text.includes(from), `${file} holds ${from}`)
  writeFileSync(path, text.replace(from, to))
}
const allCode = (bundle: RuntimeBundle) => bundle.files.map((f) => f.content).join('\n')

test.after(() => rmSync(scratch, { recursive: true, force: true }))

test('only the files the bundle is made of, and the set of file names, decide whether it is made again', async () => {
  const first = await bundleRuntime(cacheDir)
  assert.equal(cachedBundles().length, 1)
  const graph = JSON.parse(readFileSync(join(cacheDir, 'runtime-graph.json'), 'utf8')) as string[]
  assert.ok(graph.includes('entry.ts') && graph.includes('enhancers/page-actions.ts'), 'the graph names the bundled files')
  assert.not.ok(graph.includes('components/chrome/SkipLink.tsx'), 'a server-only component is not in the graph')

  edit('components/chrome/SkipLink.tsx', '      Skip to content\n', '      Skip to the words\n')
  assert.equal(await bundleRuntime(cacheDir), first, 'the cached bundle, unchanged')
  assert.equal(cachedBundles().length, 1, 'nothing bundled')

  edit('enhancers/page-actions.ts', "'Copied'", "'Copied it'")
  const second = await bundleRuntime(cacheDir)
  assert.equal(cachedBundles().length, 2, 'bundled again')
  assert.ok(allCode(second).includes('Copied it'), 'with the change')
  assert.not.ok(allCode(first).includes('Copied it'))

  writeFileSync(join(scratch, 'runtime/enhancers/new-file.ts'), 'export const unused = 1\n')
  await bundleRuntime(cacheDir)
  assert.equal(cachedBundles().length, 3, 'a new file under runtime/ bundles again: it may change what an import resolves to')

  // The bundler lives in two files: the cache lookup, and rollup's part, which is loaded only on a miss.
  const rollupPart = join(scratch, 'build/assets/rollup-runtime.ts')
  writeFileSync(rollupPart, `${readFileSync(rollupPart, 'utf8')}\n// changed\n`)
  await bundleRuntime(cacheDir)
  assert.equal(cachedBundles().length, 4, 'a change to the bundler bundles again')
})

test('every chunk is minified: no comments, few line breaks', async () => {
  const bundle = await bundleRuntime(cacheDir)
  for (const file of bundle.files) {
    // Unminified, rollup's output has a line every 30 to 40 characters; minified, only template literals keep theirs.
    const lines = file.content.split('\n').length
    assert.ok(lines <= 2 + file.content.length / 400, `${file.path}: ${lines} lines in ${file.content.length} characters`)
    assert.not.ok(/\/\*[*!]/.test(file.content), `${file.path} has no comments`)
  }
})

test.run()
