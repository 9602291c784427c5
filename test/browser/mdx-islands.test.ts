// The MDX fixture site built and opened in Chromium: each island directive hydrates when it says (load at once,
// idle soon after, visible only once scrolled to, only without server HTML, static never), islands keep their
// children and props, and a page without islands loads no React at all.
import { rmSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../build/build-site.ts'
import { launchBrowser } from '../support/browser.ts'
import { copyFixture } from '../support/fixture-copy.ts'
import { type StaticServer, serveStatic } from '../support/static-server.ts'
import { tempDir } from '../support/temp-dir.ts'

// A private copy: the build's cache must not land in the fixture other tests copy at the same time.
const SITE = copyFixture('mdx-site').root
let browser: Browser
let server: StaticServer
let out: string

test.before(async () => {
  browser = await launchBrowser()
  out = tempDir('mdx-site-')
  await buildSite({ root: SITE, out, emptyOutDir: true })
  server = await serveStatic(out)
})

test.after(async () => {
  await browser?.close()
  await server?.close()
  if (out) rmSync(out, { recursive: true, force: true })
})

interface Opened {
  page: Page
  errors: string[]
  /** Scripts the page has requested (path names), in order. */
  scripts: string[]
}

async function open(path: string): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const errors: string[] = []
  const scripts: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && errors.push(m.text()))
  // The fixture has no favicon; any other missing file is an error.
  page.on('response', (r) => r.status() >= 400 && !r.url().endsWith('/favicon.ico') && errors.push(`${r.status()} ${r.url()}`))
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname))
  await page.goto(`${server.url}${path}`, { waitUntil: 'load' })
  return { page, errors, scripts }
}

const island = (page: Page, label: string) => page.locator(`vellum-island:has([data-counter="${label}"])`)

async function clickAndRead(page: Page, label: string): Promise<string> {
  await page.locator(`[data-counter="${label}"] button`).click()
  return (await page.locator(`[data-counter="${label}"] output`).textContent()) ?? ''
}

test('client:load hydrates at once: a click counts, and the children travel with the island', async () => {
  const { page, errors } = await open('/')
  await page.waitForSelector('vellum-island[data-hydrated]:has([data-counter="Visible"])')
  assert.is(await page.locator('[data-counter="Visible"] p').innerHTML(), 'Children <em>travel</em> with the island.')
  assert.is(await clickAndRead(page, 'Visible'), '4', 'start={3} plus one click')
  assert.is(await clickAndRead(page, 'Default export'), '1', 'a default import is an island too')
  assert.equal(errors, [])
  await page.context().close()
})

test('a member of an export (<Counters.Counter>) is an island too', async () => {
  const { page, errors } = await open('/directives')
  await page.waitForSelector('vellum-island[data-hydrated]:has([data-counter="Member"])')
  assert.is(await island(page, 'Member').getAttribute('data-export'), 'Counters.Counter')
  assert.is(await clickAndRead(page, 'Member'), '1')
  assert.equal(errors, [])
  await page.context().close()
})

test('an island may render to a string in the browser with react-dom/server', async () => {
  const { page, errors } = await open('/directives')
  await page.waitForSelector('vellum-island[data-hydrated]:has([data-markup])')
  await page.locator('[data-markup] button').click()
  assert.is(await page.locator('[data-markup] output').textContent(), '<em>tide</em>')
  assert.equal(errors, [])
  await page.context().close()
})

test("react-router's NavLink and useLocation in an island give the page's location, after a re-render too", async () => {
  const { page, errors } = await open('/directives')
  await page.waitForSelector('vellum-island[data-hydrated]:has([data-router-nav])')
  await page.locator('[data-router-nav] button').click()
  assert.is(await page.locator('[data-router-nav] button').textContent(), '1')
  assert.is(await page.locator('[data-router-nav]').getAttribute('data-router-nav'), '/directives')
  assert.is(await page.locator('[data-router-nav] a').getAttribute('class'), 'on')
  assert.is(await page.locator('[data-router-nav] a').getAttribute('href'), '/directives')
  assert.equal(errors, [])
  await page.context().close()
})

