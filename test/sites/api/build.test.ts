// The package's `build` driven from a script on a site in a fresh folder, with the config's hooks: transformPageData
// changes a page's title (its <title> and the search index show it), transformHtml changes each page's HTML, buildEnd
// gets the summary `build` resolves with. A hook whose output changes is seen by the next build, cache or not; a hook
// that throws or returns the wrong thing fails the build naming the config file, the hook and the page, and leaves the
// previous output as it was.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { formatError } from '../../../build/errors/build-error.ts'
import { type BuildSummary, build } from '../../../build/index.ts'
import { tempDir } from '../../support/temp-dir.ts'

const HOOKS = `import { readFileSync } from 'node:fs'
import { defineConfig } from 'vellum'

// What the hooks give comes from files beside the config, so a test changes it without changing the config.
const beside = (name) => readFileSync(new URL(name, import.meta.url), 'utf8').trim()

export default defineConfig({
  title: 'Hooks',
  transformPageData(page) {
    if (page.path === '/guide') return { title: beside('./title.txt') }
  },
  transformHtml(html, page) {
    return html.replace('</body>', \`<!-- \${beside('./mark.txt')} \${page.path} \${page.title} --></body>\`)
  },
  async buildEnd(summary) {
    globalThis.buildEndSummary = summary
  },
})
`

/** A two-page site in a fresh folder, with `config` as its config file. */
function site(config: string): { root: string; out: string } {
  const root = tempDir('api-build-')
  mkdirSync(join(root, 'config'))
  mkdirSync(join(root, 'content/pages'), { recursive: true })
  writeFileSync(join(root, 'config/site.config.ts'), config)
  writeFileSync(join(root, 'config/title.txt'), 'Guide, retitled\n')
  writeFileSync(join(root, 'config/mark.txt'), 'hooked\n')
  writeFileSync(join(root, 'content/pages/index.md'), '# Home\n\nWelcome.\n')
  writeFileSync(join(root, 'content/pages/guide.md'), '# Guide\n\nHow to use the widgets.\n')
  return { root, out: join(root, 'dist') }
}

const read = (out: string, path: string) => readFileSync(join(out, path), 'utf8')
const searchIndex = (out: string) =>
  readdirSync(join(out, '.vocs'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => read(out, `.vocs/${name}`))
    .join('\n')
const filesIn = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name !== '.vellum-output.json')
const summaryOfBuildEnd = () => (globalThis as { buildEndSummary?: BuildSummary }).buildEndSummary

test('transformPageData, transformHtml and buildEnd, from a script calling build()', async () => {
  const { root, out } = site(HOOKS)
  const summary = await build({ root, outDir: out, logLevel: 'silent' })
  const guide = read(out, 'guide.html')
  assert.match(guide, '<title>Guide, retitled – Hooks</title>')
  assert.match(guide, '<!-- hooked /guide Guide, retitled --></body>')
  assert.match(read(out, 'index.html'), '<!-- hooked / Home --></body>')
  assert.is(read(out, 'guide/index.html'), guide, 'both files of the route get the changed HTML')
  assert.match(searchIndex(out), 'Guide, retitled')
  assert.equal(summaryOfBuildEnd(), summary)
  assert.is(summary.outDir, out)
  assert.is(summary.pages, 2)
  assert.is(summary.files, filesIn(out).length)
  assert.is(
    summary.bytes,
    filesIn(out).reduce((n, e) => n + readFileSync(join(e.parentPath, e.name)).byteLength, 0),
  )
  assert.ok(summary.durationMs > 0)
  assert.equal(summary.warnings, [])
})

/** HOOKS with only the hooks named. */
const only = (...hooks: string[]) =>
  HOOKS.replace(/\n {2}(transformPageData|transformHtml|async buildEnd)\([\s\S]*?\n {2}\},/g, (whole, name: string) =>
    hooks.includes(name.replace('async ', '')) ? whole : '',
  )

