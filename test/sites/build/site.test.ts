// Builds the fixture site into a temp folder and checks the published contract: routes as /x, /x/ and /x.html,
// 404, redirects, sitemap/robots, raw .md, llms files, hashed assets, basePath everywhere, head tags.
import { existsSync, readdirSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../../build/build-site.ts'
import { staticHostApp } from '../../../build/preview/static-host.ts'
import { copyFixture } from '../../support/fixture-copy.ts'

const { root, out, read } = copyFixture('site')

test.before(async () => {
  await buildSite({ root, out })
})

test('every page is published as x.html, x/index.html and x.md', () => {
  for (const f of [
    'index.html',
    'index.md',
    'guide/start.html',
    'guide/start/index.html',
    'guide/start.md',
    'guide/components.html',
    'guide/components/index.html',
  ]) {
    assert.ok(existsSync(join(out, f)), f)
  }
  assert.is(read('guide/start.html'), read('guide/start/index.html'))
  assert.ok(read('guide/start.md').startsWith('---\ntitle: Getting started'))
})

test('head: title template, description, canonical, og image by longest prefix, icons, fonts none', () => {
  const html = read('guide/start.html')
  assert.match(html, '<title>Getting started – Fixture</title>')
  assert.match(html, '<meta name="description" content="How to start.">')
  assert.match(html, '<link rel="canonical" href="https://fixture.example/docs/guide/start">')
  assert.match(html, 'content="https://og.example/guide?title=Getting%20started&amp;d=How%20to%20start."')
  assert.match(html, '<link rel="icon" href="/docs/icon-dark.svg" media="(prefers-color-scheme: dark)">')
  assert.match(html, /<div id="app">/)
  assert.match(read('index.html'), 'content="https://og.example/?title=Fixture%20home"')
})

test('links carry the basePath; relative .md links resolve; external links open a new tab', () => {
  const html = read('guide/start.html')
  assert.match(html, 'href="/docs/guide/elements#callouts"')
  assert.match(html, 'href="/docs/guide/components"')
  const elements = read('guide/elements.html')
  assert.match(elements, '<a href="https://example.com" target="_blank" rel="noopener noreferrer"')
})

test('deploy files: .nojekyll, _headers with immutable hashed assets and short-cached pages that never overlap, _redirects', () => {
  assert.is(read('.nojekyll'), '')
  const headers = read('_headers')
  const rules = [...headers.matchAll(/^(\S+)\n {2}Cache-Control: (.+)$/gm)].map((m) => [m[1]!, m[2]!] as const)
  const cache = new Map(rules)
  assert.is(cache.get('/docs/assets/*'), 'public, max-age=31536000, immutable')
  assert.is(cache.get('/docs/.vocs/search-index-*'), 'public, max-age=31536000, immutable')
  assert.is(cache.get('/docs/.vocs/search-index.json'), 'public, max-age=60, must-revalidate', 'the manifest has a fixed name')
  for (const page of ['/docs/', '/docs/guide', '/docs/guide.html', '/docs/guide/*']) assert.is(cache.get(page), 'public, max-age=60, must-revalidate', page)
  // A URL must match one rule at most: hosts join the values of overlapping rules.
  const matches = (pattern: string, url: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(url)
  for (const url of [
    '/docs/assets/entry.abc.js',
    '/docs/guide/start',
    '/docs/guide/start.html',
    '/docs/',
    '/docs/.vocs/search-index-terms-x.json',
    '/docs/.vocs/search-index.json',
  ]) {
    assert.is(rules.filter(([p]) => matches(p, url)).length, 1, url)
  }
  assert.is(read('_redirects'), '/docs/old /docs/guide/start 301\n')
})

test('assets have content hashes and are referenced under the basePath', () => {
  const assets = readdirSync(join(out, 'assets'))
  const css = assets.find((a) => /^style\.[\w]{10}\.css$/.test(a))
  const js = assets.find((a) => /^entry\.[\w]+\.js$/.test(a))
  assert.ok(css && js, assets.join(','))
  assert.match(read('index.html'), `href="/docs/assets/${css}"`)
  assert.match(read('index.html'), `src="/docs/assets/${js}"`)
  const style = read(`assets/${css}`)
  assert.ok(style.includes('.sidebar-link'), 'rules kept')
  assert.not.ok(/\/\*|\n\s/.test(style), 'published minified: no comments, no indented lines')
})

test('the search index is published under .vocs/: the manifest every page names and the chunks it names', () => {
  const names = readdirSync(join(out, '.vocs')).filter((n) => n.startsWith('search-index'))
  const manifests = names.filter((n) => n === 'search-index.json')
  assert.equal(manifests.length, 1)
  assert.match(read('index.html'), '/docs/.vocs/search-index.json')
  const manifest = JSON.parse(read(`.vocs/${manifests[0]}`)) as { terms: [string, string][]; records: [number, string][] }
  const chunks = [...manifest.terms.map(([, f]) => f), ...manifest.records.map(([, f]) => f)]
  assert.equal(names.filter((n) => n !== manifests[0]).sort(), [...chunks].sort(), 'every chunk named, nothing else')
  const records = manifest.records.map(([, f]) => read(`.vocs/${f}`)).join('')
  assert.ok(records.includes('/docs/guide/start#install'), 'hrefs carry basePath and anchors')
})

test('404.html, redirects, sitemap, robots, llms files, static copies', () => {
  const notFound = read('404.html')
  assert.match(notFound, 'The page you were looking for could not be found.')
  assert.match(notFound, '<a href="/docs/">Go to Home Page</a>')
  for (const f of ['old.html', 'old/index.html']) {
    const r = read(f)
    assert.match(r, '<meta http-equiv="refresh" content="0; url=/docs/guide/start">')
    assert.match(r, '<link rel="canonical" href="/docs/guide/start">')
  }
  assert.match(read('sitemap.xml'), '<loc>https://fixture.example/docs/guide/start</loc>')
  assert.match(read('robots.txt'), 'Sitemap: https://fixture.example/docs/sitemap.xml')
  assert.match(read('llms.txt'), '- [Getting started](https://fixture.example/docs/guide/start.md): How to start.')
  assert.match(read('llms-full.txt'), 'Read [the elements](./elements.md#callouts)')
  assert.ok(existsSync(join(out, 'logo.svg')))
})

test('a plain static host serves /x, /x/ and /x.html, 404 for the rest, and nothing outside the folder', async () => {
  const server = staticHostApp(out, '/docs').listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  try {
    const expected = read('guide/start.html')
    for (const p of ['/docs/guide/start', '/docs/guide/start/', '/docs/guide/start.html']) {
      const res = await fetch(base + p)
      assert.is(res.status, 200, p)
      assert.is(await res.text(), expected)
    }
    const missing = await fetch(`${base}/docs/nope`)
    assert.is(missing.status, 404)
    assert.match(await missing.text(), 'Page Not Found')
    for (const evil of ['/docs/..%2f..%2fetc%2fpasswd', '/docs/%2e%2e/%2e%2e/etc/passwd', '/docs/..\\..\\etc\\passwd']) {
      const res = await fetch(base + evil)
      assert.is(res.status, 404, evil)
    }
  } finally {
    server.close()
  }
})

test('a warm rebuild gives identical output', async () => {
  const first = read('guide/elements.html')
  await buildSite({ root, out })
  assert.is(read('guide/elements.html'), first)
})
test.run()
