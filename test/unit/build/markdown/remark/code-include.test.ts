// Fence includes: `// [!include path:region]` lines replaced by a file's text or one region of it, `~/` from the
// content folder and `./` from the page's folder, every include recorded as a dependency, and each bad include a
// build error at the page's line of the include.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { BuildError, BuildErrors } from '../../../../../build/errors/build-error.ts'
import { compilePage } from '../../../../../build/markdown/compile-page.ts'
import { type CompileContext, createCompileContext } from '../../../../../build/markdown/context.ts'
import { sourcePage, testConfig } from '../../../../support/compile-markdown.tsx'
import { tempDir } from '../../../../support/temp-dir.ts'

const root = tempDir('code-include-')
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}
write(
  'content/snippets/counter.ts',
  [
    "import { atom } from 'valdres'",
    '// [!region create]',
    'const countAtom = atom(0)',
    '// [!endregion create]',
    '',
    'function read() {',
    '  // [!region read]',
    '  return countAtom',
    '  // [!endregion read]',
    '}',
    '// [!region open]',
    'const never = 1',
    '',
  ].join('\n'),
)
write('content/pages/guide/near.ts', 'export const near = 1\n')
write('outside-content.ts', 'export const top = 1\n')
const pageFile = join(root, 'content/pages/guide/page.md')
const config = testConfig({}, root)
let ctx: CompileContext

test.before(async () => {
  ctx = await createCompileContext(config)
})

/** Compiles a page whose body is `lines`; returns the code each fence shows and the page's dependencies. */
async function compile(lines: string[], file = pageFile) {
  const compiled = await compilePage(sourcePage(lines.join('\n'), { file, path: '/guide/page' }), ctx)
  const codes: string[] = []
  const walk = (node: { type: string; tagName?: string; children?: unknown[] }, inCode = false): string => {
    if (node.type === 'text') return (node as unknown as { value: string }).value
    const text = (node.children ?? []).map((c) => walk(c as typeof node, inCode || node.tagName === 'code')).join('')
    if (node.tagName === 'code' && !inCode) codes.push(text)
    return text
  }
  walk(compiled.hast as never)
  return { codes, dependencies: compiled.data.dependencies && Object.keys(compiled.data.dependencies), module: compiled.hast.data?.mdxModule }
}

async function failure(lines: string[]): Promise<BuildError> {
  try {
    await compile(lines)
  } catch (error) {
    if (error instanceof BuildError) return error
    throw error
  }
  return assert.unreachable('the page should not compile') as never
}

test('~/ reads from the content folder, ./ and ../ from the page folder; each file is a dependency, once', async () => {
  const { codes, dependencies } = await compile([
    '```ts',
    '// [!include ~/snippets/counter.ts:create]',
    '// [!include ./near.ts]',
    '```',
    '',
    '```ts',
    '// [!include ../../snippets/counter.ts:create]',
    '```',
  ])
  assert.equal(codes, ['const countAtom = atom(0)\nexport const near = 1', 'const countAtom = atom(0)'])
  assert.equal(dependencies, [join(root, 'content/snippets/counter.ts'), join(root, 'content/pages/guide/near.ts')].sort())
})

test('a region comes out without its markers and its shared indentation, indented like the include line', async () => {
  const { codes } = await compile(['```ts', 'function f() {', '  // [!include ~/snippets/counter.ts:read]', '}', '```'])
  assert.equal(codes, ['function f() {\n  return countAtom\n}'])
})

test('a whole-file include leaves out every marker line; markers written in the fence itself stay', async () => {
  const { codes } = await compile(['```ts', '// [!region mine]', '// [!include ~/snippets/counter.ts]', '```'])
  assert.not.match(codes[0]!, '[!region create]')
  assert.not.match(codes[0]!, '[!endregion')
  assert.ok(codes[0]!.startsWith("// [!region mine]\nimport { atom } from 'valdres'\nconst countAtom = atom(0)\n\nfunction read() {"), codes[0])
})

