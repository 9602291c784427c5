// A twoslash block that imports a site file (`~/lib/shape` through the site's tsconfig paths) depends on it: a
// rebuild after the file changed shows the new type, and the dev server re-renders the page when it is saved.
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../../build/build-site.ts'
import { type DevServer, startDevServer } from '../../../build/dev/start.ts'
import { copyFixture } from '../../support/fixture-copy.ts'
import { get, listen, settle } from '../dev/harness.ts'

/** The hover popup of `current`, tags dropped. */
const popup = (html: string) => {
  const text = html.replace(/<[^>]+>/g, '').replace(/&quot;|&#x27;/g, "'")
  return /const current: \{[^}]*\}/.exec(text)?.[0].replace(/\s+/g, ' ')
}
const SQUARE = "// A site file a twoslash block imports through the tsconfig alias.\nexport const shape = { kind: 'square' as const, side: 2 }\n"

test('a rebuild after the imported file changed shows its new type; an unchanged rebuild reuses the page', async () => {
  const site = copyFixture('mdx-site-twoslash')
  const first = await buildSite({ root: site.root, out: site.out })
  assert.is(popup(site.read('index.html')), "const current: { kind: 'circle'; radius: number; }")
  const again = await buildSite({ root: site.root, out: site.out })
  assert.is(again.files.find((f) => f.path === 'index.html')?.bytes, first.files.find((f) => f.path === 'index.html')?.bytes)
  writeFileSync(join(site.root, 'content/lib/shape.ts'), SQUARE)
  await buildSite({ root: site.root, out: site.out })
  assert.is(popup(site.read('index.html')), "const current: { kind: 'square'; side: number; }")
  rmSync(site.root, { recursive: true, force: true })
})

let server: DevServer | undefined
let root = ''

test('dev: saving the imported file re-renders the page with the new type, without a restart', async () => {
  root = copyFixture('mdx-site-twoslash').root
  const lines: string[] = []
  server = await startDevServer({ root, port: 0, watchRuntime: false, log: (l) => lines.push(l), logError: (l) => lines.push(l) })
  assert.is(popup((await get(server.port, '/')).body), "const current: { kind: 'circle'; radius: number; }")
  const sse = await listen(server.port)
  const hello = await sse.next((e) => e.event === 'hello')
  await settle(server, 1000)
  writeFileSync(join(root, 'content/lib/shape.ts'), SQUARE)
  const reload = await sse.next((e) => e.event === 'reload' && e.data.routes.length > 0, 60_000)
  assert.equal(reload.data.routes, ['/'])
  assert.is(popup((await get(server.port, '/')).body), "const current: { kind: 'square'; side: number; }")
  assert.is((await sse.next((e) => e.event === 'hello')).data, hello.data, 'the same server process')
  assert.ok(!lines.some((l) => /restart/i.test(l)), lines.join('\n'))
  sse.close()
})

test.after(async () => {
  await server?.close()
  if (root) rmSync(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
})

test.run()
