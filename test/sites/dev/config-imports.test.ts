// The dev server and a Vocs config that imports the site's own files (test/fixtures/vocs-site-config-imports): saving
// the config or any file it imports, even one outside the watched folders and two imports deep, reloads the config
// and renders the site again with no restart; a broken config or import is reported with its file and line while the
// last good pages stay served, and the fix brings the site back.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { type Fixture, get, listen, settle, startFixture } from './harness.ts'

let f: Fixture

test.before(async () => {
  f = await startFixture('vocs-site-config-imports')
})
test.after(async () => {
  await f.close()
})

const titleOf = async (route: string) => /<title>([^<]*)<\/title>/.exec((await get(f.server.port, route)).body)?.[1]

/** Waits until the page's title is `expected` (the watcher may report late on a busy machine). */
async function titleBecomes(route: string, expected: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms
  let seen = await titleOf(route)
  while (seen !== expected) {
    if (Date.now() > deadline) throw new Error(`${route}: title still ${JSON.stringify(seen)}, expected ${JSON.stringify(expected)}\n${f.lines.join('\n')}`)
    await new Promise((r) => setTimeout(r, 50))
    seen = await titleOf(route)
  }
}

test('saving a file the config imports, or the config, reloads it; errors keep the last good site served', async () => {
  const { port } = f.server
  assert.is(await titleOf('/guide'), 'Guide – Acme Docs')
  const sse = await listen(port)
  await sse.next((e) => e.event === 'hello')
  await settle(f.server, 500)
  const after = (version: number) => (e: { event: string; data: { version: number } }) => e.event === 'reload' && e.data.version > version
  const fail = (e: Error) => {
    throw new Error(`${e.message}\n${f.lines.join('\n')}`)
  }

  // Two imports deep, outside docs/: site/title.ts imports site/brand.ts.
  writeFileSync(join(f.root, 'site/brand.ts'), "export const brand = 'Globex'\n")
  const first = await sse.next(after(0), 30_000).catch(fail)
  assert.is(first.data.routes, null, 'every page changes')
  assert.is(await titleOf('/guide'), 'Guide – Globex Docs')
  assert.is(await titleOf('/'), 'Home – Globex Docs')

  // A syntax error in an imported file names that file and line; the last good pages are still served.
  writeFileSync(join(f.root, 'site/title.ts'), "import { brand } from './brand'\n\nexport const title = brand + ' Docs\n")
  const broken = await sse.next((e) => e.event === 'build-error', 30_000).catch(fail)
  assert.match(broken.data.message, /site\/title\.ts:3:\d+ syntax error: Unterminated string/, broken.data.message)
  const stale = await get(port, '/guide')
  assert.is(stale.status, 200)
  assert.match(stale.body, '<title>Guide – Globex Docs</title>')

  writeFileSync(join(f.root, 'site/title.ts'), "import { brand } from './brand'\n\nexport const title = brand + ' Handbook'\n")
  await titleBecomes('/guide', 'Guide – Globex Handbook')
  await settle(f.server)

  // An invalid config: its own file and line, and the pages stay.
  const config = join(f.root, 'vocs.config.ts')
  writeFileSync(config, "import { defineConfig } from 'vocs'\n\nexport default defineConfig({\n  title: 42,\n})\n")
  const invalid = await sse.next((e) => e.event === 'build-error' && /vocs\.config\.ts/.test(e.data.message), 30_000).catch(fail)
  assert.match(invalid.data.message, /vocs\.config\.ts:4 title: /)
  assert.is(await titleOf('/guide'), 'Guide – Globex Handbook')

  writeFileSync(
    config,
    "import { defineConfig } from 'vocs'\nimport { title } from './site/title'\n\nexport default defineConfig({\n  title: 'New ' + title,\n})\n",
  )
  await titleBecomes('/guide', 'Guide – New Globex Handbook')
  await settle(f.server)

  // The imports are watched again after the config was broken and fixed.
  writeFileSync(join(f.root, 'site/brand.ts'), "export const brand = 'Initech'\n")
  await titleBecomes('/guide', 'Guide – New Initech Handbook')
  assert.ok(!f.lines.some((l) => /restart/i.test(l)), f.lines.join('\n'))
  sse.close()
})

test.run()
