// The site's cache never blocks a build: a cache folder that is a file or cannot be written is one warning naming it
// (the build keeps its cache in a temporary folder), and a cache entry that cannot be read is a miss with one warning.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../../build/build-site.ts'
import { tempDir } from '../../support/temp-dir.ts'

const scratch = (prefix: string) => tempDir(prefix)

/** A Vocs site with a config (so the config is bundled into the cache) and `pages` pages. */
function makeSite(pages = 2): string {
  const root = scratch('cache-site-')
  mkdirSync(join(root, 'docs/pages'), { recursive: true })
  writeFileSync(join(root, 'vocs.config.ts'), "import { defineConfig } from 'vocs'\nexport default defineConfig({ title: 'Cache' })\n")
  writeFileSync(join(root, 'docs/pages/index.md'), '# Home\n\nWelcome.\n')
  for (let i = 0; i < pages; i++) writeFileSync(join(root, `docs/pages/p${i}.md`), `# Page ${i}\n\nText ${i}.\n`)
  return root
}

function fileInCache(root: string, name: string): void {
  mkdirSync(join(root, '.cache'))
  writeFileSync(join(root, '.cache', name), 'mine')
}

const pageEntries = (root: string) => readdirSync(join(root, '.cache/pages')).filter((name) => name.endsWith('.page'))

for (const [name, block] of [
  ['.cache is a file', (root: string) => writeFileSync(join(root, '.cache'), 'mine')],
  ['.cache/config is a file', (root: string) => fileInCache(root, 'config')],
  ['.cache/pages is a file', (root: string) => fileInCache(root, 'pages')],
] as const) {
  test(`${name}: the build goes through with one warning naming it and what to do, and the file is left alone`, async () => {
    const root = makeSite()
    block(root)
    const blocker = name.split(' ')[0]!
    const summary = await buildSite({ root })
    const warnings = summary.warnings.filter((w) => w.includes('temporary folder'))
    assert.is(warnings.length, 1, summary.warnings.join('\n'))
    assert.ok(warnings[0]!.includes(blocker), warnings[0])
    assert.match(warnings[0]!, /is a file, not the folder where the tool keeps its cache/)
    assert.match(warnings[0]!, /delete .* or make it a folder you can write to/)
    assert.not.match(warnings[0]!, /\n/, 'one line')
    assert.is(readFileSync(join(root, blocker), 'utf8'), 'mine')
    assert.ok(existsSync(join(root, 'docs/dist/index.html')))
  })
}

/** Sets or clears the immutable flag; false where the file system has none. */
function immutable(dir: string, on: boolean): boolean {
  return spawnSync('chattr', [on ? '+i' : '-i', dir]).status === 0
}

test('a page cache that cannot be written (immutable) is one warning, and the build goes through without it', async () => {
  const root = makeSite()
  await buildSite({ root })
  const before = pageEntries(root)
  writeFileSync(join(root, 'docs/pages/p0.md'), '# Page 0\n\nEdited, so its compiled form must be written.\n')
  // Root ignores permission bits, so an immutable flag (or a read-only mount) is what refuses a write here.
  if (!immutable(join(root, '.cache/pages'), true)) {
    if (process.env.CI) assert.unreachable('chattr +i is not supported on this file system, and CI must run this test')
    console.log('skip: chattr +i is not supported on the temporary folder’s file system')
    return
  }
  try {
    const summary = await buildSite({ root })
    const warnings = summary.warnings.filter((w) => w.includes('.cache/pages'))
    assert.is(warnings.length, 1, summary.warnings.join('\n'))
    assert.match(warnings[0]!, /cannot be written \(EPERM/)
    assert.match(warnings[0]!, /temporary folder/)
    assert.match(readFileSync(join(root, 'docs/dist/p0.html'), 'utf8'), /Edited, so its compiled form/)
  } finally {
    immutable(join(root, '.cache/pages'), false)
  }
  assert.equal(pageEntries(root), before, 'the cache was left as it was')
})

test('a page-cache entry that cannot be read is compiled again, with one warning naming the page; the next build is quiet', async () => {
  for (const threads of [0, 1]) {
    const root = makeSite(3)
    await buildSite({ root })
    // The page's data line kept, its tree cut short: what a full disk or a killed copy leaves.
    const entries = pageEntries(root).map((name) => join(root, '.cache/pages', name))
    for (const file of entries) {
      const text = readFileSync(file, 'utf8')
      writeFileSync(file, `${text.slice(0, text.indexOf('\n') + 1)}{"t":[`)
    }
    // No previous output to carry pages from: every page is rendered, so every tree is read.
    rmSync(join(root, 'docs/dist'), { recursive: true })
    const summary = await buildSite({ root, threads })
    const warnings = summary.warnings.filter((w) => w.includes('could not be read'))
    assert.is(warnings.length, 1, `threads ${threads}: ${summary.warnings.join('\n')}`)
    assert.match(warnings[0]!, /docs\/pages\/\w+\.md and 3 more pages: the cached compiled form in .*\.cache\/pages could not be read/)
    assert.match(readFileSync(join(root, 'docs/dist/p1.html'), 'utf8'), /Text 1/)
    const again = await buildSite({ root, threads })
    assert.equal(
      again.warnings.filter((w) => w.includes('could not be read')),
      [],
      'the entries were written anew',
    )
  }
})

test('a page-cache entry larger than a string can hold is a miss, not a failure of every build', async () => {
  const root = makeSite(1)
  await buildSite({ root })
  const file = join(root, '.cache/pages', pageEntries(root).find((name) => readFileSync(join(root, '.cache/pages', name), 'utf8').includes('Text 0'))!)
  const text = readFileSync(file, 'utf8')
  // 600 MB without writing them: a sparse file (its first line kept) reads back as 600 MB of zeros.
  writeFileSync(file, text.slice(0, text.indexOf('\n') + 1))
  spawnSync('truncate', ['-s', '600M', file])
  assert.ok(statSync(file).size > 512 * 1024 * 1024)
  rmSync(join(root, 'docs/dist'), { recursive: true })
  const summary = await buildSite({ root })
  assert.ok(
    summary.warnings.some((w) => /docs\/pages\/p0\.md: the cached compiled form .* could not be read \(Cannot create a string longer/.test(w)),
    summary.warnings.join('\n'),
  )
  assert.match(readFileSync(join(root, 'docs/dist/p0.html'), 'utf8'), /Text 0/)
  assert.ok(statSync(file).size < 1024 * 1024, 'the entry was written anew')
})

test.run()
