// Reading a Vocs 1.x config: `vocs` and `vellum` resolve to the package's own export (neither installed here),
// Vocs's defaults and forms (rootDir docs, font { google }, head as a React element), Vocs-only keys warned about one
// by one, and a key that is neither ours nor Vocs's refused with the nearest known key.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { loadConfig } from '../../../../build/config/load.ts'
import { BuildErrors } from '../../../../build/errors/build-error.ts'
import { tempDir } from '../../../support/temp-dir.ts'

function vocsSite(file: string, text: string): string {
  const root = tempDir('vocs-cfg-')
  writeFileSync(join(root, file), text)
  mkdirSync(join(root, 'docs/pages'), { recursive: true })
  return root
}

test("a vocs.config.tsx importing from 'vocs' loads; rootDir defaults to docs, output to docs/dist, static files to docs/public", async () => {
  const root = vocsSite(
    'vocs.config.tsx',
    `import { defineConfig } from 'vocs'\nexport default defineConfig({ title: 'From Vocs', head: <><meta name="x" content="y" /><script src="https://a.example/s.js" defer /></> })\n`,
  )
  const c = await loadConfig(root)
  assert.is(c.title, 'From Vocs')
  assert.is(c.rootDir, 'docs')
  assert.is(c.folders.pages, join(root, 'docs/pages'))
  assert.is(c.folders.static, join(root, 'docs/public'))
  assert.is(c.folders.output, join(root, 'docs/dist'))
  assert.is(c.configFile, join(root, 'vocs.config.tsx'))
  assert.equal(c.head, [
    { tag: 'meta', attrs: { name: 'x', content: 'y' } },
    { tag: 'script', attrs: { src: 'https://a.example/s.js', defer: true } },
  ])
  assert.equal(c.warnings, [])
})

test('every config file name Vocs reads is found: vocs.config.{js,mjs,ts}', async () => {
  for (const file of ['vocs.config.js', 'vocs.config.mjs', 'vocs.config.ts']) {
    const c = await loadConfig(vocsSite(file, `import { defineConfig } from 'vellum'\nexport default defineConfig({ title: '${file}', rootDir: 'site' })\n`))
    assert.is(c.title, file)
    assert.ok(c.folders.pages.endsWith(join('site', 'pages')), file)
  }
})

test("Vocs's single-font form names the text font", async () => {
  const c = await loadConfig(vocsSite('vocs.config.ts', `export default { font: { google: 'Inter' } }\n`))
  assert.equal(c.font, { default: { google: 'Inter' } })
})

test('a sidebar link starting with ../ leads from the root, as React Router resolves it in Vocs, with one warning', async () => {
  const c = await loadConfig(
    vocsSite(
      'vocs.config.ts',
      `export default {\n  sidebar: {\n    '/infra': { backLink: true, items: [{ text: 'Setup', link: '/infra/setup', items: [{ text: 'Bundlers', link: '../third-party/bundlers' }] }] },\n    '/': [{ text: 'Deep', link: '../../guide' }],\n  },\n}\n`,
    ),
  )
  const [infra, root] = c.sidebar as { prefix: string; items: { link?: string; items?: { link?: string }[] }[] }[]
  assert.is(infra!.items[0]!.link, '/infra/setup')
  assert.is(infra!.items[0]!.items![0]!.link, '/third-party/bundlers')
  assert.is(root!.items[0]!.link, '/guide')
  assert.is(c.warnings.length, 1)
  assert.match(c.warnings[0]!, '2 sidebar links are relative (../third-party/bundlers, ../../guide)')
  // Anything else relative leads somewhere else on every page in Vocs: still an error.
  try {
    await loadConfig(vocsSite('vocs.config.ts', `export default { sidebar: [{ text: 'Here', link: 'here' }] }\n`))
    assert.unreachable('a link relative to each page loaded')
  } catch (error) {
    assert.ok(error instanceof BuildErrors)
    assert.match(error.message + error.errors.map((e) => e.message).join('\n'), 'expected a site path starting with "/"')
  }
})

test('each Vocs-only key warns once with its line; the config still loads', async () => {
  const c = await loadConfig(
    vocsSite(
      'vocs.config.ts',
      `export default {\n  title: 'W',\n  search: { fuzzy: 0.1 },\n  twoslash: { vfsRoot: '/x', compilerOptions: { strict: false } },\n  theme: { accentColor: 'red', variables: { color: {} }, colorScheme: 'dark' },\n  markdown: { code: { langs: ['rust'] } },\n}\n`,
    ),
  )
  assert.is(c.theme.colorScheme, 'dark')
  assert.is(c.theme.accentColor, 'red', 'theme.accentColor is read, not a warning')
  assert.equal(c.twoslash, { compilerOptions: { strict: false } })
  const lines = c.warnings.map((w) => w.replace(/^.*vocs\.config\.ts:(\d+) config key "([^"]+)".*$/, '$1 $2'))
  assert.equal(lines.sort(), ['3 search', '4 twoslash.vfsRoot', '5 theme.variables', '6 markdown.code.langs'])
})

test("a key neither ours nor Vocs's is an error naming its line and the key it was probably meant to be", async () => {
  const root = vocsSite('vocs.config.ts', `export default {\n  title: 'T',\n  sidebr: [],\n  zzzzzz: 1,\n}\n`)
  try {
    await loadConfig(root)
    assert.unreachable('should fail')
  } catch (error) {
    assert.instance(error, BuildErrors)
    const [typo, nonsense] = (error as BuildErrors).errors
    assert.is(typo!.place.line, 3)
    assert.is(typo!.message, 'unknown config key "sidebr": did you mean "sidebar"?')
    assert.is(nonsense!.message, 'unknown config key "zzzzzz"')
  }
})

test('a folder with docs/pages and no config is read as a Vocs site', async () => {
  const root = tempDir('vocs-bare-')
  mkdirSync(join(root, 'docs/pages'), { recursive: true })
  const c = await loadConfig(root)
  assert.is(c.folders.pages, join(root, 'docs/pages'))
  assert.is(c.folders.output, join(root, 'docs/dist'))
})

test.run()
