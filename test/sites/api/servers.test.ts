// The package's `createDevServer` and `preview`, driven from a script: each resolves once it answers, with its URL;
// the dev server applies transformPageData and transformHtml (never buildEnd), shows a hook that throws as the
// page's error and goes on serving; `close()` stops each and frees its port.
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { build, createDevServer, preview } from '../../../build/index.ts'
import { tempDir } from '../../support/temp-dir.ts'

function site(): string {
  const root = tempDir('api-servers-')
  mkdirSync(join(root, 'config'))
  mkdirSync(join(root, 'content/pages'), { recursive: true })
  writeFileSync(
    join(root, 'config/site.config.ts'),
    `import { defineConfig } from 'vellum'
export default defineConfig({
  title: 'Servers',
  transformPageData(page) {
    if (page.path === '/guide') return { title: 'Guide, as served' }
  },
  transformHtml(html, page) {
    if (page.path === '/broken') throw new Error('cannot transform this one')
    return html.replace('</body>', \`<!-- served \${page.path} --></body>\`)
  },
  buildEnd() {
    globalThis.buildEndCalled = true
  },
})
`,
  )
  writeFileSync(join(root, 'content/pages/index.md'), '# Home\n\nWelcome.\n')
  writeFileSync(join(root, 'content/pages/guide.md'), '# Guide\n\nHow to use it.\n')
  writeFileSync(join(root, 'content/pages/broken.md'), '# Broken\n\nIts HTML hook throws.\n')
  return root
}

/** Whether a server may listen on `port` (127.0.0.1) now. */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

const portOf = (url: string) => Number(new URL(url).port)

test('createDevServer answers with the hooks applied, shows a failing hook as the page’s error, and close() frees its port', async () => {
  const root = site()
  const server = await createDevServer({ root, port: 0 })
  try {
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+\/$/)
    const guide = await fetch(`${server.url}guide`)
    assert.is(guide.status, 200)
    const html = await guide.text()
    assert.match(html, '<title>Guide, as served – Servers</title>')
    assert.match(html, '<!-- served /guide -->')
    const broken = await fetch(`${server.url}broken`)
    assert.is(broken.status, 500)
    const shown = await broken.text()
    assert.match(shown, 'site.config.ts')
    assert.match(shown, /transformHtml hook failed on \/broken: cannot transform this one/)
    assert.is((await fetch(server.url)).status, 200, 'the server goes on')
    assert.not.ok((globalThis as { buildEndCalled?: boolean }).buildEndCalled, 'buildEnd is not called in dev')
  } finally {
    await server.close()
  }
  assert.ok(await portFree(portOf(server.url)), 'the port is free after close()')
})

test('preview serves the built output, and close() frees its port', async () => {
  const root = site()
  const out = join(root, 'out')
  writeFileSync(join(root, 'config/site.config.ts'), "export default { title: 'Servers' }\n")
  await build({ root, outDir: out, logLevel: 'silent' })
  const server = await preview({ root, outDir: out, port: 0 })
  try {
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+\/$/)
    const page = await fetch(`${server.url}guide`)
    assert.is(page.status, 200)
    assert.match(await page.text(), '<title>Guide – Servers</title>')
    assert.is((await fetch(`${server.url}nowhere`)).status, 404)
  } finally {
    await server.close()
  }
  assert.ok(await portFree(portOf(server.url)), 'the port is free after close()')
})

test('preview of a folder that was never built is an error naming it', async () => {
  const root = site()
  const error = await preview({ root, outDir: join(root, 'never-built'), port: 0 }).then(
    () => undefined,
    (e: Error) => e,
  )
  assert.match(error?.message ?? '', /nothing to preview here/)
})

test.run()
