// Twoslash against the site's own code (test/fixtures/twoslash-site): its installed packages before this tool's, its
// tsconfig `paths`, a workspace package linked into node_modules, `// @filename:` blocks and the compiler flags; one
// TypeScript environment for every block with the same flags; a changed site file misses the twoslash disk cache.
import { cpSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Root } from 'hast'
import { toString as hastText } from 'hast-util-to-string'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../../build/build-site.ts'
import { BuildError } from '../../../build/errors/build-error.ts'
import { compilePage } from '../../../build/markdown/compile-page.ts'
import { createCompileContext } from '../../../build/markdown/context.ts'
import { sourcePage, testConfig } from '../../support/compile-markdown.tsx'
import { tempDir } from '../../support/temp-dir.ts'

/**
 * A private copy of the fixture site with its packages installed: the two from twoslash-site-installed/, and the
 * workspace package linked relatively, as npm makes it (no node_modules/ is kept in the repository).
 */
function copySite(): string {
  const root = tempDir('twoslash-site-')
  cpSync(new URL('../../fixtures/twoslash-site', import.meta.url).pathname, root, { recursive: true })
  const installed = new URL('../../fixtures/twoslash-site-installed', import.meta.url).pathname
  for (const name of ['my-lib', 'valdres']) cpSync(join(installed, name), join(root, 'node_modules', name), { recursive: true })
  symlinkSync('../packages/ws-lib', join(root, 'node_modules/ws-lib'))
  return root
}

