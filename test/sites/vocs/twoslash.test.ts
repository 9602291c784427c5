// Twoslash blocks of a Vocs 1.x site (test/fixtures/vocs-site-twoslash) compiled as Vocs compiles them: every
// installed @types package applies (TypeScript 5's default, which Vocs sites were written against), `vocs` is typed
// by the tool when the site has not installed it, `// @allowErrors` shows a block's errors in it without a word, and
// with strict off a block with type errors is shown with them and warns at its line; strict: true makes it an error.
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../../build/build-site.ts'
import { formatError } from '../../../build/errors/build-error.ts'
import { copyFixture, writeFiles } from '../../support/fixture-copy.ts'

const REPO = new URL('../../..', import.meta.url).pathname

function site() {
  const copy = copyFixture('vocs-site-twoslash')
  // The site's installed packages: @types/node among them, as a site using Node's globals has it.
  symlinkSync(join(REPO, 'node_modules'), join(copy.root, 'node_modules'))
  return copy
}

test("Node's globals and vocs are typed, @allowErrors is quiet, a block's type errors are shown in it and warn", async () => {
  const { root } = site()
  const summary = await buildSite({ root, threads: 0 })
  const blocks = [...new JSDOM(readFileSync(join(summary.out, 'index.html'), 'utf8')).window.document.querySelectorAll('pre.twoslash')]
  assert.is(blocks.length, 4)
  const [node, vocs, allowed, failing] = blocks
  assert.not.ok(node!.querySelector('.twoslash-error'), node!.textContent!)
  assert.ok(node!.querySelector('.twoslash-hover'), 'the block has its types')
  assert.not.ok(vocs!.querySelector('.twoslash-error'), vocs!.textContent!)
  assert.match(allowed!.querySelector('.twoslash-error-line')?.textContent ?? '', "Type 'string' is not assignable to type 'number'.")
  assert.match(failing!.querySelector('.twoslash-error-line')?.textContent ?? '', "Type 'string' is not assignable to type 'number'.")
  assert.equal(
    summary.warnings.filter((w) => w.includes('twoslash')).map((w) => w.replace(/^.*?docs\//, 'docs/')),
    [
      "docs/pages/index.md:22:1 type errors in a twoslash code block, shown in it (strict: true makes them errors): [2322] 6 - Type 'string' is not assignable to type 'number'.",
    ],
  )
})

test('a fence with filename="…" is a file of its page: included by its name, imported by a twoslash block', async () => {
  const { root } = site()
  const summary = await buildSite({ root, threads: 0 })
  const blocks = [...new JSDOM(readFileSync(join(summary.out, 'virtual.html'), 'utf8')).window.document.querySelectorAll('pre')]
  assert.is(blocks.length, 3)
  assert.match(blocks[1]!.textContent ?? '', 'export function highTide(day: number): string {')
  assert.not.ok(blocks[2]!.querySelector('.twoslash-error'), blocks[2]!.textContent!)
  const popups = [...blocks[2]!.querySelectorAll('.twoslash-popup-container')].map((p) => p.textContent)
  assert.ok(popups.includes('const next: string'), popups.join(' | '))
  assert.not.match(blocks[2]!.textContent ?? '', 'export function highTide', 'the virtual file is compiled with the block, not shown in it')
})

test("a link in a block's doc comment (a package's, usually) is not the site's: it is not checked", async () => {
  const { root } = site()
  const summary = await buildSite({ root, threads: 0 })
  const block = new JSDOM(readFileSync(join(summary.out, 'almanac.html'), 'utf8')).window.document.querySelector('pre.twoslash')
  assert.ok(block?.querySelector('.twoslash-popup-docs a'), 'the doc comment keeps its link')
  assert.not.ok(
    summary.warnings.some((w) => w.includes('almanac-notes')),
    summary.warnings.join('\n'),
  )
})

test('strict: true: a type error fails the build at its block, @allowErrors still shows its own', async () => {
  const { root } = site()
  const config = join(root, 'vocs.config.ts')
  writeFileSync(config, readFileSync(config, 'utf8').replace("title: 'Tide Tables'", "title: 'Tide Tables', strict: true"))
  // A doc comment's link is never checked, strict or not: only the type error fails.
  const report = await buildSite({ root, threads: 0 }).then(
    () => 'built',
    (error: unknown) => formatError(error, root),
  )
  assert.match(report, /^docs\/pages\/index\.md:22 type error in a twoslash code block: .*\[2322\] 6 - Type 'string' is not assignable to type 'number'\.$/)
})

test("the config's twoslash options: compiler options and paths from the site folder, extra files, custom tags", async () => {
  const { root } = site()
  writeFiles(root, {
    'tides/index.ts': 'export const springTide = (moon: number): boolean => moon % 2 === 0\n',
    'docs/pages/options.md':
      "# Options\n\n```ts twoslash\nimport { springTide } from 'tides'\n// @harbour: Brest\nconst high = springTide(HARBOUR_DEPTH)\nlet loose\n```\n",
  })
  const config = join(root, 'vocs.config.ts')
  const options = `twoslash: { compilerOptions: { noImplicitAny: false, paths: { tides: ['./tides/index.ts'] } }, extraFiles: { 'harbour.d.ts': 'declare const HARBOUR_DEPTH: number' }, customTags: ['harbour'] }`
  writeFileSync(config, readFileSync(config, 'utf8').replace("title: 'Tide Tables'", `title: 'Tide Tables', ${options}`))
  const summary = await buildSite({ root, threads: 0 })
  const block = new JSDOM(readFileSync(join(summary.out, 'options.html'), 'utf8')).window.document.querySelector('pre.twoslash')!
  assert.not.ok(block.querySelector('.twoslash-error'), block.textContent!)
  const popups = [...block.querySelectorAll('.twoslash-popup-container')].map((p) => p.textContent)
  assert.ok(popups.includes('const HARBOUR_DEPTH: number'), popups.join(' | '))
  assert.ok(popups.includes('function springTide(moon: number): boolean'), popups.join(' | '))
  assert.ok(popups.includes('let loose: any'), popups.join(' | '))
  assert.not.match(block.textContent ?? '', '@harbour', 'a custom tag is collected, not compiled')
  assert.is(block.querySelector('.twoslash-tag-harbour-line')?.textContent, 'Brest')
})

test('twoslash: false highlights twoslash fences as plain code', async () => {
  const { root } = site()
  const config = join(root, 'vocs.config.ts')
  writeFileSync(config, readFileSync(config, 'utf8').replace("title: 'Tide Tables'", "title: 'Tide Tables', twoslash: false"))
  const summary = await buildSite({ root, threads: 0 })
  const document = new JSDOM(readFileSync(join(summary.out, 'index.html'), 'utf8')).window.document
  assert.is(document.querySelectorAll('pre.twoslash').length, 0)
  assert.is(document.querySelectorAll('pre.shiki').length >= 4, true)
  assert.not.ok(
    summary.warnings.some((w) => w.includes('twoslash')),
    summary.warnings.join('\n'),
  )
})

test("a block typing a Vocs config checks against Vocs's types for its keys this tool ignores (search)", async () => {
  const { root } = site()
  writeFiles(root, {
    'docs/pages/search.md':
      "# Search\n\n```ts twoslash\nimport { defineConfig } from 'vocs'\n\nexport default defineConfig({\n  search: {\n    boostDocument(documentId) {\n      return documentId === '/core' ? 2 : 1\n    },\n  },\n  title: 'Tides',\n})\n```\n",
  })
  const summary = await buildSite({ root, threads: 0 })
  const block = new JSDOM(readFileSync(join(summary.out, 'search.html'), 'utf8')).window.document.querySelector('pre.twoslash')!
  assert.not.ok(block.querySelector('.twoslash-error'), block.textContent!)
  const popups = [...block.querySelectorAll('.twoslash-popup-container')].map((p) => p.textContent)
  assert.ok(popups.includes('documentId: any'), popups.join(' | '))
})

test.run()
