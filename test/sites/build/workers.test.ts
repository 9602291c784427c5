// Compiling and rendering on worker threads gives the very bytes of doing both on the main thread: the workers load
// the config themselves, write the page cache themselves and get the site plan (sidebar, assets) once.
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../../build/build-site.ts'
import { formatError } from '../../../build/errors/build-error.ts'
import { copyFixture } from '../../support/fixture-copy.ts'

const onMain = copyFixture('site')
const onWorkers = copyFixture('site')

function files(dir: string): Map<string, string> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name !== '.vellum-output.json')
  return new Map(entries.map((e) => [relative(dir, join(e.parentPath, e.name)), readFileSync(join(e.parentPath, e.name), 'utf8')]))
}

test('a build on two worker threads writes exactly the files of a build without them', async () => {
  const main = await buildSite({ root: onMain.root, out: onMain.out, threads: 0 })
  const workers = await buildSite({ root: onWorkers.root, out: onWorkers.out, threads: 2 })
  assert.is(workers.pages, main.pages)
  const expected = files(onMain.out)
  const actual = files(onWorkers.out)
  assert.equal([...actual.keys()].sort(), [...expected.keys()].sort())
  for (const [path, content] of expected) assert.is(actual.get(path), content, path)
  // The workers wrote every page and the banner into the cache: a rebuild compiles nothing and renders
  // nothing.
  const cached = readdirSync(join(onWorkers.root, '.cache/pages'))
  assert.is(cached.filter((n) => n.endsWith('.page')).length, main.pages + 1)
  const again = await buildSite({ root: onWorkers.root, out: onWorkers.out, threads: 2 })
  assert.is(again.bytesWritten, 0)
})

test("pages rendered on threads get the data the config's transformPageData gave them, as on the main thread", async () => {
  const titles = { main: copyFixture('site'), threads: copyFixture('site') }
  for (const site of Object.values(titles)) {
    const config = join(site.root, 'config/site.config.ts')
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace(
        '\n}\n',
        `\n  transformPageData: (page) => ({ title: \`\${page.title} (hooked)\`, frontmatter: { ...page.frontmatter, layout: 'minimal' } }),\n}\n`,
      ),
    )
  }
  await buildSite({ root: titles.main.root, out: titles.main.out, threads: 0 })
  await buildSite({ root: titles.threads.root, out: titles.threads.out, threads: 2 })
  const page = titles.threads.read('guide/elements.html')
  assert.match(page, /<title>[^<]* \(hooked\) – Fixture<\/title>/)
  assert.match(page, 'data-layout="minimal"')
  assert.is(page, titles.main.read('guide/elements.html'))
})

/** The formatted errors of a build on two threads that must fail. */
async function failingBuild(site: { root: string; out: string }): Promise<string> {
  try {
    await buildSite({ root: site.root, out: site.out, threads: 2 })
  } catch (error) {
    return formatError(error, site.root)
  }
  throw new Error('the build should fail')
}

test('pages failing on a thread, to compile or to render, are each reported with file and line, and nothing is written', async () => {
  const compileFails = copyFixture('site')
  appendFileSync(join(compileFails.root, 'content/pages/guide/start.md'), '\n:::code-group\n\n```bash [npm]\nnpm i x\n```\n\nThen run it.\n\n:::\n')
  appendFileSync(join(compileFails.root, 'content/pages/guide/elements.md'), '\n:::code-group\n\nText.\n\n:::\n')
  const compiling = await failingBuild(compileFails)
  assert.match(compiling, /start\.md:\d+:1 a :::code-group tab has no name/)
  assert.match(compiling, /elements\.md:\d+:1 a :::code-group tab has no name/)
  assert.not.ok(existsSync(compileFails.out), 'no output')

  const renderFails = copyFixture('site')
  appendFileSync(join(renderFails.root, 'content/pages/guide/components.mdx'), "\n{(() => { throw new Error('boom while rendering') })()}\n")
  const rendering = await failingBuild(renderFails)
  assert.match(rendering, /components\.mdx:17:3 an expression threw while rendering: boom while rendering/)
  assert.not.ok(existsSync(renderFails.out), 'no output')
})

test.run()
