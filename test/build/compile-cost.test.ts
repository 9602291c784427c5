// The compile workers take the costliest pages first: what counts toward a page's cost, and the order it gives.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { compileCost, compileOrder } from '../../build/markdown/compile-pool.ts'

const page = (content: string) => ({ content })

test('a page costs its length, and each twoslash fence (``` or ~~~, indented in a list too) as much as a long page', () => {
  const plain = 'x'.repeat(1000)
  const fence = '```ts twoslash\nconst a = 1\n```\n'
  assert.is(compileCost(page(plain)), 1000)
  assert.ok(compileCost(page(fence)) > compileCost(page('x'.repeat(30_000))), 'one twoslash block outweighs 30 KB of text')
  const three = `${fence}\n~~~tsx twoslash title="a.tsx"\n<a />\n~~~\n\n1. step\n   ${fence}`
  assert.is(compileCost(page(three)) - three.length, 3 * (compileCost(page(fence)) - fence.length))
})

test('the word twoslash in prose or in a plain fence costs nothing extra', () => {
  const text = 'Blocks marked twoslash show types.\n\n```ts\n// twoslash is a tool\n```\n'
  assert.is(compileCost(page(text)), text.length)
})

test("an included file and an .mdx page's import of a site file cost as much as a twoslash block; a package import does not", () => {
  const fence = '```ts twoslash\nconst a = 1\n```\n'
  const block = compileCost(page(fence)) - fence.length
  const include = '```tsx twoslash\n// [!include ~/examples/App.tsx]\n```\n'
  assert.is(compileCost(page(include)) - include.length, 2 * block)
  const imports = "import App from '~/examples/App.tsx'\nimport { Note } from '../components/Note.tsx'\nimport { atom } from 'valdres'\n\n<App />\n"
  assert.is(compileCost(page(imports)) - imports.length, 2 * block)
  const prose = 'Write `import App from "./App"` in a sentence, or [!include] without a path.\n'
  assert.is(compileCost(page(prose)), prose.length)
})

test('pages are handed out costliest first, and pages of equal cost in their own order', () => {
  const fence = '```ts twoslash\nconst a = 1\n```\n'
  const pages = ['a', 'x'.repeat(500), fence, 'b', 'y'.repeat(500), 'x'.repeat(2000)].map(page)
  assert.equal(compileOrder(pages), [2, 5, 1, 4, 0, 3])
  assert.equal(compileOrder([]), [])
})

test.run()
