// The tool's own documentation (docs/, a Vocs-layout site) builds with the tool with no error and no warning: a dead
// link or #anchor, a bad config key, an unknown frontmatter field or a broken include fails here, as in CI. Pages that
// document the tool's own lists (command flags, frontmatter fields, Vocs keys, the output mark) are checked against them.
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../../build/build-site.ts'
import { commandLine } from '../../../build/cli/commands.ts'
import { IGNORED_VOCS_KEYS } from '../../../build/config/vocs-keys.ts'
import { frontmatterSchema } from '../../../build/content/frontmatter.ts'
import { routeOf } from '../../../build/content/routes.ts'
import { OUTPUT_MANIFEST } from '../../../build/write/output-folder.ts'
import { tempDir } from '../../support/temp-dir.ts'

const docs = new URL('../../../docs', import.meta.url).pathname
const page = (path: string) => readFileSync(join(docs, 'pages', path), 'utf8')

// A private copy, so the test neither reads a cache nor leaves an output in the repository; the compiler options its
// tsconfig extends (read for twoslash blocks) are copied beside it, as they lie beside docs/ in the repository.
const copy = tempDir('docs-site-')
const root = join(copy, 'docs')
cpSync(docs, root, { recursive: true, filter: (path) => !['dist', '.cache'].includes(relative(docs, path)) })
cpSync(new URL('../../../tsconfig.base.json', import.meta.url).pathname, join(copy, 'tsconfig.base.json'))
const out = join(root, 'dist')

const sources = readdirSync(join(docs, 'pages'), { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && /\.mdx?$/.test(e.name) && !e.name.startsWith('_'))
  .map((e) => relative(join(docs, 'pages'), join(e.parentPath, e.name)))

let summary: Awaited<ReturnType<typeof buildSite>>

test.before(async () => {
  summary = await buildSite({ root, out })
})

test('docs/ builds as a Vocs-layout site with its links checked, and with no warning', () => {
  assert.is(summary.config.folders.style, 'vocs')
  assert.is(summary.config.checkDeadlinks, true, 'a dead link or #anchor must fail the build')
  assert.equal([...summary.config.warnings, ...summary.warnings], [])
  assert.is(summary.pages, sources.length)
})

test('every page has its HTML, and the sidebar links every page but the home page', () => {
  const linked = JSON.stringify(summary.config.sidebar)
  for (const source of sources) {
    const route = routeOf(source)
    assert.ok(existsSync(join(out, route === '/' ? 'index.html' : `${route.slice(1)}.html`)), source)
    if (route !== '/') assert.ok(linked.includes(`"link":"${route}"`), `${route} is in the sidebar`)
  }
})

test('the command line page documents every command and every flag of each', () => {
  const text = page('reference/cli.md')
  const commands = commandLine().commands.filter((c) => c.name !== '')
  assert.equal(commands.map((c) => c.name).sort(), ['build', 'dev', 'preview'])
  for (const command of commands) {
    const start = text.search(new RegExp(`^## \`\\S+ ${command.name}\`$`, 'm'))
    assert.ok(start >= 0, `a section for ${command.name}`)
    const end = text.indexOf('\n## ', start + 1)
    const section = text.slice(start, end === -1 ? undefined : end)
    for (const option of command.options) {
      if (option.names.includes('help')) continue
      const flag = option.rawName.replace(/ <.*>$/, '')
      assert.ok(section.includes(`| \`${option.rawName}\``) || section.includes(`| \`${flag}\``), `${command.name} ${option.rawName}`)
    }
  }
  assert.match(text, '`--help`')
  assert.match(text, '`-v, --version`')
})

test('the frontmatter page documents every field the schema reads', () => {
  const text = page('writing/frontmatter.md')
  for (const field of Object.keys(frontmatterSchema.shape)) assert.ok(text.includes(`| \`${field}\` |`), field)
})

test('the Vocs page names every Vocs key that warns, and the trust model names the output mark', () => {
  const vocs = page('vocs.md')
  for (const key of Object.keys(IGNORED_VOCS_KEYS)) assert.ok(vocs.includes(`\`${key}\``), key)
  assert.match(page('trust-model.md'), `\`${OUTPUT_MANIFEST}\``)
})

test.run()
