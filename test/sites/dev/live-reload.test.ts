// The dev server end to end over HTTP: pages served from memory with the build's routes, an edit re-renders the
// page and sends a reload naming it, added/removed/renamed pages update routes and prev/next, config reloads all.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { type Fixture, get, listen, settle, settleUntil, startFixture } from './harness.ts'

let f: Fixture
const page = (p: string) => join(f.root, 'content/pages', p)

test.before(async () => {
  f = await startFixture()
})
test.after(async () => {
  await f.close()
})

test('serves every route form, .md, 404 and basePath from memory, with the live-reload client', async () => {
  const { port } = f.server
  const a = await get(port, '/docs/guide/start')
  const b = await get(port, '/docs/guide/start/')
  const c = await get(port, '/docs/guide/start.html')
  assert.is(a.status, 200)
  assert.is(b.status, 200)
  assert.is(c.status, 200)
  assert.match(a.body, '<title>Getting started – Fixture</title>')
  assert.match(a.body, '/__vellum/dev-events')
  assert.is((await get(port, '/docs/guide/start.md')).status, 200)
  assert.is((await get(port, '/docs/llms.txt')).status, 200)
  assert.is((await get(port, '/docs/logo.svg')).status, 200)
  const missing = await get(port, '/docs/nope')
  assert.is(missing.status, 404)
  assert.match(missing.body, 'could not be found')
  assert.is((await get(port, '/guide/start')).status, 404, 'outside the basePath')
  assert.ok(
    f.lines.some((l) => l.startsWith('dev server at http://127.0.0.1:')),
    f.lines.join('\n'),
  )
})

test('an edit re-renders that page alone and sends a reload naming it', async () => {
  const sse = await listen(f.server.port)
  await sse.next((e) => e.event === 'hello')
  const file = page('guide/start.md')
  writeFileSync(file, `${readFileSync(file, 'utf8')}\nFreshly edited paragraph.\n`)
  const reload = await sse.next((e) => e.event === 'reload')
  assert.equal(reload.data.routes, ['/guide/start'])
  assert.is(reload.data.reload, false, 'a page edit may be swapped in place')
  assert.match((await get(f.server.port, '/docs/guide/start')).body, 'Freshly edited paragraph.')
  assert.match((await get(f.server.port, '/docs/guide/start.md')).body, 'Freshly edited paragraph.')
  sse.close()
})

test('a page carries its shell hash: the same after a prose edit, another once the outline changes', async () => {
  const shellOf = async () => (await get(f.server.port, '/docs/guide/elements')).headers['x-vellum-shell']
  const file = page('guide/elements.md')
  const original = readFileSync(file, 'utf8')
  const before = await shellOf()
  assert.type(before, 'string')
  writeFileSync(file, `${original}\n\nA prose edit only.\n`)
  await settle(f.server)
  assert.match((await get(f.server.port, '/docs/guide/elements')).body, 'A prose edit only.')
  assert.is(await shellOf(), before, 'text inside the article leaves the shell alone')
  writeFileSync(file, `${original}\n\n## A new heading\n`)
  await settle(f.server)
  assert.is.not(await shellOf(), before, 'a new heading changes the outline, so the shell')
  writeFileSync(file, original)
  await settle(f.server)
  assert.is(await shellOf(), before)
})

test('a changed static file makes every tab reload (a content swap would keep the old file)', async () => {
  const sse = await listen(f.server.port)
  await sse.next((e) => e.event === 'hello')
  const logo = join(f.root, 'static/logo.svg')
  writeFileSync(logo, readFileSync(logo, 'utf8').replace('</svg>', '<!-- edited --></svg>'))
  const reload = await sse.next((e) => e.event === 'reload')
  assert.is(reload.data.reload, true)
  assert.is(reload.data.routes, null)
  assert.match((await get(f.server.port, '/docs/logo.svg')).body, '<!-- edited -->')
  sse.close()
})

test('a new page gets its routes; removing it brings back the 404', async () => {
  const sse = await listen(f.server.port)
  writeFileSync(page('guide/extra.md'), '# Extra page\n\nBrand new.\n')
  const added = await sse.next((e) => e.event === 'reload' && (e.data.routes === null || e.data.routes.includes('/guide/extra')))
  assert.ok(added)
  assert.match((await get(f.server.port, '/docs/guide/extra')).body, 'Brand new.')
  rmSync(page('guide/extra.md'))
  await sse.next((e) => e.event === 'reload' && e.data.version > added.data.version)
  assert.is((await get(f.server.port, '/docs/guide/extra')).status, 404)
  sse.close()
})

test('a renamed page moves its route; links to the old route become a reported error, then recover', async () => {
  const sse = await listen(f.server.port)
  renameSync(page('guide/components.mdx'), page('guide/widgets.mdx'))
  // The sidebar and other pages still link to /guide/components: the dev server reports it and keeps serving.
  const failure = await sse.next((e) => e.event === 'build-error')
  assert.match(failure.data.message, 'guide/components')
  assert.is((await get(f.server.port, '/docs/guide/components')).status, 200, 'last good build still served')
  renameSync(page('guide/widgets.mdx'), page('guide/components.mdx'))
  await sse.next((e) => e.event === 'reload' && e.data.version > failure.data.version)
  assert.is((await get(f.server.port, '/docs/guide/components')).status, 200)
  sse.close()
})

test('a module the config imports is read afresh when it changes (CommonJS config, no package.json)', async () => {
  const configFile = join(f.root, 'config/site.config.ts')
  const original = readFileSync(configFile, 'utf8')
  writeFileSync(join(f.root, 'config/labels.ts'), "export const startLabel = 'Start here'\n")
  writeFileSync(
    configFile,
    `import { startLabel } from './labels'\n${original.replace("{ text: 'Start', link: '/guide/start' }", "{ text: startLabel, link: '/guide/start' }")}`,
  )
  await settle(f.server)
  assert.match((await get(f.server.port, '/docs/guide/elements')).body, 'Start here')
  writeFileSync(join(f.root, 'config/labels.ts'), "export const startLabel = 'Begin here'\n")
  await settle(f.server)
  const body = (await get(f.server.port, '/docs/guide/elements')).body
  assert.match(body, 'Begin here')
  assert.not.match(body, 'Start here')
  writeFileSync(configFile, original)
  rmSync(join(f.root, 'config/labels.ts'))
  await settle(f.server)
})

test('a folder-tree sidebar follows renames: prev/next and routes update', async () => {
  // Without a config, the sidebar (and so prev/next) is the folder tree of the pages.
  rmSync(join(f.root, 'config'), { recursive: true, force: true })
  await settle(f.server)
  for (const name of ['index.md', 'guide/start.md', 'guide/elements.md', 'guide/components.mdx']) rmSync(page(name))
  writeFileSync(page('a.md'), '# Alpha\n\nFirst.\n')
  writeFileSync(page('b.md'), '# Bravo\n\nSecond.\n')
  await settleUntil(f.server, () => f.server.session.view?.pages.has('/b') === true && !f.server.session.view.pages.has('/guide/start'))
  const sse = await listen(f.server.port)
  assert.match((await get(f.server.port, '/a')).body, 'Bravo')
  renameSync(page('b.md'), page('c.md'))
  await sse.next((e) => e.event === 'reload' && e.data.routes === null)
  await settle(f.server)
  assert.is((await get(f.server.port, '/b')).status, 404)
  const alpha = (await get(f.server.port, '/a')).body
  assert.match(alpha, 'href="/c"')
  assert.not.match(alpha, 'href="/b"')
  sse.close()
})

test.run()
