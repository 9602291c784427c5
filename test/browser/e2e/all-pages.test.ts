// Every page of this site, built once into a temp folder and served like a bucket: each route loads in Chromium
// without console errors or warnings, and waking its islands (search by `/`, the top nav by hover when it has
// dropdowns) hydrates them without a hydration mismatch or any other warning. Also what this site's config
// promises a reader: the top nav's current item and direct links, collapsible sidebar sections, the edit link;
// and axe-core on every route in both themes.
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Browser } from 'playwright-core'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../../build/build-site.ts'
import { launchBrowser } from '../../support/browser.ts'
import { type StaticServer, serveStatic } from '../../support/static-server.ts'
import { tempDir } from '../../support/temp-dir.ts'
import { REPO, watchProblems } from './fixture.ts'

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
  out = tempDir('valdres-site-')
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
    await visitInTabs(paths, visit)
  } finally {
    await context.close()
  }
  assert.equal(failures, [])
})

/** Visits every path, a few tabs at a time: that keeps the whole site within a reasonable time. */
async function visitInTabs(paths: string[], visit: (path: string) => Promise<void>, tabs = 4): Promise<void> {
  const queue = [...paths]
  await Promise.all(
    Array.from({ length: tabs }, async () => {
      for (let path = queue.shift(); path; path = queue.shift()) await visit(path)
    }),
  )
}

const AXE = readFileSync(join(REPO, 'node_modules/axe-core/axe.min.js'), 'utf8')

