// Every page of this site, built once into a temp folder and served like a bucket: each route loads in Chromium
// without console errors or warnings, and waking its islands (search by `/`, the top nav by hover when it has
// dropdowns) hydrates them without a hydration mismatch or any other warning.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Browser } from 'playwright-core'
import { buildSite } from '../../build/build-site.ts'
import { launchBrowser } from '../support/browser.ts'
import { serveStatic, type StaticServer } from '../support/static-server.ts'
import { REPO, watchProblems } from './support/fixture.ts'

let browser: Browser
let server: StaticServer
let out: string

function routes(dir: string): string[] {
  const found: string[] = []
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const path = `/${relative(dir, join(entry.parentPath, entry.name))}`
    // Each page is published as `a.html` and `a/index.html`: visit it once.
    if (path === '/404.html' || (path.endsWith('/index.html') && path !== '/index.html')) continue
    // Redirect stubs only forward the reader (meta refresh); their target is visited on its own.
    if (/http-equiv="refresh"/i.test(readFileSync(join(dir, path), 'utf8'))) continue
    found.push(path === '/index.html' ? '/' : path.replace(/\.html$/, ''))
  }
  return found.sort()
}

test.before(async () => {
  browser = await launchBrowser()
  out = mkdtempSync(join(tmpdir(), 'valdres-site-'))
  await buildSite({ root: REPO, out })
  server = await serveStatic(out)
})

test.after(async () => {
  await browser?.close()
  await server?.close()
  if (out) rmSync(out, { recursive: true, force: true })
})

test('every page loads and hydrates its islands without console errors or hydration warnings', async () => {
  const paths = [...routes(out), '/no-such-page']
  assert.ok(paths.length > 10, `found ${paths.length} routes`)
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  // Third parties (the font stylesheet) answer empty, so the only messages left are the site's own.
  await context.route(
    (url) => !url.href.startsWith('http://127.0.0.1'),
    (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
  )
  const failures: string[] = []
  const visit = async (path: string) => {
    const page = await context.newPage()
    const problems = watchProblems(page)
    await page.goto(`${server.url}${path}`, { waitUntil: 'load' })
    const islands = await page.locator('[data-island]').evaluateAll((els) => els.map((e) => e.getAttribute('data-island')))
    if (islands.includes('top-nav')) {
      await page.hover('.top-nav-trigger')
      await page.waitForSelector('[data-island="top-nav"][data-hydrated]')
    }
    if (islands.includes('search')) {
      await page.keyboard.press('/')
      await page.waitForSelector('[data-island="search"][data-hydrated]', { state: 'attached' })
      await page.waitForSelector('.search-dialog')
    }
    await page.waitForTimeout(50)
    const own = problems.filter((p) => !(path === '/no-such-page' && p.includes('404')))
    if (own.length) failures.push(`${path}: ${own.join(' | ')}`)
    await page.close()
  }
  try {
    // A few tabs at a time keeps the whole site within a reasonable time.
    const queue = [...paths]
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let path = queue.shift(); path; path = queue.shift()) await visit(path)
      }),
    )
  } finally {
    await context.close()
  }
  assert.equal(failures, [])
})

test.run()