test('a fence with no include drops its own region markers, as Vocs does', async () => {
  const { codes } = await compile(['```ts', '// [!region setup]', "import { lamp } from 'lamps'", '// [!endregion setup]', 'lamp()', '```'])
  assert.equal(codes, ["import { lamp } from 'lamps'\nlamp()"])
})

test('a fence without includes, and a page without fences, have no dependencies', async () => {
  const { codes, dependencies } = await compile(['```ts', '// [!includes are mentioned here]', '```'])
  assert.equal(codes, ['// [!includes are mentioned here]'])
  assert.is(dependencies, undefined)
})

test('a missing file is an error at the page line of the include, naming the path it looked for', async () => {
  const error = await failure(['# Page', '', '- item', '', '  ```ts', '  const a = 1', '  // [!include ~/snippets/nope.ts]', '  ```'])
  assert.equal([error.place.file, error.place.line], [pageFile, 7])
  assert.match(error.message, `cannot include ~/snippets/nope.ts: no such file (looked for ${join(root, 'content/snippets/nope.ts')})`)
})

test('every include of a page that fails is reported, each at its line', async () => {
  try {
    await compile(['```ts', '// [!include ~/snippets/nope.ts]', '```', '', '```ts', '// [!include ~/snippets/counter.ts:missing]', '```'])
    assert.unreachable('the page should not compile')
  } catch (error) {
    assert.ok(error instanceof BuildErrors, String(error))
    assert.equal(
      error.errors.map((e) => [e.place.line, e.message.split(':')[0]]),
      [
        [2, 'cannot include ~/snippets/nope.ts'],
        [6, 'cannot include ~/snippets/counter.ts'],
      ],
    )
  }
})

test('a missing region is an error naming the regions the file has', async () => {
  const error = await failure(['```ts', '// [!include ~/snippets/counter.ts:missing]', '```'])
  assert.equal([error.place.file, error.place.line], [pageFile, 2])
  assert.match(error.message, 'no region "missing"')
  assert.match(error.message, 'its regions: create, read, open')
})

test('a region that never ends is an error naming its line in the snippet', async () => {
  const error = await failure(['```ts', '// [!include ~/snippets/counter.ts:open]', '```'])
  assert.match(error.message, 'region "open" starts on line 11 and never ends')
})

test('paths outside the site folder, through a symlink or not, and bare paths are errors', async () => {
  const elsewhere = tempDir('elsewhere-')
  writeFileSync(join(elsewhere, 'secret.ts'), 'export const secret = 1\n')
  symlinkSync(join(elsewhere, 'secret.ts'), join(root, 'content/snippets/away.ts'))
  for (const [include, expected] of [
    ['../../../../../../etc/hostname', 'is outside the site folder'],
    ['~/snippets/away.ts', 'outside the site folder'],
    ['snippets/counter.ts', 'expected a path starting with "~/"'],
    ['~/snippets', 'is a folder, not a file'],
    ['~/snippets/counter.ts:', 'the region name after ":" is empty'],
    ['~/snippets/counter.ts nonsense', '"nonsense" after the path is not a /find/replace/ pair'],
  ]) {
    const error = await failure(['```ts', `// [!include ${include}]`, '```'])
    assert.match(error.message, expected!, include)
    assert.is(error.place.line, 2, include)
  }
})

test('an include in a .mdx page and in a code group works the same', async () => {
  const mdx = join(root, 'content/pages/guide/page.mdx')
  const { module, dependencies } = await compile([':::code-group', '', '```ts [a.ts]', '// [!include ./near.ts]', '```', '', ':::'], mdx)
  // An .mdx page compiles to a module: the included code is in it (as the highlighted tokens' text), the marker not.
  assert.ok(module, 'the page compiled to a module')
  for (const token of ['"export"', '" const"', '" near"', '" ="']) assert.match(module!, token)
  assert.not.match(module!, '[!include')
  assert.equal(dependencies, [join(root, 'content/pages/guide/near.ts')])
})

test('/find/replace/ pairs after the path edit the included text', async () => {
  const { codes } = await compile(['```ts', '// [!include ~/snippets/counter.ts:create /countAtom/total/ /0/10/]', '```'])
  assert.equal(codes, ['const total = atom(10)'])
})

test.run()
