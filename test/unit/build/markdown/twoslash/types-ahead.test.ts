// A page's twoslash types worked out ahead (build/markdown/twoslash-ahead.ts): they go into the disk cache, where the
// page's compile in another context (another thread's) finds every block and runs no compiler, with the popups a
// compile alone gives; a block that fails is left to the compile, which reports it at its line.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { formatError } from '../../../../../build/errors/build-error.ts'
import { compilePage } from '../../../../../build/markdown/compile-page.ts'
import { createCompileContext } from '../../../../../build/markdown/context.ts'
import { computePageTypes } from '../../../../../build/markdown/twoslash/types-ahead.ts'
import { twoslashPopups as popups, sourcePage, testConfig } from '../../../../support/compile-markdown.tsx'
import { tempDir } from '../../../../support/temp-dir.ts'

const fence = (lang: string, ...lines: string[]) => [`\`\`\`${lang} twoslash`, ...lines, '```', '']
const text = (...fences: string[][]) => ['# Page', '', 'Some text.', '', ...fences.flat()].join('\n')
const newRoot = () => tempDir('twoslash-ahead-')
const contextIn = (root: string) => createCompileContext(testConfig({}, root))

const blocks = [
  fence('ts', "import { atom } from 'valdres'", 'const countAtom = atom(1)'),
  fence('tsx', 'const list = <ul><li>one</li></ul>'),
  fence('ts', "const names = ['a', 'b']", 'const count = names.length'),
]

for (const [kind, file] of [
  ['.md', '/site/content/pages/page.md'],
  ['.mdx', '/site/content/pages/page.mdx'],
] as const) {
  test(`an ${kind} page's types, worked out ahead, are what its compile in another context reads, with the same popups`, async () => {
    const page = sourcePage(text(...blocks), { file })
    const root = newRoot()
    const ahead = await contextIn(root)
    await computePageTypes(page, ahead)
    assert.equal([ahead.twoslashStats!.compilerRuns, ahead.twoslashStats!.checkers], [3, 1], 'the three blocks in one program')

    const later = await contextIn(root)
    const compiled = await compilePage(page, later)
    assert.equal([later.twoslashStats!.compilerRuns, later.twoslashStats!.cacheHits], [0, 3])

    // The same page compiled alone in a site of its own: the same output, but for the site's folder.
    const otherRoot = newRoot()
    const alone = await compilePage(page, await contextIn(otherRoot))
    assert.is(JSON.stringify(compiled.hast).replaceAll(root, '<site>'), JSON.stringify(alone.hast).replaceAll(otherRoot, '<site>'))
    // Types are there: a popup's text (an .mdx page's is in its module, a token at a time).
    if (kind === '.md') assert.match(popups(compiled.hast).join('\n'), 'const countAtom: Atom<number>')
    else assert.match(String(compiled.hast.data?.mdxModule), 'AtomDefaultValue')
  })
}

test('a block that fails is left to the compile, which reports it at its line', async () => {
  const page = sourcePage(text(blocks[0]!, fence('ts', "const n: number = 'text'")))
  const root = newRoot()
  await computePageTypes(page, await contextIn(root))
  const later = await contextIn(root)
  const error = await compilePage(page, later).then(
    () => undefined,
    (e: unknown) => e,
  )
  assert.ok(error, 'the compile fails')
  assert.match(formatError(error, '/site'), /page\.md:10 type error in a twoslash code block: .*Type 'string' is not assignable to type 'number'/)
  assert.ok(later.twoslashStats!.compilerRuns > 0, 'the compile ran the compiler itself')
})

test("a page whose blocks use twoslash's includes is left to its compile", async () => {
  const page = sourcePage(text(['```ts twoslash include base', 'const base = 1', '```', ''], fence('ts', '// @include: base', 'const next = base + 1')))
  const root = newRoot()
  const ahead = await contextIn(root)
  await computePageTypes(page, ahead)
  assert.is(ahead.twoslashStats!.compilerRuns, 0)
  const later = await contextIn(root)
  const compiled = await compilePage(page, later)
  assert.ok(later.twoslashStats!.compilerRuns > 0)
  assert.ok(
    popups(compiled.hast).some((popup) => popup.includes('const next: number')),
    popups(compiled.hast).join('\n'),
  )
})

test.run()