/** The text of a page's popups and code, tags dropped: what a reader can hover. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

async function compileIn(root: string, body: string[], file = 'content/pages/page.md') {
  const ctx = await createCompileContext(testConfig({}, root))
  const compile = (lines = body) => compilePage(sourcePage(lines.join('\n'), { file: join(root, file), path: '/page' }), ctx)
  return { ctx, compile }
}

async function failure(run: () => Promise<unknown>): Promise<BuildError> {
  try {
    await run()
  } catch (error) {
    if (error instanceof BuildError) return error
    throw error
  }
  return assert.unreachable('should fail') as never
}

const fence = (...lines: string[]) => ['```ts twoslash', ...lines, '```', '']

test('a built site resolves its own package, its paths alias, its workspace package and its own valdres', async () => {
  const root = copySite()
  const out = join(root, 'dist')
  await buildSite({ root, out })
  const page = text(readFileSync(join(out, 'index.html'), 'utf8'))
  assert.match(page, "const hello: 'Hello, reader'")
  assert.match(page, /const label: `\$\{number\} items`/)
  assert.match(page, "const name: 'ws-lib'")
  // The site's own valdres (a stub), not the tool's installed one.
  assert.match(page, "const who: 'the site'")
  // A multi-file block: the file above the cut is compiled, not shown.
  assert.match(page, 'const next: number')
  assert.not.match(page, 'export const start = 41')
  // An included region inside a twoslash fence is compiled with the rest.
  assert.match(page, "const greeting: 'Hello, snippet'")
  assert.not.match(page, '[!region')
})

test('a package the site has not installed comes from this tool; a missing one names where imports resolve from', async () => {
  const root = copySite()
  const { compile } = await compileIn(root, [...fence("import { useValue } from 'valdres-react'", 'const hook = useValue', '//    ^?')])
  // valdres-react is not in the site: the tool's is used, and its own `valdres` import resolves beside it (to the
  // tool's valdres, whose Atom type the site's stub does not have).
  assert.match(
    hastText((await compile()).hast as Root),
    'const hook: <Value extends unknown = any, Args extends [any, ...any[]] = [any, ...any[]]>(state: State<Value, Args>',
  )
  const error = await failure(() => compile([...fence("import { x } from 'no-such-package'")]))
  assert.match(error.message, '2307')
  assert.match(error.message, `imports resolve from ${root}/node_modules`)
})

test('flags: @errors shows an expected error, @noErrors silences, @strict, @target, @module and @jsx change the compiler', async () => {
  const root = copySite()
  const { compile } = await compileIn(root, [])
  const html = async (lines: string[]) => hastText((await compile(lines)).hast as Root)
  assert.match(await html(fence('// @errors: 2322', "const n: number = 'text'")), "Type 'string' is not assignable to type 'number'.")
  await compile(fence('// @noErrors', "const n: number = 'text'"))
  const strictError = await failure(() => compile(fence('function f(a) { return a }')))
  assert.match(strictError.message, '7006')
  await compile(fence('// @strict: false', 'function f(a) { return a }'))
  assert.match(await html(fence('// @target: es5', '// @errors: 2737', 'const big = 1n')), 'BigInt literals are not available')
  await compile(fence('const big = 1n'))
  assert.match(await html(fence('// @module: commonjs', '// @errors: 1343', 'const url = import.meta.url')), "The 'import.meta' meta-property is only allowed")
  await compile(fence('const url = import.meta.url'))
  // The automatic runtime finds React's types through react/jsx-runtime; the classic one has no JSX types here.
  const jsx = (...flags: string[]) => html(['```tsx twoslash', ...flags, 'const el = <div />', '//    ^?', '```'])
  assert.match(await jsx(), 'const el: React.JSX.Element')
  assert.match(await jsx('// @jsx: react', '// @noErrors'), 'const el: any')
})

test('one TypeScript environment serves every block with the same flags; other flags add one, not one per block', async () => {
  const root = copySite()
  const { ctx, compile } = await compileIn(root, [])
  for (let i = 0; i < 4; i++) await compile(fence(`const v${i} = ${i}`))
  assert.equal([ctx.twoslashStats!.compilerRuns, ctx.twoslashStats!.environments], [4, 1])
  await compile(fence('// @strict: false', 'const w = 1'))
  await compile(fence('// @strict: false', 'const x = 2'))
  assert.equal([ctx.twoslashStats!.compilerRuns, ctx.twoslashStats!.environments], [6, 2])
})

test('a cached block is compiled again when a site file it imports changes, and only then', async () => {
  const root = copySite()
  const block = fence("import { formatCount } from '@site/format'", 'const label = formatCount(3)', '//    ^?')
  const first = await compileIn(root, block)
  await first.compile()
  const second = await compileIn(root, block)
  await second.compile()
  assert.equal([second.ctx.twoslashStats!.compilerRuns, second.ctx.twoslashStats!.cacheHits], [0, 1], 'unchanged: from the cache')
  writeFileSync(join(root, 'src/format.ts'), 'export function formatCount(count: number): string {\n  return String(count)\n}\n')
  const third = await compileIn(root, block)
  const page = hastText((await third.compile()).hast as Root)
  assert.is(third.ctx.twoslashStats!.compilerRuns, 1, 'changed: compiled again')
  assert.match(page, 'const label: string')
})

test("a page's blocks are compiled again together when a site file one of them imports changes", async () => {
  const root = copySite()
  const blocks = [
    ...fence('const plain = [1]', 'const size = plain.length'),
    ...fence("import { formatCount } from '@site/format'", 'const label = formatCount(3)'),
  ]
  await (await compileIn(root, blocks)).compile()
  const unchanged = await compileIn(root, blocks)
  await unchanged.compile()
  assert.equal([unchanged.ctx.twoslashStats!.compilerRuns, unchanged.ctx.twoslashStats!.cacheHits], [0, 2])
  writeFileSync(join(root, 'src/format.ts'), 'export function formatCount(count: number): string {\n  return String(count)\n}\n')
  const changed = await compileIn(root, blocks)
  await changed.compile()
  // The block without the import too: a page's types come from one program of all its blocks, as a cold build makes.
  assert.equal([changed.ctx.twoslashStats!.compilerRuns, changed.ctx.twoslashStats!.checkers], [2, 1])
})

test('a block that failed on a missing site file compiles once the file is there (the dev server, no restart)', async () => {
  const root = copySite()
  const { compile } = await compileIn(root, fence("import { later } from '@site/later'", 'const value = later'))
  assert.match((await failure(() => compile())).message, '2307')
  writeFileSync(join(root, 'src/later.ts'), 'export const later = 42\n')
  assert.match(hastText((await compile()).hast as Root), 'const value: 42')
})

test('a broken tsconfig.json fails twoslash blocks at its own line; a site without twoslash blocks never reads it', async () => {
  const root = copySite()
  writeFileSync(join(root, 'tsconfig.json'), '{\n  "compilerOptions": {\n    "paths": { "@site/*": ["./src/*"] },,\n  }\n}\n')
  const { compile } = await compileIn(root, ['# Plain', '', '```ts', 'const a = 1', '```'])
  await compile()
  const error = await failure(() => compile(fence('const a = 1')))
  assert.equal([error.place.file, error.place.line], [join(root, 'tsconfig.json'), 3])
  assert.match(error.message, 'this tsconfig.json cannot be read for twoslash blocks')
  rmSync(join(root, 'tsconfig.json'))
})

/** A file outside the site with a type no page may show. */
function outsideFile(): string {
  const dir = tempDir('twoslash-outside-')
  writeFileSync(join(dir, 'secret.ts'), 'export const secret = { token: "OUTSIDE_SECRET_TYPE" as const }\n')
  return join(dir, 'secret.ts')
}

