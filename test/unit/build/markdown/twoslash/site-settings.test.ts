// What twoslash takes from a site's tsconfig.json and config: `baseUrl` and `paths` (targets read from baseUrl's
// folder), and the config's compiler options over the tool's, `moduleResolution` too.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { toString as textOf } from 'hast-util-to-string'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { compilePage } from '../../../../../build/markdown/compile-page.ts'
import { createCompileContext } from '../../../../../build/markdown/context.ts'
import { sourcePage, testConfig } from '../../../../support/compile-markdown.tsx'
import { tempDir } from '../../../../support/temp-dir.ts'

const block = (lines: string[]) => sourcePage(['# Types', '', '```ts twoslash', ...lines, '```', ''].join('\n'))

test("a tsconfig's baseUrl and its paths written from it (`src/*`) resolve a block's imports", async () => {
  const root = tempDir('twoslash-baseurl-')
  mkdirSync(join(root, 'src'))
  mkdirSync(join(root, 'lib'))
  writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '~/*': ['src/*'] } } }))
  writeFileSync(join(root, 'src/greet.ts'), "export const greeting = 'hi' as const\n")
  writeFileSync(join(root, 'lib/other.ts'), 'export const other = 7 as const\n')
  const page = block(["import { greeting } from '~/greet'", "import { other } from 'lib/other'", 'const both = [greeting, other] as const'])
  const compiled = await compilePage(page, await createCompileContext(testConfig({}, root)))
  assert.match(textOf(compiled.hast), 'const both: readonly ["hi", 7]')
})

test("the config's module and moduleResolution NodeNext compile every block, as in Vocs", async () => {
  const root = tempDir('twoslash-nodenext-')
  // TypeScript's ModuleKind.NodeNext and ModuleResolutionKind.NodeNext, as a config importing typescript writes them.
  const config = testConfig({ twoslash: { compilerOptions: { module: 199, moduleResolution: 99 } } }, root)
  const compiled = await compilePage(block(['const answer = 42 as const']), await createCompileContext(config))
  assert.match(textOf(compiled.hast), 'const answer: 42')
})

test.run()
