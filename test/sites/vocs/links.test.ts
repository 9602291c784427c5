// Links on a Vocs 1.x site (test/fixtures/vocs-site-links), checked as Vocs checks them: a Markdown link written `/…`,
// `./…` or `../…` must name a page (`checkDeadlinks`), and relative ones resolve from the page file's folder; what Vocs
// never checks (a #anchor, an image, a link written otherwise, a sidebar link) only warns, each with its file:line,
// unless `strict: true` makes it an error as on this project's own layout.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../../build/build-site.ts'
import { formatError } from '../../../build/errors/build-error.ts'
import { copyFixture } from '../../support/fixture-copy.ts'

const addConfigKeys = (root: string, keys: string) => {
  const file = join(root, 'vocs.config.ts')
  writeFileSync(file, readFileSync(file, 'utf8').replace("title: 'Kitchen Notes',", `title: 'Kitchen Notes',\n  ${keys}`))
}

const failure = (root: string): Promise<string> =>
  buildSite({ root, threads: 0 }).then(
    () => {
      throw new Error('the build should fail')
    },
    (error: unknown) => formatError(error, root),
  )

test('what Vocs accepts builds, and each link Vocs does not check is one warning naming its file:line', async () => {
  const site = copyFixture('vocs-site-links')
  const summary = await buildSite({ root: site.root, threads: 0 })
  const broken = summary.warnings.filter((w) => w.startsWith('broken link:')).map((w) => w.replace(/ \S*?(docs\/|vocs\.config)/, ' $1'))
  assert.equal(broken.sort(), [
    'broken link: docs/pages/recipes/index.md:4:3 → /recipes/bread#crust (no heading #crust on /recipes/bread)',
    'broken link: docs/pages/recipes/index.md:5:11 → /0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed (no page or file at /0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed)',
    'broken link: docs/pages/recipes/index.md:7:1 → /pantry-map.png (no page or file at /pantry-map.png)',
    'broken link: vocs.config.ts:9 → /recipes/soup#stock (no heading #stock on /recipes/soup)',
  ])
  const recipes = readFileSync(join(summary.out, 'recipes.html'), 'utf8')
  assert.match(recipes, '<a href="/recipes/soup">Soup</a>', "an index page's ./ link resolves from its own folder, as in Vocs")
  assert.match(recipes, 'href="/0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"', "a bare link resolves from the page's URL, as a browser reads it")
  assert.match(
    readFileSync(join(summary.out, 'index.html'), 'utf8'),
    /href="https:\/\/example\.org\/suppliers"[^>]*target="_blank"/,
    'an external sidebar link',
  )
})

test('strict: true makes them errors, all reported in one run', async () => {
  const site = copyFixture('vocs-site-links')
  addConfigKeys(site.root, 'strict: true,')
  const report = await failure(site.root)
  assert.match(report, '4 errors in 2 files:')
  assert.match(report, 'docs/pages/recipes/index.md:4:3 → /recipes/bread#crust (no heading #crust on /recipes/bread)')
  assert.match(report, 'vocs.config.ts:10 → /recipes/soup#stock (no heading #stock on /recipes/soup)')
})

test('a dead link that Vocs checks fails the build, as in Vocs; checkDeadlinks: "warn" makes it a warning', async () => {
  const site = copyFixture('vocs-site-links')
  writeFileSync(join(site.root, 'docs/pages/recipes/stew.md'), '# Stew\n\nServe with [the sauce](./sauce).\n')
  assert.match(await failure(site.root), /^docs\/pages\/recipes\/stew\.md:3:12 → \/recipes\/sauce \(no page or file at \/recipes\/sauce\)$/)
  addConfigKeys(site.root, "checkDeadlinks: 'warn',")
  const summary = await buildSite({ root: site.root, threads: 0 })
  assert.ok(
    summary.warnings.some((w) => w.includes('stew.md:3:12 → /recipes/sauce')),
    summary.warnings.join('\n'),
  )
})

test.run()
