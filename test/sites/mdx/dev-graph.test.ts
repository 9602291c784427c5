// The dev server follows the module graph: saving a component, a partial or any file a page imports re-renders
// exactly the pages made from it (a reload event naming them), with a new island chunk, and no restart.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { type DevServer, startDevServer } from '../../../build/dev/start.ts'
import { tempDir } from '../../support/temp-dir.ts'
import { get, listen, settle } from '../dev/harness.ts'

let root: string
let server: DevServer
const lines: string[] = []

test.before(async () => {
  root = tempDir('mdx-dev-')
  cpSync(join(import.meta.dirname, '../../fixtures/mdx-site'), root, { recursive: true })
  server = await startDevServer({ root, port: 0, watchRuntime: false, log: (l) => lines.push(l), logError: (l) => lines.push(l) })
})

test.after(async () => {
  await server?.close()
  // The page cache's disk copies are written after the edit is served; let them land before the folder goes.
  rmSync(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
})

const islandSrc = (html: string) => /data-src="([^"]*\/Counter-[^"]+)"/.exec(html)?.[1]

test('saving a component re-renders the pages that use it, with a new island chunk, and nothing else', async () => {
  const before = await get(server.port, '/')
  assert.is(before.status, 200)
  const oldSrc = islandSrc(before.body)
  assert.ok(oldSrc, 'the home page has a Counter island')
  const sse = await listen(server.port)
  const hello = await sse.next((e) => e.event === 'hello')
  // Whatever the watcher reported while the site loaded is applied before the edit.
  await settle(server, 1000)
  const file = join(root, 'content/components/Counter.tsx')
  writeFileSync(file, readFileSync(file, 'utf8').replace('}: <output>', '} is now: <output>'))
  const reload = await sse.next((e) => e.event === 'reload', 60_000)
  assert.equal([...reload.data.routes].sort(), ['/', '/directives'], 'the two pages importing Counter, not the others')
  const after = await get(server.port, '/')
  assert.match(after.body, 'Visible<!-- --> is now: <output>3</output>')
  const newSrc = islandSrc(after.body)
  assert.ok(newSrc && newSrc !== oldSrc, 'the island chunk has a new name')
  const chunk = await get(server.port, newSrc!)
  assert.is(chunk.status, 200)
  assert.match(chunk.body, ' is now: ')
  // The same server process answered throughout: no restart.
  assert.is((await sse.next((e) => e.event === 'hello')).data, hello.data)
  assert.ok(!lines.some((l) => /restart/i.test(l)), lines.join('\n'))
  sse.close()
})

test('saving a partial re-renders the page that imports it', async () => {
  const sse = await listen(server.port)
  await sse.next((e) => e.event === 'hello')
  await settle(server, 1000)
  writeFileSync(join(root, 'content/pages/_note.md'), 'A **Markdown** partial, edited in place.\n')
  const reload = await sse.next((e) => e.event === 'reload', 60_000)
  assert.equal(reload.data.routes, ['/'])
  assert.match((await get(server.port, '/')).body, 'partial, edited in place.')
  sse.close()
})

test("renaming a heading in a nested partial changes the page's outline and the heading's id", async () => {
  const outline = (html: string) => [...html.matchAll(/data-outline-id="([^"]+)"/g)].map((m) => m[1])
  assert.ok(outline((await get(server.port, '/partials')).body).includes('run-the-build'))
  const sse = await listen(server.port)
  await sse.next((e) => e.event === 'hello')
  await settle(server, 1000)
  writeFileSync(join(root, 'content/pages/_run.md'), '### Run it twice\n\nRun words from a Markdown partial inside a partial.\n')
  // The previous save's late duplicate may still announce itself with no route: wait for the one naming pages.
  const reload = await sse.next((e) => e.event === 'reload' && e.data.routes.length > 0, 60_000)
  assert.equal(reload.data.routes, ['/partials'])
  const after = (await get(server.port, '/partials')).body
  assert.equal(outline(after), ['setup-from-a-partial', 'setup-from-a-partial-1', 'setup-from-a-partial-2', 'install', 'run-it-twice', 'last-words'])
  assert.match(after, '<h3 id="run-it-twice">Run it twice')
  sse.close()
})

test.run()
