// A page's twoslash blocks compiled as one: one TypeScript program and type checker for the page's blocks, types that
// never depend on other pages compiled before, every block of a page compiled again when one of them changes, and
// the fences the highlighting step finds in a page's tree.
import type { ElementData, Root } from 'hast'
import { toString as hastText } from 'hast-util-to-string'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { compilePage } from '../../../../../build/markdown/compile-page.ts'
import { createCompileContext } from '../../../../../build/markdown/context.ts'
import { twoslashFencesOf } from '../../../../../build/markdown/rehype/highlight-page.ts'
import { twoslashPopups as popups, sourcePage, testConfig } from '../../../../support/compile-markdown.tsx'
import { tempDir } from '../../../../support/temp-dir.ts'

const fence = (lang: string, ...lines: string[]) => [`\`\`\`${lang} twoslash`, ...lines, '```', '']
const page = (...fences: string[][]) => sourcePage(['# Page', '', ...fences.flat()].join('\n'))
/** A compile context on a site folder of its own (so no other test's disk cache answers). */
const freshContext = (root = tempDir('twoslash-pages-')) => createCompileContext(testConfig({}, root))

const names = fence('ts', "const names = ['a', 'b']", 'const count = names.length')
const numbers = fence('ts', 'const numbers = [1, 2]', 'const size = numbers.length')

test("a page's blocks are checked by one type checker, with each block's own types and errors", async () => {
  const ctx = await freshContext()
  const compiled = await compilePage(
    page(
      fence('ts', "import { atom } from 'valdres'", 'const countAtom = atom(1)'),
      fence('tsx', 'const list = <ul><li>one</li></ul>'),
      fence('ts', '// @errors: 2322', "const n: number = 'text'"),
    ),
    ctx,
  )
  assert.equal([ctx.twoslashStats!.compilerRuns, ctx.twoslashStats!.checkers], [3, 1])
  const text = popups(compiled.hast).join('\n')
  assert.match(text, 'const countAtom: Atom<number>')
  // JSX intrinsic elements keep their types: the block was checked before its hovers were asked for.
  assert.match(text, 'const list: React.JSX.Element')
  assert.match(hastText(compiled.hast), "Type 'string' is not assignable to type 'number'.")
})

test("blocks with twoslash's annotation tags (`// @log: …`) share the page's checker and keep their notes", async () => {
  const ctx = await freshContext()
  const compiled = await compilePage(
    page(fence('ts', '// @noErrors', 'const total = [1, 2].length', '// @log: 2 items'), fence('ts', "const label = 'x'", '// @warn: labels are short')),
    ctx,
  )
  assert.equal([ctx.twoslashStats!.compilerRuns, ctx.twoslashStats!.checkers], [2, 1])
  const text = hastText(compiled.hast)
  assert.ok(popups(compiled.hast).includes('const total: number'), popups(compiled.hast).join('\n'))
  assert.match(text, '2 items')
  assert.match(text, 'labels are short')
  assert.not.match(text, '@log')
})

test("a page's types do not depend on the pages compiled before it", async () => {
  const alone = await freshContext()
  const expected = popups((await compilePage(page(names), alone)).hast)
  assert.ok(expected.includes('Array<string>.length: number'), expected.join('\n'))
  const after = await freshContext()
  await compilePage(page(numbers), after)
  assert.equal(popups((await compilePage(page(names), after)).hast), expected)
  assert.is(after.twoslashStats!.checkers, 2, 'a checker for each page')
})

test("a change to one block compiles the page's other blocks again; an unchanged page compiles none", async () => {
  const root = tempDir('twoslash-pages-')
  const first = await freshContext(root)
  await compilePage(page(names, numbers), first)
  assert.is(first.twoslashStats!.compilerRuns, 2)
  const unchanged = await freshContext(root)
  await compilePage(page(names, numbers), unchanged)
  assert.equal([unchanged.twoslashStats!.compilerRuns, unchanged.twoslashStats!.cacheHits], [0, 2])
  const edited = await freshContext(root)
  await compilePage(page(names, fence('ts', 'const numbers = [1, 2, 3]', 'const size = numbers.length')), edited)
  assert.equal([edited.twoslashStats!.compilerRuns, edited.twoslashStats!.cacheHits], [2, 0])
})