test('a hook whose output changes is seen by the next build, though the pages and the config did not change', async () => {
  // Alone, so the pages' render and the search index could be carried over from the first build if their keys missed it.
  const data = site(only('transformPageData'))
  await build({ root: data.root, outDir: data.out, logLevel: 'silent' })
  assert.match(read(data.out, 'guide.html'), '<title>Guide, retitled – Hooks</title>')
  writeFileSync(join(data.root, 'config/title.txt'), 'Guide, retitled again\n')
  await build({ root: data.root, outDir: data.out, logLevel: 'silent' })
  assert.match(read(data.out, 'guide.html'), '<title>Guide, retitled again – Hooks</title>')
  assert.match(searchIndex(data.out), 'Guide, retitled again')

  const html = site(only('transformHtml'))
  await build({ root: html.root, outDir: html.out, logLevel: 'silent' })
  writeFileSync(join(html.root, 'config/mark.txt'), 'rehooked\n')
  await build({ root: html.root, outDir: html.out, logLevel: 'silent' })
  assert.match(read(html.out, 'guide.html'), '<!-- rehooked /guide Guide --></body>')
  assert.match(read(html.out, 'index.html'), '<!-- rehooked / Home --></body>')
})

test('transformPageData may change the page it gets, its frontmatter or its description, and a page it leaves alone keeps its data', async () => {
  const { root, out } = site(`export default {
  transformPageData(page) {
    if (page.path === '/guide') {
      page.frontmatter.title = 'From the frontmatter'
      page.description = 'A page about widgets.'
    }
  },
}
`)
  await build({ root, outDir: out, logLevel: 'silent' })
  const guide = read(out, 'guide.html')
  assert.match(guide, '<title>From the frontmatter – Docs</title>')
  assert.match(guide, '<meta name="description" content="A page about widgets.">')
  assert.match(read(out, 'index.html'), '<title>Home – Docs</title>')
})

/** The formatted error of a build that must fail. */
async function failure(root: string, out: string): Promise<string> {
  try {
    await build({ root, outDir: out, logLevel: 'silent' })
  } catch (error) {
    return formatError(error, root)
  }
  throw new Error('the build should fail')
}

test('a hook that throws fails the build naming the config file, the hook and the page; the previous output stays', async () => {
  const { root, out } = site(HOOKS)
  await build({ root, outDir: out, logLevel: 'silent' })
  const before = read(out, 'guide.html')
  const config = join(root, 'config/site.config.ts')
  const cases: [string, RegExp][] = [
    [
      "transformPageData(page) { if (page.path === '/guide') throw new Error('no title for you') },",
      /^config\/site\.config\.ts the config's transformPageData hook failed on \/guide: no title for you$/,
    ],
    [
      "transformHtml(html, page) { if (page.path === '/') throw new Error('bad markup') },",
      /^config\/site\.config\.ts the config's transformHtml hook failed on \/: bad markup$/,
    ],
    [
      'transformHtml() { return 42 },',
      /the config's transformHtml hook failed on \/(guide)?: expected the page's HTML \(a string\) or nothing; it returned a number/,
    ],
    [
      'transformPageData() { return "a title" },',
      /transformPageData hook failed on \/(guide)?: expected the page's data, some of its fields, or nothing; it returned the string "a title"/,
    ],
    ["transformPageData() { return { path: '/elsewhere' } },", /transformPageData hook failed on \/(guide)?: a page keeps its path and file/],
    ["buildEnd() { throw new Error('upload failed') },", /^config\/site\.config\.ts the config's buildEnd hook failed: upload failed$/],
  ]
  for (const [hook, expected] of cases) {
    writeFileSync(config, `export default {\n  ${hook}\n}\n`)
    const message = await failure(root, out)
    assert.match(message, expected, message)
    // buildEnd runs once the output is written; the others fail the build before it writes anything.
    if (!hook.startsWith('buildEnd')) assert.is(read(out, 'guide.html'), before, `${hook}: the previous output is left`)
  }
})

test('every page whose hook failed is reported in one run', async () => {
  const { root, out } = site(`export default { transformPageData(page) { throw new Error(\`no \${page.path}\`) } }\n`)
  const message = await failure(root, out)
  assert.match(message, /^2 errors in 1 file:/)
  assert.match(message, 'transformPageData hook failed on /: no /')
  assert.match(message, 'transformPageData hook failed on /guide: no /guide')
})

test('logLevel: info prints the summary line and warnings, silent prints nothing', async () => {
  const { root, out } = site(HOOKS)
  const printed: string[] = []
  const saved = { log: console.log, warn: console.warn, error: console.error }
  console.log = console.warn = console.error = (line: string) => void printed.push(line)
  try {
    await build({ root, outDir: out, logLevel: 'silent' })
    assert.equal(printed, [])
    await build({ root, outDir: out })
    assert.equal(printed.length, 1, printed.join('\n'))
    assert.match(printed[0]!, /^built 2 pages and \d+ assets \(\d+ files, [\d.]+ KB\) in [\d.]+ s → /)
  } finally {
    Object.assign(console, saved)
  }
})

test.run()