test('a block importing an absolute path outside the site fails at its line; the file is not read', async () => {
  const root = copySite()
  const secret = outsideFile()
  for (const line of [`import { secret } from '${secret.replace(/\.ts$/, '')}'`, `import { secret } from '${secret}'`, `/// <reference path="${secret}" />`]) {
    const { compile } = await compileIn(root, ['# Page', '', ...fence(line, 'const s = secret', '//    ^?')])
    const error = await failure(() => compile())
    assert.is(error.place.file, join(root, 'content/pages/page.md'))
    assert.is(error.place.line, 3, line)
    assert.match(error.message, 'outside the site folder: a twoslash block reads only')
    assert.not.match(error.message, 'OUTSIDE_SECRET_TYPE')
  }
})

test('a relative import leading outside the site finds nothing there: no type of that file reaches the page', async () => {
  const root = copySite()
  const secret = outsideFile()
  const relativePath = relative(root, secret).replace(/\.ts$/, '')
  const { compile } = await compileIn(root, [...fence(`import { secret } from './${relativePath}'`, 'const s = secret', '//    ^?')])
  const error = await failure(() => compile())
  assert.match(error.message, '2307')
  assert.match(error.message, 'nothing else outside the site folder is read')
  assert.not.match(error.message, 'OUTSIDE_SECRET_TYPE')
  // Quietened with @noErrors, the block still shows nothing of the file.
  const quiet = await compileIn(root, [...fence('// @noErrors', `import { secret } from './${relativePath}'`, 'const s = secret', '//    ^?')])
  assert.not.match(hastText((await quiet.compile()).hast as Root), 'OUTSIDE_SECRET_TYPE')
})

test('a workspace package whose folder lies outside the site, linked into its node_modules, still resolves', async () => {
  const root = copySite()
  const workspace = tempDir('twoslash-workspace-')
  cpSync(join(root, 'packages/ws-lib'), join(workspace, 'ext-lib'), { recursive: true })
  writeFileSync(join(workspace, 'ext-lib/package.json'), readFileSync(join(root, 'packages/ws-lib/package.json'), 'utf8').replace('"ws-lib"', '"ext-lib"'))
  symlinkSync(join(workspace, 'ext-lib'), join(root, 'node_modules/ext-lib'))
  const { compile } = await compileIn(root, [...fence("import { workspace } from 'ext-lib'", 'const w = workspace', '//    ^?')])
  assert.match(hastText((await compile()).hast as Root), 'const w: Workspace')
})

test.run()