test('axe-core on every route, light and dark: no serious or critical finding', async () => {
  const paths = [...routes(out), '/no-such-page']
  const findings: string[] = []
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme, reducedMotion: 'reduce' })
    await context.route(
      (url) => !url.href.startsWith('http://127.0.0.1'),
      (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
    )
    const visit = async (path: string) => {
      const page = await context.newPage()
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' })
      assert.is(await page.evaluate(() => document.documentElement.classList.contains('dark')), colorScheme === 'dark', `${path} is ${colorScheme}`)
      await page.addScriptTag({ content: AXE })
      // Every rule in light; in dark only the rules about colour, the one thing a theme changes. Violations only:
      // axe then skips collecting the passing nodes. Both halve a run on these long, popup-rich pages.
      const options = { resultTypes: ['violations'], ...(colorScheme === 'dark' ? { runOnly: ['color-contrast', 'link-in-text-block'] } : {}) }
      const violations = await page.evaluate(async (options) => {
        const axe = (
          window as unknown as {
            axe: { run: (ctx: Document, options: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> }
          }
        ).axe
        const result = await axe.run(document, options)
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes[0]!.target.join(' ')}`)
      }, options)
      for (const v of violations) findings.push(`${colorScheme} ${path}: ${v}`)
      await page.close()
    }
    try {
      await visitInTabs(paths, visit)
    } finally {
      await context.close()
    }
  }
  assert.equal(findings, [])
})

test('top nav: "Vanilla JS" is current on /valdres pages, "React" on /valdres-react pages; both link straight to a page', async () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ viewport })
    try {
      const page = await context.newPage()
      for (const [path, current] of [
        ['/valdres/api/atom', 'Vanilla JS'],
        ['/valdres', 'Vanilla JS'],
        ['/valdres-react/api/useAtom', 'React'],
      ] as const) {
        await page.goto(`${server.url}${path}`)
        if (viewport.width >= 1080) {
          assert.equal(await page.locator('.top-nav [aria-current]').allTextContents(), [current], path)
        } else {
          assert.is((await page.locator('.mobile-nav-button').textContent())?.trim(), current, path)
        }
      }
      // Every top-nav link is a page, not a redirect stub that forwards the reader.
      const hrefs = await page
        .locator('.top-nav a, #mobile-nav a')
        .evaluateAll((links) => (links as HTMLAnchorElement[]).filter((a) => a.origin === location.origin).map((a) => a.pathname))
      assert.ok(hrefs.length >= 2)
      for (const href of hrefs) {
        const html = readFileSync(join(out, href === '/' ? 'index.html' : `${href}.html`), 'utf8')
        assert.not.ok(/http-equiv="refresh"/i.test(html), `${href} is a redirect`)
      }
    } finally {
      await context.close()
    }
  }
})

test('sidebar: each of the four sections (the @valdres one too) opens and closes from its header', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    await page.goto(`${server.url}/valdres-react/introduction`)
    for (const name of ['valdres-react', '@valdres-react', 'valdres', '@valdres']) {
      // An unlinked header is the summary of the section's <details>; a linked one has a chevron summary beside it.
      const found = await page.evaluate((text) => {
        for (const group of document.querySelectorAll('#sidebar [data-level="group"]')) {
          if (group.querySelector(':scope > .sidebar-section-title')?.textContent?.trim() !== text) continue
          const details = group.matches('details') ? group : group.querySelector(':scope > details')
          details?.setAttribute('data-under-test', text)
          return Boolean(details)
        }
        return false
      }, name)
      assert.ok(found, `${name} is a collapsible section`)
      const details = page.locator(`details[data-under-test="${name}"]`)
      const toggle = details.locator(':scope > summary')
      assert.is(await toggle.count(), 1, `${name} has a toggle`)
      const before = await details.evaluate((d) => (d as HTMLDetailsElement).open)
      await toggle.click()
      assert.is(await details.evaluate((d) => (d as HTMLDetailsElement).open), !before, `${name} toggles`)
      await toggle.click()
      assert.is(await details.evaluate((d) => (d as HTMLDetailsElement).open), before, `${name} toggles back`)
    }
  } finally {
    await context.close()
  }
})

test('package-manager tabs come in one order on every page, and no heading skips a level', async () => {
  const ORDER = ['npm', 'pnpm', 'yarn', 'bun']
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const found: string[] = []
  const skips: string[] = []
  try {
    const page = await context.newPage()
    for (const path of routes(out)) {
      await page.goto(`${server.url}${path}`)
      const groups = await page
        .locator('[data-code-group] [role="tablist"]')
        .evaluateAll((lists) => lists.map((l) => [...l.querySelectorAll('[role="tab"]')].map((t) => t.textContent ?? '')))
      for (const tabs of groups) {
        if (!tabs.every((t) => ORDER.includes(t))) continue
        found.push(path)
        assert.equal(
          tabs,
          [...tabs].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)),
          `${path}: ${tabs.join(', ')}`,
        )
      }
      const levels = await page.locator('main :is(h1, h2, h3, h4, h5, h6)').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])))
      for (const [i, level] of levels.entries()) if (i > 0 && level > levels[i - 1]! + 1) skips.push(`${path}: h${levels[i - 1]} then h${level}`)
    }
  } finally {
    await context.close()
  }
  assert.ok(found.includes('/') && found.includes('/valdres-react/introduction') && found.includes('/valdres/getting-started/introduction'), found.join(' '))
  assert.equal(skips, [])
})

test('head: og:site_name, an absolute og:image, theme-color per scheme; /favicon.ico and the image are served', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'dark' })
  try {
    const page = await context.newPage()
    await page.goto(`${server.url}/valdres/api/atom`)
    const meta = (selector: string) =>
      page.locator(selector).evaluateAll((els) => els.map((e) => `${e.getAttribute('content')} ${e.getAttribute('media') ?? ''}`.trim()))
    assert.equal(await meta('meta[property="og:site_name"]'), ['Valdres'])
    assert.equal(await meta('meta[property="og:image"]'), ['https://valdres.dev/og.png'])
    assert.equal(await meta('meta[name="theme-color"]'), ['#ffffff (prefers-color-scheme: light)', '#161619 (prefers-color-scheme: dark)'])
    for (const [file, type] of [
      ['/favicon.ico', 'image/'],
      ['/og.png', 'image/png'],
    ] as const) {
      const response = await page.request.get(`${server.url}${file}`)
      assert.is(response.status(), 200, file)
      assert.ok(response.headers()['content-type']?.startsWith(type), `${file}: ${response.headers()['content-type']}`)
    }
  } finally {
    await context.close()
  }
})

test('footer: "Edit page" links to the page\'s source file and opens in a new tab', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
    const page = await context.newPage()
    await page.goto(`${server.url}/valdres/api/atom`)
    const edit = page.locator('.docs-footer a.edit-link')
    assert.is((await edit.textContent())?.trim(), 'Edit page')
    // The page's own file, whichever it is (.md or .mdx), as it lies under content/pages.
    const file = readdirSync(join(REPO, 'content/pages/valdres/api')).find((name) => /^atom\.mdx?$/.test(name))
    assert.is(await edit.getAttribute('href'), `https://github.com/eigilsagafos/valdres/edit/main/docs/content/pages/valdres/api/${file}`)
    assert.is(await edit.getAttribute('target'), '_blank')
    assert.ok(await edit.isVisible())
  } finally {
    await context.close()
  }
})

test.run()
