// The compile workers take the costliest pages first: what counts toward a page's cost, and the order it gives. And how
// many threads compile, and how many of them work out twoslash types ahead.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { compileCost, compileOrder, compileThreads, HELP_WITH_TYPES_AFTER_MS, typesHelp, typingThreads } from '../../../../build/workers/compile-jobs.ts'

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

const pages = (typed: number, untyped: number) => [
  ...Array.from({ length: typed }, () => page('```ts twoslash\nconst a = 1\n```\n')),
  ...Array.from({ length: untyped }, () => page('# Prose\n')),
]

test('one thread per core, at most 4 and one per 48 pages; none for fewer than 48 pages or on one core', () => {
  assert.is(compileThreads(pages(0, 47), 8), 0)
  assert.is(compileThreads(pages(0, 97), 8), 3)
  assert.is(compileThreads(pages(0, 10_000), 8), 4)
  assert.is(compileThreads(pages(0, 10_000), 2), 2)
  assert.is(compileThreads(pages(0, 10_000), 1), 0)
})

test('a twoslash block counts as a page: a small site of many blocks compiles on threads, one of them for its types', () => {
  const blocks = (n: number) => page(Array.from({ length: n }, () => '```ts twoslash\nconst a = 1\n```\n').join('\n'))
  assert.is(compileThreads([blocks(47)], 2), 0)
  assert.is(compileThreads([blocks(48)], 2), 0, 'one thread’s worth is none')
  assert.is(
    compileThreads(
      Array.from({ length: 10 }, () => blocks(10)),
      2,
    ),
    2,
  )
  assert.is(
    compileThreads(
      Array.from({ length: 10 }, () => blocks(10)),
      8,
    ),
    3,
  )
})

test('on two cores or fewer, a site without twoslash of fewer than 1,000 pages compiles on one thread', () => {
  assert.is(compileThreads(pages(0, 500), 2), 1)
  assert.is(compileThreads(pages(0, 999), 1), 1)
  assert.is(compileThreads(pages(0, 1000), 2), 2)
  assert.is(compileThreads(pages(0, 500), 4), 4)
  assert.is(compileThreads(pages(1, 499), 2), 2, 'a twoslash page keeps a thread for the types')
})

test("twoslash types are worked out on all threads but one, and but one core's worth; every thread compiles", () => {
  assert.equal(
    [1, 2, 3, 4].map((cores) => typingThreads(4, cores)),
    [1, 1, 2, 3],
  )
  assert.is(typingThreads(2, 8), 1)
  // This site on two cores: one thread for its types, and both compile.
  assert.is(compileThreads(pages(60, 11), 2), 2)
  assert.is(compileThreads(pages(60, 11), 4), 2)
})

test('an idle thread helps with the types once they would take long at the pace so far, and then whenever it is idle', () => {
  let clock = 0
  const help = typesHelp(() => clock)
  assert.not.ok(help.wanted(1, 1000), 'no pace yet')
  clock = 3000
  for (let i = 0; i < 3; i++) help.answered()
  // 1 s a job so far: 19 left take 19 s, 20 take 20 s.
  assert.ok(HELP_WITH_TYPES_AFTER_MS === 20_000)
  assert.not.ok(help.wanted(1, 19))
  assert.ok(help.wanted(1, 20))
  assert.ok(help.wanted(1, 1), 'a thread that helps keeps helping: its environment is made')
  assert.not.ok(help.wanted(2, 1), 'another thread starts only for as much work')
})

test.run()
