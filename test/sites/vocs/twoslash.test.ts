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
import { copyFixture } from '../../support/fixture-copy.ts'

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

test.run()