test('client:idle hydrates far below the fold without any interaction; static never does', async () => {
  const { page, errors } = await open('/directives')
  await page.waitForSelector('vellum-island[data-hydrated]:has([data-counter="Idle"])', { state: 'attached', timeout: 10_000 })
  assert.is(await island(page, 'Visible').getAttribute('data-hydrated'), null, 'its neighbour, visible, still waits')
  assert.is(await clickAndRead(page, 'Idle'), '1')
  // `static` renders its HTML in place: no marker, and the button does nothing.
  assert.is(await page.locator('vellum-island:has([data-counter="Static"])').count(), 0)
  assert.is(await clickAndRead(page, 'Static'), '0')
  assert.equal(errors, [])
  await page.context().close()
})

test('client:only has no server HTML and renders in the browser', async () => {
  const html = await (await fetch(`${server.url}/directives`)).text()
  assert.match(html, /<vellum-island [^>]*data-when="only"[^>]*><\/vellum-island>/, 'empty marker in the served HTML')
  const { page } = await open('/directives')
  await page.waitForSelector('.clock')
  assert.is(await page.locator('.clock').textContent(), 'browser time')
  await page.context().close()
})

test('the default (visible) waits until the island scrolls into view', async () => {
  const { page, errors } = await open('/directives')
  await page.waitForSelector('vellum-island[data-hydrated]:has([data-counter="Load"])')
  await page.waitForTimeout(300)
  assert.is(await island(page, 'Visible').getAttribute('data-hydrated'), null, 'not hydrated while far below the fold')
  await page.locator('[data-counter="Visible"]').scrollIntoViewIfNeeded()
  await page.waitForSelector('vellum-island[data-hydrated]:has([data-counter="Visible"])')
  assert.is(await clickAndRead(page, 'Visible'), '1')
  assert.equal(errors, [])
  await page.context().close()
})

test('an island whose server HTML starts with a pending Suspense marker wakes when its fallback scrolls into view', async () => {
  const html = await (await fetch(`${server.url}/directives`)).text()
  assert.match(html, /<vellum-island [^>]*><!--\$!--><template[^>]*><\/template><p class="deferred-fallback">/, 'the marker comes first')
  const { page, errors } = await open('/directives')
  await page.locator('.deferred-fallback').scrollIntoViewIfNeeded()
  await page.waitForSelector('[data-ready]', { timeout: 10_000 })
  assert.equal(errors, [])
  await page.context().close()
})

test('all islands of a page share one React, loaded from the runtime bundle', async () => {
  const { page, scripts } = await open('/directives')
  await page.waitForSelector('vellum-island[data-hydrated]:has([data-counter="Idle"])', { state: 'attached', timeout: 10_000 })
  const reactChunks = scripts.filter((s) => /\/assets\/react\.[a-z0-9]+\.js$/.test(s))
  assert.is(reactChunks.length, 1, scripts.join('\n'))
  assert.ok(
    scripts.some((s) => s.startsWith('/assets/islands/Counter-')),
    'the island chunk loaded',
  )
  await page.context().close()
})

for (const path of ['/plain', '/no-islands']) {
  test(`${path}: a page without islands loads no React`, async () => {
    const { page, scripts, errors } = await open(path)
    await page.waitForTimeout(500)
    await page.mouse.wheel(0, 2000)
    await page.waitForTimeout(300)
    assert.ok(scripts.length > 0, 'the entry script loads')
    assert.equal(
      scripts.filter((s) => /\/(react|react-dom|react-dom-client|jsx-runtime|mount)\.[a-z0-9]+\.js$|\/islands\//.test(s)),
      [],
      `scripts: ${scripts.join(', ')}`,
    )
    assert.equal(errors, [])
    await page.context().close()
  })
}

test.run()
