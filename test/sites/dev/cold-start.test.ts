// A cold start serves what is asked for first: with many pages uncompiled, the dev server answers at once, compiles a
// requested page ahead of the others, compiles the rest in the background, and then checks the whole site.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { BACKGROUND_COMPILE_FROM } from '../../../build/dev/background-compile.ts'
import { type DevServer, startDevServer } from '../../../build/dev/start.ts'
import { tempDir } from '../../support/temp-dir.ts'
import { get, listen } from './harness.ts'

const PAGES = BACKGROUND_COMPILE_FROM * 3
const root = tempDir('dev-cold-')
const pages = join(root, 'content/pages')
const lines: string[] = []
let server: DevServer

const page = (i: number, link = `/p${(i + 1) % PAGES}`) =>
  `# Page ${i}\n\nSee [the next one](${link}).\n\n\`\`\`ts\nconst value${i} = ${i} * 2\n\`\`\`\n\n## Part ${i}\n\nText.\n`

test.before(async () => {
  mkdirSync(pages, { recursive: true })
  for (let i = 0; i < PAGES; i++) writeFileSync(join(pages, `p${i}.md`), page(i, i === PAGES - 1 ? '/nowhere' : undefined))
  writeFileSync(join(pages, 'index.md'), '# Home\n\n[First](/p0)\n')
  server = await startDevServer({ root, port: 0, watchRuntime: false, log: (l) => lines.push(l), logError: (l) => lines.push(l) })
})
test.after(async () => {
  await server.close()
  rmSync(root, { recursive: true, force: true })
})

test('answers before the pages are compiled, the asked-for page first, then checks the whole site', async () => {
  const sse = await listen(server.port)
  // The server answered before compiling them: its first line counts no page ready and the rest still compiling.
  // (How many are still pending a moment later depends on the machine, so that is not asserted.)
  assert.match(lines.join('\n'), /\(0 pages, \d+ more compiling in the background/, 'the server is up while pages still compile')

  const hello = await sse.next((e) => e.event === 'hello')
  const asked = `p${PAGES - 2}`
  const reply = await get(server.port, `/${asked}`)
  // On a fast machine the background may have finished, and met the broken link, before the request: the page is
  // then compiled at once and answers with the error (never a 404), as a build would stop there.
  const failedFirst = hello.data.error !== undefined || sse.events.some((e) => e.event === 'build-error')
  if (failedFirst) {
    assert.is(reply.status, 500, 'the asked-for page shows the site error')
    assert.match(reply.body, 'nowhere')
  } else {
    assert.is(reply.status, 200)
    assert.match(reply.body, `Page ${PAGES - 2}`)
    // Its stylesheet is served even if the view moved on since (each page compiled ahead adds its code colours).
    const css = /href="(\/assets\/style\.[^"]+\.css)"/.exec(reply.body)?.[1]
    assert.ok(css, 'a stylesheet link')
    assert.is((await get(server.port, css!)).status, 200)
  }

  // The broken link on the last page is found only once the background compile has read it.
  const failure = hello.data.error
    ? { data: { version: hello.data.version as number, message: hello.data.error as string } }
    : await sse.next((e) => e.event === 'build-error', 120_000)
  assert.match(failure.data.message, /p\d+\.md:\d+.*nowhere/)

  writeFileSync(join(pages, `p${PAGES - 1}.md`), page(PAGES - 1))
  await sse.next((e) => e.event === 'reload' && e.data.version > failure.data.version, 60_000)
  assert.is(server.session.pendingPages, 0)
  for (const route of [`/${asked}`, `/p${PAGES - 1}`, '/p0']) assert.is((await get(server.port, route)).status, 200, route)
  sse.close()
})

test.run()
