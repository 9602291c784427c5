// Twoslash (TypeScript) is loaded only when a page or a partial it imports may hold a twoslash fence: a plain page
// compiles without loading it, and a fence in a page or in an imported partial still gets its types.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { toHtml } from 'hast-util-to-html'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { compilePage } from '../../../../../build/markdown/compile-page.ts'
import { createCompileContext } from '../../../../../build/markdown/context.ts'
import { sourcePage, testConfig } from '../../../../support/compile-markdown.tsx'
import { tempDir } from '../../../../support/temp-dir.ts'

const FENCE = ['```ts twoslash', 'const answer = 42', '//    ^?', '```'].join('\n')

const counted = async (root: string) => {
  const ctx = await createCompileContext(testConfig({}, root))
  const load = ctx.loadTwoslash!
  const calls = { n: 0 }
  ctx.loadTwoslash = () => {
    calls.n++
    return load()
  }
  return { ctx, calls }
}

test('a page without twoslash does not load it; a page with a fence loads it and gets its types', async () => {
  const { ctx, calls } = await counted(tempDir('on-demand-'))
  const plain = await compilePage(sourcePage('# Plain\n\n```ts\nconst a = 1\n```\n'), ctx)
  assert.is(calls.n, 0)
  assert.not.ok(toHtml(plain.hast).includes('twoslash'))
  const typed = await compilePage(sourcePage(`# Typed\n\n${FENCE}\n`), ctx)
  assert.is(calls.n, 1)
  assert.match(toHtml(typed.hast), /twoslash-popup/)
  assert.ok(ctx.twoslashStats!.compilerRuns + ctx.twoslashStats!.cacheHits >= 1)
})

test('a fence in a partial an .mdx page imports loads twoslash too', async () => {
  const root = tempDir('on-demand-')
  const pages = join(root, 'content/pages')
  mkdirSync(pages, { recursive: true })
  writeFileSync(join(pages, 'part.md'), `## Part\n\n${FENCE}\n`)
  const text = "import Part from './part.md'\n\n# Page\n\n<Part />\n"
  writeFileSync(join(pages, 'page.mdx'), text)
  const { ctx, calls } = await counted(root)
  await compilePage(sourcePage(text, { file: join(pages, 'page.mdx') }), ctx)
  assert.ok(calls.n >= 1, 'the partial asked for twoslash')
  assert.ok(ctx.twoslashStats!.compilerRuns + ctx.twoslashStats!.cacheHits >= 1, 'and its fence was compiled')
})

test.run()
