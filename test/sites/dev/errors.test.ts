// Errors while editing: bad frontmatter, a bad config and a broken link each print file:line in the terminal,
// reach the browser as an overlay (event and injected into served pages), keep the last good site served,
// and clear on the next good save.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { type Fixture, get, listen, startFixture } from './harness.ts'

let f: Fixture
test.before(async () => {
  f = await startFixture()
})
test.after(async () => {
  await f.close()
})

async function breakAndFix(file: string, broken: (text: string) => string, expect: RegExp) {
  const sse = await listen(f.server.port)
  const good = readFileSync(file, 'utf8')
  writeFileSync(file, broken(good))
  const failure = await sse.next((e) => e.event === 'build-error')
  assert.match(failure.data.message, expect)
  assert.ok(
    f.lines.some((l) => l.startsWith('error: ') && expect.test(l)),
    f.lines.join('\n'),
  )
  const served = await get(f.server.port, '/docs/guide/start')
  assert.is(served.status, 200, 'the last good page is still served')
  assert.match(served.body, '"error":"', 'the overlay is shown on load')
  writeFileSync(file, good)
  const reload = await sse.next((e) => e.event === 'reload' && e.data.version > failure.data.version)
  assert.ok(reload)
  assert.ok(f.lines.some((l) => l.startsWith('recovered')))
  assert.not.match((await get(f.server.port, '/docs/guide/start')).body, '"error":"')
  sse.close()
}

test('bad frontmatter: file:line, overlay, recovery', async () => {
  await breakAndFix(join(f.root, 'content/pages/guide/start.md'), (t) => t.replace(/^---\n/, '---\ntitle: [unclosed\n'), /content\/pages\/guide\/start\.md:\d+/)
})

test('bad frontmatter: printed once in the terminal, with a code frame marking the line', async () => {
  const file = join(f.root, 'content/pages/guide/start.md')
  const good = readFileSync(file, 'utf8')
  const sse = await listen(f.server.port)
  const before = f.lines.length
  // Saved the way editors often do, as two writes of the same text (two change events for one save).
  const bad = good.replace(/^---\n/, '---\ntitle: [unclosed\n')
  writeFileSync(file, bad)
  await new Promise((resolve) => setTimeout(resolve, 120))
  writeFileSync(file, bad)
  try {
    const failure = await sse.next((e) => e.event === 'build-error')
    // Past chokidar's throttle window and the server's re-check of the same save.
    await new Promise((resolve) => setTimeout(resolve, 600))
    await f.server.idle()
    const printed = f.lines.slice(before).filter((l) => l.startsWith('error: '))
    assert.is(printed.length, 1, printed.join('\n---\n'))
    // The frame: the numbered lines around the error, the reported one marked (YAML reports where it gave up).
    for (const text of [failure.data.message as string, printed[0]!]) {
      assert.match(text, /^ +2 \| title: \[unclosed$/m)
      assert.match(text, /^> +3 \| title: Getting started$/m)
    }
  } finally {
    writeFileSync(file, good)
    await sse.next((e) => e.event === 'reload')
    sse.close()
  }
})

test('bad config: file:line, overlay, recovery', async () => {
  await breakAndFix(join(f.root, 'config/site.config.ts'), (t) => t.replace("title: 'Fixture'", "title: 42, tittle: 'x'"), /config\/site\.config\.ts:\d+/)
})

test('broken link: file:line, overlay, recovery', async () => {
  await breakAndFix(
    join(f.root, 'content/pages/guide/elements.md'),
    (t) => `${t}\n[gone](/guide/nowhere)\n`,
    /content\/pages\/guide\/elements\.md:\d+.*nowhere/,
  )
})

test('the overlay client is plain inline script that listens for build errors', async () => {
  const html = (await get(f.server.port, '/docs/')).body
  assert.match(html, "addEventListener('build-error'")
  assert.match(html, 'vellum-dev-error')
})

test('a page whose render fails answers 500 with the overlay naming its file; other pages are still served', async () => {
  await f.server.session.warmed
  const entry = f.server.session.view!.pages.get('/guide/elements')!
  // A tree no component can render (children must be an array), under a render key not yet rendered.
  const broken = { type: 'root', children: [{ type: 'element', tagName: 'div', properties: {}, children: null }] }
  Object.assign(entry, { compiled: { ...entry.compiled, hast: broken }, renderKey: 'broken' })
  const reply = await get(f.server.port, '/docs/guide/elements')
  assert.is(reply.status, 500)
  assert.match(reply.body, 'content/pages/guide/elements.md')
  assert.match(reply.body, 'could not render this page')
  assert.match(reply.body, '/__vellum/dev-events', 'a dev page with the live-reload client and overlay, not a bare error')
  assert.is((await get(f.server.port, '/docs/guide/start')).status, 200)
})

test.run()
