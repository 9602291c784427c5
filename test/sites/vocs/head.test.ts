// A Vocs config's `head` per page: as a map of path prefixes (the last matching key, as Vocs applies it) and as an
// async function of the path (called once per page in the main thread, its tags sent to the render workers), in
// each page's render key so a later build renders again exactly the pages whose tags changed; errors name the file.
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite, generateSite } from '../../../build/build-site.ts'
import { resolveConfig } from '../../../build/config/resolve.ts'
import { siteConfigSchema } from '../../../build/config/schema.ts'
import { formatError } from '../../../build/errors/build-error.ts'
import { routeHeadTags } from '../../../build/render/custom-head.ts'
import { tempDir } from '../../support/temp-dir.ts'

const REPO = new URL('../../..', import.meta.url).pathname
const headCalls = (globalThis as { headCalls?: string[] }).headCalls

function site(fixture: string): string {
  const root = tempDir(`${fixture}-`)
  cpSync(join(REPO, 'test/fixtures', fixture), root, { recursive: true })
  return root
}

/** The page's head: its `<meta name>` values and the stylesheets and scripts it links. */
function headOf(html: string, name: string): { meta: string[]; links: string[]; scripts: string[] } {
  const doc = new JSDOM(html).window.document
  return {
    meta: [...doc.head.querySelectorAll(`meta[name="${name}"]`)].map((m) => m.getAttribute('content') ?? ''),
    links: [...doc.head.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href') ?? '').filter((h) => !h.startsWith('/assets/')),
    scripts: [...doc.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src') ?? '').filter((h) => !h.startsWith('/assets/')),
  }
}

test('a map of path prefixes: each page gets the last key, in the order written, that its path starts with', async () => {
  for (const threads of [0, 1]) {
    const root = site('vocs-site-head-map')
    const built = await buildSite({ root, threads })
    const read = (path: string) => headOf(readFileSync(join(built.out, path), 'utf8'), 'section')
    assert.equal(read('index.html'), { meta: ['site'], links: [], scripts: [] }, `threads ${threads}`)
    assert.equal(read('about.html'), { meta: ['site'], links: [], scripts: [] }, `threads ${threads}`)
    assert.equal(read('guide/intro.html'), { meta: ['guide'], links: [], scripts: ['/guide.js'] }, `threads ${threads}`)
    assert.equal(built.config.warnings, [])
  }
})

test('the map is matched as Vocs does: plain string prefixes, the last matching key wins even when shorter', async () => {
  const config = resolveConfig(
    siteConfigSchema.parse({
      head: {
        '/guide': [{ tag: 'meta', attrs: { name: 'k', content: 'guide' } }],
        '/': [{ tag: 'meta', attrs: { name: 'k', content: 'root' } }],
        '/gu': [{ tag: 'meta', attrs: { name: 'k', content: 'gu' } }],
      },
    }),
    '/site',
  )
  const { heads } = await routeHeadTags(config, ['/', '/guide/intro', '/guides', '/about'])
  assert.equal(heads, {
    '/': ['<meta name="k" content="root">'],
    '/guide/intro': ['<meta name="k" content="gu">'],
    '/guides': ['<meta name="k" content="gu">'],
    '/about': ['<meta name="k" content="root">'],
  })
})

test('an async function of the path: called once per page, in the main thread, its tags reach the render workers', async () => {
  for (const threads of [0, 1]) {
    const calls: string[] = []
    ;(globalThis as { headCalls?: string[] }).headCalls = calls
    const root = site('vocs-site-head-function')
    const built = await buildSite({ root, threads })
    const read = (path: string) => headOf(readFileSync(join(built.out, path), 'utf8'), 'page-path')
    assert.equal(read('index.html'), { meta: ['/'], links: [], scripts: [] }, `threads ${threads}`)
    assert.equal(read('about.html'), { meta: ['/about'], links: [], scripts: [] }, `threads ${threads}`)
    assert.equal(read('guide/intro.html'), { meta: ['/guide/intro'], links: ['/guide.css'], scripts: [] }, `threads ${threads}`)
    assert.equal(calls.sort(), ['/', '/about', '/guide/intro'], `threads ${threads}`)
  }
  ;(globalThis as { headCalls?: string[] }).headCalls = headCalls
})

test("a change to the head renders again exactly the pages whose tags changed (each page's render key has them)", async () => {
  const root = site('vocs-site-head-function')
  const keys = new Map<string, string>()
  const rendered = async () => {
    const written: string[] = []
    await generateSite(
      { root, threads: 0 },
      {
        write: (file, key) => {
          if (key && file.path.endsWith('.html')) {
            keys.set(file.path, key)
            written.push(file.path)
          }
        },
        reuse: async (paths, key) => paths.every((p) => !p.endsWith('.html') || keys.get(p) === key),
      },
    )
    return written.filter((p) => !p.endsWith('/index.html')).sort()
  }
  assert.equal(await rendered(), ['about.html', 'guide/intro.html', 'index.html'])
  assert.equal(await rendered(), [], 'nothing changed, nothing rendered')
  const file = join(root, 'vocs.config.tsx')
  writeFileSync(file, readFileSync(file, 'utf8').replace('"/guide.css"', '"/guide-2.css"'))
  assert.equal(await rendered(), ['guide/intro.html'], 'only the guide page has new tags')
})

test('a head function that throws: the build fails naming the config file and the path', async () => {
  const root = site('vocs-site-head-function')
  const file = join(root, 'vocs.config.tsx')
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace('await new Promise', "if (path === '/about') throw new Error('no tags for about')\n    await new Promise"),
  )
  const error = await buildSite({ root }).then(
    () => undefined,
    (e: Error) => e,
  )
  assert.ok(error, 'the build failed')
  assert.match(formatError(error, root), /^vocs\.config\.tsx head\(\{ path: "\/about" \}\) threw: no tags for about$/m, formatError(error, root))
})

test.run()