const ownFile = fence('ts', '// @filename: sizes.ts', 'export const sizes = { small: 1, large: 2 }')

test("a block's own `// @filename:` file stays in the page's program after it, so the next block keeps the checker", async () => {
  const ctx = await freshContext()
  const compiled = await compilePage(page(ownFile, names), ctx)
  assert.equal([ctx.twoslashStats!.compilerRuns, ctx.twoslashStats!.checkers], [2, 1])
  const text = popups(compiled.hast)
  assert.ok(text.includes('const sizes: {\n    small: number;\n    large: number;\n}'), text.join('\n'))
  assert.ok(text.includes('Array<string>.length: number'), text.join('\n'))
})

test("a block's own file leaves the program when the page ends: the next page's types are its own", async () => {
  const importer = page(fence('ts', '// @noErrors', "import { sizes } from './sizes'", 'const copy = sizes'))
  const alone = await freshContext()
  const expected = popups((await compilePage(importer, alone)).hast)
  assert.not.ok(
    expected.some((text) => text.includes('small: number')),
    expected.join('\n'),
  )
  const after = await freshContext()
  await compilePage(page(ownFile, numbers), after)
  assert.equal(popups((await compilePage(importer, after)).hast), expected)
})

test("a package's files are parsed once per thread, even after a page whose blocks import nothing", async () => {
  const ctx = await freshContext()
  await compilePage(page(fence('ts', "import { atom } from 'valdres'", 'const countAtom = atom(1)')), ctx)
  const parses = ctx.twoslashStats!.installedParses
  assert.ok(parses > 0, 'the libraries and valdres were parsed')
  await compilePage(page(names), ctx)
  const compiled = await compilePage(page(fence('ts', "import { atom } from 'valdres'", "const nameAtom = atom('a')")), ctx)
  assert.ok(popups(compiled.hast).includes('const nameAtom: Atom<string>'), popups(compiled.hast).join('\n'))
  assert.is(ctx.twoslashStats!.installedParses, parses)
})

test('a block with compiler flags gets its own environment beside the page program', async () => {
  const ctx = await freshContext()
  const compiled = await compilePage(page(fence('ts', '// @strict: false', 'function f(a) { return a }'), names), ctx)
  assert.is(ctx.twoslashStats!.environments, 2)
  assert.ok(popups(compiled.hast).includes('Array<string>.length: number'))
})

test("the twoslash fences of a page's tree: ts and tsx with the word in their meta, code without its last newline", () => {
  const code = (lang: string, meta: string, text: string) => ({
    type: 'element' as const,
    tagName: 'pre',
    properties: {},
    children: [
      {
        type: 'element' as const,
        tagName: 'code',
        properties: { className: [`language-${lang}`] },
        data: { meta } as ElementData,
        children: [{ type: 'text' as const, value: text }],
      },
    ],
  })
  const tree: Root = {
    type: 'root',
    children: [
      code('ts', 'twoslash title="a.ts"', 'const a = 1\n'),
      code('tsx', 'twoslash', 'const b = <b />\n'),
      code('ts', '', 'const plain = 1\n'),
      code('ts', 'notwoslash', 'const off = 1\n'),
      code('js', 'twoslash', 'const js = 1\n'),
    ],
  }
  assert.equal(twoslashFencesOf(tree), [
    { lang: 'ts', code: 'const a = 1' },
    { lang: 'tsx', code: 'const b = <b />' },
  ])
})

test("a compiled page keeps no places in its sources or shiki's notes, its popups' doc comments included", async () => {
  const compiled = await compilePage(
    page(fence('ts', "import { atom } from 'valdres'", 'const countAtom = atom(1) // [!code focus]'), ['```text', 'plain', '```', '']),
    await freshContext(),
  )
  const json = JSON.stringify(compiled.hast)
  assert.ok(json.includes('twoslash-popup-docs'), 'a popup shows a doc comment')
  assert.not.ok(json.includes('"position"'))
  assert.not.ok(json.includes('_shiki_notation'))
})

test.run()
