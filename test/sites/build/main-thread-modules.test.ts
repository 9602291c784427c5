// What a build's main thread loads before it needs it: the build module, with the runtime bundle in its cache, loads no
// compiler (unified, micromark, shiki, MDX) and no bundler (rollup, TypeScript), and neither does a rebuild with
// nothing to compile. Those load where pages compile, or when the bundle is made; at the start of a build they cost
// the main thread about 0.7 s before any work. And what no thread of a build loads at all: React DOM's browser client.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { bundleRuntime, runtimeCacheDir } from '../../../build/assets/bundle-runtime.ts'
import { buildSite } from '../../../build/build-site.ts'
import { copyFixture } from '../../support/fixture-copy.ts'
import { tempDir } from '../../support/temp-dir.ts'

const HEAVY = /\/node_modules\/(typescript|rollup|@rollup\/[^/]+|unified|micromark|shiki|@shikijs\/[^/]+|@mdx-js\/mdx)\//

// Module hooks run on their own thread, so the loaded URLs go to stderr, one per line, each with the thread that loads
// it: build workers start with this process's flags, so they register the hook too, with their own thread id.
const RECORD_LOADS = `data:text/javascript,${encodeURIComponent(
  "import { register } from 'node:module'\nimport { threadId } from 'node:worker_threads'\n" +
    `register('data:text/javascript,' + encodeURIComponent("let thread; export function initialize(data) { thread = data.thread } export async function load(url, context, next) { process.stderr.write('LOADED ' + thread + ' ' + url + '\\\\n'); return next(url, context) }"), { data: { thread: threadId } })`,
)}`

/** What running `script` (an ES module, in a fresh process) loads: one `LOADED <thread> <url>` line per module. */
function loadsOf(script: string): string[] {
  const file = join(tempDir('loads-'), 'script.mjs')
  writeFileSync(file, script)
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--import', RECORD_LOADS, file], { encoding: 'utf8' })
  assert.is(run.status, 0, run.stderr)
  return run.stderr.split('\n').filter((line) => line.startsWith('LOADED '))
}

/** The packages matching HEAVY that running `script` loads on its main thread. */
function heavyPackagesLoadedBy(script: string): string[] {
  const onMain = loadsOf(script).filter((line) => line.startsWith('LOADED 0 '))
  return [...new Set(onMain.flatMap((line) => HEAVY.exec(line)?.[1] ?? []))].sort()
}

const module = (path: string) => JSON.stringify(pathToFileURL(new URL(`../../../${path}`, import.meta.url).pathname).href)

test('the build module and a cached runtime bundle load no compiler and no bundler', async () => {
  // As a build finds it after the first: the bundle made once for this tool.
  await bundleRuntime(runtimeCacheDir())
  const loaded = heavyPackagesLoadedBy(`
    const { generateSite } = await import(${module('build/build-site.ts')})
    const { readRuntime } = await import(${module('build/stages/inputs.ts')})
    await readRuntime()
  `)
  assert.equal(loaded, [])
})

test('a rebuild with nothing changed loads none of them either, though the site has a Markdown banner', async () => {
  const site = copyFixture('site')
  await buildSite({ root: site.root, out: site.out })
  const loaded = heavyPackagesLoadedBy(`
    const { buildSite } = await import(${module('build/build-site.ts')})
    const built = await buildSite({ root: ${JSON.stringify(site.root)}, out: ${JSON.stringify(site.out)} })
    if (built.bytesWritten !== 0) throw new Error('the rebuild wrote ' + built.bytesWritten + ' bytes')
  `)
  assert.equal(loaded, [])
})

test('a cold build on worker threads loads none of them here: the Markdown banner compiles there with the pages', async () => {
  const site = copyFixture('site')
  const loaded = heavyPackagesLoadedBy(`
    const { buildSite } = await import(${module('build/build-site.ts')})
    await buildSite({ root: ${JSON.stringify(site.root)}, out: ${JSON.stringify(site.out)}, threads: 2 })
  `)
  // The site's own components are bundled here (rollup); nothing compiles a page or the banner on this thread.
  assert.equal(
    loaded.filter((name) => name !== 'rollup' && !name.startsWith('@rollup/')),
    [],
  )
})

test("no thread of a cold build loads React DOM's browser client (625 KB a server render never runs)", () => {
  const site = copyFixture('site')
  const loads = loadsOf(`
    const { buildSite } = await import(${module('build/build-site.ts')})
    await buildSite({ root: ${JSON.stringify(site.root)}, out: ${JSON.stringify(site.out)}, threads: 2 })
  `)
  const threads = new Set(loads.map((line) => line.split(' ')[1]))
  assert.ok(threads.size >= 3, `loads seen on the main thread and both workers (${[...threads]})`)
  assert.ok(
    loads.some((line) => line.includes('/node_modules/react-dom/server')),
    'the loads of react-dom are seen',
  )
  assert.equal(
    loads.filter((line) => line.includes('/node_modules/react-dom/client')),
    [],
  )
})

test('pages with twoslash blocks compile on the build threads: the main thread loads no twoslash', () => {
  const site = copyFixture('site')
  for (let i = 0; i < 6; i++) {
    writeFileSync(join(site.root, `content/pages/guide/typed-${i}.md`), `# Typed ${i}\n\n\`\`\`ts twoslash\nconst n${i} = ${i}\n\`\`\`\n`)
  }
  const loads = loadsOf(`
    const { buildSite } = await import(${module('build/build-site.ts')})
    await buildSite({ root: ${JSON.stringify(site.root)}, out: ${JSON.stringify(site.out)}, threads: 2 })
  `)
  // The threads that parsed Markdown (the render's threads, started after, parse none).
  const workers = new Set(loads.filter((line) => line.includes('/node_modules/micromark/')).map((line) => line.split(' ')[1]))
  const typing = new Set(loads.filter((line) => line.includes('/node_modules/twoslash/')).map((line) => line.split(' ')[1]))
  assert.is(workers.size, 2, 'two compile threads ran')
  assert.ok(typing.size >= 1, 'a build thread loaded twoslash')
  assert.not.ok(typing.has('0'), 'the main thread loads no twoslash')
})

/** The packages a fresh process loads to make a compile context and compile one page of `text` in `file`. */
function heavyPackagesLoadedCompiling(text: string, file: string): string[] {
  return heavyPackagesLoadedBy(`
    const { createCompileContext } = await import(${module('build/stages/compile.ts')})
    const { compilePage } = await import(${module('build/markdown/compile-page.ts')})
    const { testConfig, sourcePage } = await import(${module('test/support/compile-markdown.tsx')})
    const ctx = await createCompileContext(testConfig())
    await compilePage(sourcePage(${JSON.stringify(text)}, { file: ${JSON.stringify(file)} }), ctx)
  `)
}

test('they load once this thread compiles (what the checks above would miss if loads went unseen)', () => {
  const loaded = heavyPackagesLoadedCompiling('# MDX\n\n<div>{1 + 1}</div>\n', '/site/content/pages/page.mdx')
  for (const name of ['unified', 'micromark', 'shiki', '@mdx-js/mdx']) assert.ok(loaded.includes(name), `${name} in ${loaded}`)
})

test('a thread compiling only Markdown pages does not load MDX', () => {
  const loaded = heavyPackagesLoadedCompiling('# Markdown\n\n```ts\nconst a = 1\n```\n', '/site/content/pages/page.md')
  assert.ok(loaded.includes('shiki'), `shiki in ${loaded}`)
  assert.not.ok(loaded.includes('@mdx-js/mdx'), `@mdx-js/mdx in ${loaded}`)
})

test.run()
