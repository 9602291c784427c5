// .mdx pages of a Vocs 1.x site (test/fixtures/vocs-site-mdx) compiled as Vocs compiles them: an import inside a
// container imports for the whole page (MDX moves every import to the module's top); a :::code-group tab may be an
// element named by data-title, showing the element's children; a tab with no name warns on a Vocs site and fails with
// strict; an installed package that brings its own React still renders with the tool's one; imports read as Vite reads
// them (the config's vite.resolve.alias and define, an image imported as its URL, `?raw`, a stylesheet, import.meta.env).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../../build/build-site.ts'
import { formatError } from '../../../build/errors/build-error.ts'
import { copyFixture } from '../../support/fixture-copy.ts'

test('an import inside a container, an element tab named by data-title, an unnamed tab as a warning', async () => {
  const site = copyFixture('vocs-site-mdx')
  const summary = await buildSite({ root: site.root, threads: 0 })
  const doc = new JSDOM(readFileSync(join(summary.out, 'index.html'), 'utf8')).window.document
  assert.is(doc.querySelector('aside .sprout, .callout .sprout')?.textContent, 'Basil is 3 cm tall', 'the component imported inside :::tip renders there')
  const tabs = [...doc.querySelectorAll('.code-group [role="tab"]')].map((t) => t.textContent)
  assert.equal(tabs, ['Preview', 'Sprout.tsx', 'Tab 3'])
  const preview = doc.querySelector('.code-group [role="tabpanel"]')
  assert.is(preview?.querySelector('.sprout')?.textContent, 'Mint is 3 cm tall')
  assert.not.ok(preview?.querySelector('[data-title]'), "the element itself is not shown, only its children (as Vocs's CodeGroup does)")
  assert.equal(
    summary.warnings.filter((w) => w.includes('code-group')).map((w) => w.replace(/^.*?docs\//, 'docs/')),
    [
      'docs/pages/index.mdx:18:1 a :::code-group tab has no name (found text): name a code block with [label], an element with data-title="…"; shown as "Tab 3"',
    ],
  )
})

test("a component whose children hold components hydrates whole, its children with it; one naming the page's values is HTML only", async () => {
  const site = copyFixture('vocs-site-mdx')
  const summary = await buildSite({ root: site.root, threads: 0 })
  const doc = new JSDOM(readFileSync(join(summary.out, 'beds.html'), 'utf8')).window.document
  const [whole, inPlace] = [...doc.querySelectorAll('section.bed')]
  const island = whole!.closest('vellum-island')
  assert.ok(island, 'the outer component is an island')
  assert.is(island!.querySelector('.sprout')?.textContent, 'Chives is 3 cm tall', 'rendered with its children')
  assert.is(island!.querySelectorAll('vellum-island').length, 0, 'the children are part of it, not islands of their own')
  const chunk = readFileSync(join(summary.out, island!.getAttribute('data-src')!), 'utf8')
  assert.match(chunk, '"Chives"', "the island's chunk renders the children itself")
  // `{herb}` is the page's own value, which a module of its own would not have.
  assert.not.ok(inPlace!.closest('vellum-island'), 'the second is rendered in place')
  assert.is(inPlace!.querySelector('vellum-island .sprout')?.textContent, 'Thyme is 3 cm tall', 'its inner component an island of its own')
  assert.equal(
    summary.warnings.filter((w) => w.includes('HTML only')).map((w) => w.replace(/^.*?docs\//, 'docs/')),
    [
      'docs/pages/beds.mdx:13:1 <Bed> is rendered as HTML only, not hydrated: its children hold <Sprout>, which cannot be sent to the browser as a prop (strict: true makes this an error; write it static to say so)',
    ],
  )
})

test('a component given an element as a prop hydrates whole, the element with it, as in Vocs', async () => {
  const site = copyFixture('vocs-site-mdx')
  writeFileSync(
    join(site.root, 'docs/snippets/Label.tsx'),
    'import type { ReactNode } from \'react\'\n\nexport function Label({ icon, text }: { icon: ReactNode; text: string }) {\n  return <p className="label">{icon} {text}</p>\n}\n',
  )
  writeFileSync(
    join(site.root, 'docs/pages/labels.mdx'),
    '# Labels\n\nimport { Label } from \'../snippets/Label\'\nimport { Sprout } from \'../snippets/Sprout\'\n\n<Label icon={<Sprout name="Dill" />} text="herbs" />\n',
  )
  const summary = await buildSite({ root: site.root, threads: 0 })
  const doc = new JSDOM(readFileSync(join(summary.out, 'labels.html'), 'utf8')).window.document
  const island = doc.querySelector('p.label')?.closest('vellum-island')
  assert.ok(island, 'the component is an island')
  assert.is(island!.querySelector('.sprout')?.textContent, 'Dill is 3 cm tall', 'rendered with the element it was given')
  assert.is(island!.getAttribute('data-props'), '{}', 'nothing is sent as props: its module renders the element')
  assert.equal(
    summary.warnings.filter((w) => w.includes('labels.mdx')),
    [],
  )
})

test('a .tsx file under pages/ is a page rendering its default export, as in Vocs', async () => {
  const site = copyFixture('vocs-site-mdx')
  writeFileSync(join(site.root, 'docs/pages/notice.tsx'), 'export default function Notice() {\n  return <p className="notice">Written as a component.</p>\n}\n')
  const summary = await buildSite({ root: site.root, threads: 0 })
  const doc = new JSDOM(readFileSync(join(summary.out, 'notice.html'), 'utf8')).window.document
  assert.is(doc.querySelector('article p.notice')?.textContent, 'Written as a component.')
})

test("a page under a hidden folder is not built, and gets the not-found page, as Vocs's build writes it there", async () => {
  const site = copyFixture('vocs-site-mdx')
  mkdirSync(join(site.root, 'docs/pages/.drafts'), { recursive: true })
  writeFileSync(join(site.root, 'docs/pages/.drafts/idea.md'), '# Idea\n\nA [link to nowhere](/nowhere).\n')
  const summary = await buildSite({ root: site.root, threads: 0 })
  const notFound = readFileSync(join(summary.out, '404.html'), 'utf8')
  assert.is(readFileSync(join(summary.out, '.drafts/idea.html'), 'utf8'), notFound)
  assert.is(readFileSync(join(summary.out, '.drafts/idea/index.html'), 'utf8'), notFound)
  assert.not.match(notFound, 'link to nowhere')
})

test("import.meta.glob lists pages with their frontmatter, on the server and in the island's browser chunk", async () => {
  const site = copyFixture('vocs-site-mdx')
  const summary = await buildSite({ root: site.root, threads: 0 })
  const doc = new JSDOM(readFileSync(join(summary.out, 'harvests.html'), 'utf8')).window.document
  const items = [...doc.querySelectorAll('.harvests li')].map((li) => [li.getAttribute('data-path'), li.textContent])
  assert.equal(items, [
    ['../pages/harvest/apples.mdx', 'Apples: 12 kg'],
    ['../pages/harvest/beans.mdx', 'Beans: 4 kg'],
  ])
  const chunk = doc.querySelector('vellum-island')?.getAttribute('data-src') ?? ''
  assert.match(readFileSync(join(summary.out, chunk), 'utf8'), /"Beans"/, "the island's chunk holds the pages' frontmatter")
})

test('with strict: true the unnamed tab is an error naming its file:line', async () => {
  const site = copyFixture('vocs-site-mdx')
  const config = join(site.root, 'vocs.config.ts')
  writeFileSync(config, readFileSync(config, 'utf8').replace("title: 'Garden Log'", "title: 'Garden Log', strict: true"))
  const report = await buildSite({ root: site.root, threads: 0 }).then(
    () => 'built',
    (error: unknown) => formatError(error, site.root),
  )
  assert.match(report, /^docs\/pages\/index\.mdx:18:1 a :::code-group tab has no name \(found text\)/)
})

test("a package with its own copy of React renders with the tool's React", async () => {
  const site = copyFixture('vocs-site-mdx')
  const modules = join(site.root, 'node_modules')
  // The site's own React, as a site moving over from Vocs still has it: not the one the page renders with.
  mkdirSync(join(modules, 'react'), { recursive: true })
  writeFileSync(join(modules, 'react/package.json'), '{ "name": "react", "version": "18.0.0-site", "main": "index.js" }')
  writeFileSync(join(modules, 'react/index.js'), 'module.exports = { useState() { throw new Error("the site\'s own React copy was used") } }\n')
  mkdirSync(join(modules, 'garden-badge'), { recursive: true })
  writeFileSync(join(modules, 'garden-badge/package.json'), '{ "name": "garden-badge", "main": "index.js" }')
  writeFileSync(
    join(modules, 'garden-badge/index.js'),
    'const React = require("react")\nexports.Badge = function Badge() { const [n] = React.useState(7); return React.createElement("b", { className: "badge" }, n + " seeds") }\n',
  )
  writeFileSync(join(site.root, 'docs/pages/seeds.mdx'), "# Seeds\n\nimport { Badge } from 'garden-badge'\n\n<Badge static />\n")
  const summary = await buildSite({ root: site.root, threads: 0 })
  assert.match(readFileSync(join(summary.out, 'seeds.html'), 'utf8'), '<b class="badge">7 seeds</b>')
})

test('imports as Vite reads them: an alias, an image URL, ?raw text, a stylesheet, import.meta.env, define', async () => {
  const site = copyFixture('vocs-site-mdx')
  const summary = await buildSite({ root: site.root, threads: 0 })
  const doc = new JSDOM(readFileSync(join(summary.out, 'imports.html'), 'utf8')).window.document
  assert.is(doc.querySelector('.sprout')?.textContent, 'Thyme is 3 cm tall', 'vite.resolve.alias')
  const leaf = doc.querySelector('img.leaf')?.getAttribute('src') ?? ''
  assert.match(leaf, /^\/assets\/leaf\.[A-Z0-9]+\.svg$/)
  assert.is(readFileSync(join(summary.out, leaf), 'utf8'), readFileSync(join(site.root, 'docs/assets/leaf.svg'), 'utf8'), 'the image is copied under its URL')
  assert.is(doc.querySelector('pre.watering')?.textContent, 'Mon: basil, mint\nThu: everything\n')
  assert.is(doc.querySelector('.garden-bed')?.textContent, 'Zone 7b, served from /, secret undefined, planted in spring', 'only VITE_ variables are exposed')
  const css = doc.querySelector('link[rel="stylesheet"]')?.getAttribute('href') ?? ''
  assert.match(
    readFileSync(join(summary.out, css), 'utf8'),
    /\.garden-bed\s*\{\s*border-left: ?4px solid #3a7;?\s*\}/,
    "the imported stylesheet is in the site's",
  )
  assert.ok(
    summary.config.warnings.some((w) => /vocs\.config\.ts:\d+ config key "vite\.server" \(Vocs\) is not supported and is ignored/.test(w)),
    summary.config.warnings.join('\n'),
  )
})

test.run()
