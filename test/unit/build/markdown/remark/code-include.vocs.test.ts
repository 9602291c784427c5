// Fence includes on a Vocs site: a region's problems are what Vocs 1.x makes of them (a region that never ends runs to
// the end of the file, a missing one is empty, `file::all` is the whole file), each a warning at the include's line, or
// an error with `strict`; a region keeps its indentation, as Vocs shows it.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { toString as textOf } from 'hast-util-to-string'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { resolveConfig } from '../../../../../build/config/resolve.ts'
import { siteConfigSchema } from '../../../../../build/config/schema.ts'
import { compilePage } from '../../../../../build/markdown/compile-page.ts'
import { createCompileContext } from '../../../../../build/markdown/context.ts'
import { sourcePage } from '../../../../support/compile-markdown.tsx'
import { tempDir } from '../../../../support/temp-dir.ts'

const root = tempDir('code-include-vocs-')
const snippet = join(root, 'docs/snippets/flow.ts')
mkdirSync(dirname(snippet), { recursive: true })
writeFileSync(
  snippet,
  [
    '// [!region setup]',
    'const a = 1',
    '// [!endregion setup]',
    'function run() {',
    '  // [!region body]',
    '  return a',
    '  // [!endregion body]',
    '}',
    '// [!region tail]',
    'run()',
    '',
  ].join('\n'),
)
const page = (include: string) =>
  sourcePage(['# Page', '', '```ts', `// [!include ~/snippets/${include}]`, '```', ''].join('\n'), { file: join(root, 'docs/pages/page.md'), path: '/page' })

/** A Vocs site's config as loaded: `strict` off unless it says so. */
async function compileOn(include: string, strict = false) {
  const config = resolveConfig(siteConfigSchema.parse({ rootDir: 'docs', strict }), root, 'vocs')
  const compiled = await compilePage(page(include), await createCompileContext(config))
  return {
    code: textOf(compiled.hast)
      .replace(/^Page\s*?\n/, '')
      .replace(/^\n+/, '')
      .trimEnd(),
    warnings: compiled.warnings.join('\n'),
  }
}

test('a region that never ends runs to the end of the file, with a warning at the include', async () => {
  const { code, warnings } = await compileOn('flow.ts:tail')
  assert.is(code, 'run()')
  assert.match(warnings, 'region "tail" starts on line 9 and never ends')
  assert.match(warnings, 'included to the end of the file, as in Vocs')
  assert.match(warnings, ':4')
})

test('a missing region includes nothing, with a warning naming the regions there are', async () => {
  const { code, warnings } = await compileOn('flow.ts:output}')
  assert.is(code, '')
  assert.match(warnings, 'no region "output}"')
  assert.match(warnings, 'its regions: setup, body, tail')
})

test('`file::all` names no region: the whole file, without its markers', async () => {
  const { code, warnings } = await compileOn('flow.ts::all')
  assert.is(code, ['const a = 1', 'function run() {', '  return a', '}', 'run()'].join('\n'))
  assert.match(warnings, 'read up to its ":" as Vocs reads it')
})

test('a region keeps its indentation, as Vocs shows it', async () => {
  const { code, warnings } = await compileOn('flow.ts:body')
  assert.is(code, '  return a')
  assert.is(warnings, '')
})

test('with strict, each of those is an error at the include', async () => {
  for (const include of ['flow.ts:tail', 'flow.ts:output}', 'flow.ts::all']) {
    try {
      await compileOn(include, true)
      assert.unreachable(include)
    } catch (error) {
      assert.match(String(error), `cannot include ~/snippets/${include}`)
    }
  }
})

test.run()
