// Which TypeScript compiles a site's twoslash blocks: the site's own when it installed TypeScript 5 or 6 (as Vocs
// compiles with it), else this tool's.
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { toString as textOf } from 'hast-util-to-string'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { compilePage } from '../../../../../build/markdown/compile-page.ts'
import { createCompileContext } from '../../../../../build/markdown/context.ts'
import { twoslashTypescript } from '../../../../../build/markdown/twoslash/site-typescript.ts'
import { TOOL_TYPESCRIPT } from '../../../../../build/platform/typescript-loader.ts'
import { sourcePage, testConfig } from '../../../../support/compile-markdown.tsx'
import { tempDir } from '../../../../support/temp-dir.ts'

/** TypeScript 5.9, installed beside this tool's own under another name (package.json). */
const TYPESCRIPT_5 = realpathSync(join(dirname(TOOL_TYPESCRIPT), '..', '..', 'typescript-5'))

/** A site folder whose node_modules/typescript is `installed` (a folder), or holds no TypeScript. */
function siteWith(installed?: string): string {
  const root = tempDir('site-typescript-')
  writeFileSync(join(root, 'package.json'), '{"type":"module"}')
  if (installed) {
    mkdirSync(join(root, 'node_modules'))
    symlinkSync(installed, join(root, 'node_modules', 'typescript'))
  }
  return root
}

test("a site's TypeScript 5 compiles its blocks, with its own libraries", () => {
  const chosen = twoslashTypescript(siteWith(TYPESCRIPT_5))
  assert.is(chosen.module.version, '5.9.3')
  assert.ok(chosen.site)
  assert.is(chosen.libDirectory, join(TYPESCRIPT_5, 'lib'))
})

test("without a TypeScript of its own, or with one twoslash does not run on, a site's blocks use this tool's", () => {
  const tool = twoslashTypescript(siteWith())
  assert.is(tool.libDirectory, dirname(TOOL_TYPESCRIPT))
  assert.not.ok(tool.site)
  assert.ok(tool.module.version.startsWith('6.'))
  const old = tempDir('site-typescript-4-')
  mkdirSync(join(old, 'lib'))
  writeFileSync(join(old, 'package.json'), '{"name":"typescript","version":"4.9.5","main":"lib/typescript.js"}')
  // Never loaded: a module that would fail if it were.
  writeFileSync(join(old, 'lib', 'typescript.js'), 'throw new Error("TypeScript 4 was loaded")')
  const four = twoslashTypescript(siteWith(old))
  assert.not.ok(four.site)
  assert.is(four.module, tool.module)
})

test("a block compiles as the site's compiler takes it: TypeScript 6's RegExp.escape is unknown to the site's TypeScript 5", async () => {
  const page = sourcePage(['# New API', '', '```ts twoslash', '// @lib: esnext', "const pattern = RegExp.escape('a.b')", '```', ''].join('\n'))
  const withTool = await compilePage(page, await createCompileContext(testConfig({}, siteWith())))
  // The hover's popup, in the page's text.
  assert.match(textOf(withTool.hast), 'const pattern: string')
  try {
    await compilePage(page, await createCompileContext(testConfig({}, siteWith(TYPESCRIPT_5))))
    assert.unreachable("the site's TypeScript 5 compiled RegExp.escape")
  } catch (error) {
    assert.match(String(error), "Property 'escape' does not exist on type 'RegExpConstructor'")
  }
})

test.run()
