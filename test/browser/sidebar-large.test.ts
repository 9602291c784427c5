// A large sidebar in Chromium: the page carries only the links round its own, the rest is one shared file. Without
// JavaScript its "N more…" link opens that file as a page of links; with it, reaching for the sidebar swaps the whole
// list in, the current page marked and its section open. Screenshots go to test-output/screenshots.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../build/build-site.ts'
import { LARGE_SIDEBAR_LINKS } from '../../runtime/components/chrome/SidebarItems.tsx'
import { launchBrowser } from '../support/browser.ts'
import { type StaticServer, serveStatic } from '../support/static-server.ts'
import { tempDir } from '../support/temp-dir.ts'
import { SHOTS } from './chrome-site.ts'

const SECTIONS = 3
const PER_SECTION = 200
let root: string
let browser: Browser
let server: StaticServer

test.before(async () => {
  root = tempDir('large-sidebar-')
  mkdirSync(join(root, 'config'))
  mkdirSync(join(root, 'content/pages/s1'), { recursive: true })
  // Six hundred sidebar links, most to pages this small site does not have (so links are not checked).
  writeFileSync(
    join(root, 'config/site.config.ts'),
    `export default {
  title: 'Large',
  basePath: '/docs',
  checkDeadlinks: false,
  sidebar: Array.from({ length: ${SECTIONS} }, (_, s) => ({
    text: 'Section ' + s,
    collapsed: true,
    items: Array.from({ length: ${PER_SECTION} }, (_, p) => ({ text: 'Page ' + s + '.' + p, link: '/s' + s + '/p' + p })),
  })),
}
`,
  )
  writeFileSync(join(root, 'content/pages/index.md'), '# Home\n\nThe home page.\n')
  writeFileSync(join(root, 'content/pages/s1/p100.md'), '# Page 1.100\n\nA page in the middle of a long section.\n')
  await buildSite({ root, out: join(root, 'dist') })
  server = await serveStatic(join(root, 'dist'), '/docs')
  browser = await launchBrowser()
  mkdirSync(SHOTS, { recursive: true })
})

test.after(async () => {
  await browser?.close()
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

async function open(path: string, options: { width: number; height: number; js: boolean; dark?: boolean }): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.height },
    javaScriptEnabled: options.js,
    reducedMotion: 'reduce',
    colorScheme: options.dark ? 'dark' : 'light',
  })
  await context.route(
    (url) => !url.href.startsWith('http://127.0.0.1'),
    (route) => route.abort(),
  )
  const page = await context.newPage()
  await page.goto(`${server.url}${path}`)
  return page
}

const sidebarLinks = (page: Page) => page.locator('#sidebar .sidebar-nav a').count()

test('the page carries a window of links, one shared file holds them all', async () => {
  assert.ok(SECTIONS * PER_SECTION > LARGE_SIDEBAR_LINKS)
  const files = readdirSync(join(root, 'dist/assets')).filter((n) => n.startsWith('sidebar.'))
  assert.is(files.length, 1, 'one shared file')
  const page = await open('/s1/p100', { width: 1280, height: 800, js: false })
  try {
    const count = await sidebarLinks(page)
    assert.ok(count < 40, `${count} links in the page`)
    assert.is(await page.locator('#sidebar a[aria-current="page"]').getAttribute('href'), '/docs/s1/p100')
    await page.screenshot({ path: join(SHOTS, 'sidebar-large-window.png') })
  } finally {
    await page.context().close()
  }
})

test('without JavaScript, "more" opens the shared file: every link, a page of its own', async () => {
  const page = await open('/s1/p100', { width: 1280, height: 800, js: false })
  try {
    await page.locator('[data-sidebar-more]').first().click()
    await page.waitForURL(/\/assets\/sidebar\.\w+\.html$/)
    assert.is(await page.locator('a').count(), SECTIONS * PER_SECTION)
    await page.screenshot({ path: join(SHOTS, 'sidebar-large-all.png') })
    await page.locator('summary', { hasText: 'Section 2' }).click()
    await page.locator('a', { hasText: 'Page 2.150' }).click()
    await page.waitForURL(/\/docs\/s2\/p150$/)
  } finally {
    await page.context().close()
  }
})

for (const [name, width, height] of [
  ['desktop', 1280, 800],
  ['phone', 390, 844],
] as const) {
  for (const dark of [false, true]) {
    test(`${name}${dark ? ', dark' : ''}: reaching for the sidebar swaps in the whole list, this page marked and open`, async () => {
      const page = await open('/s1/p100', { width, height, js: true, dark })
      try {
        if (name === 'phone') await page.click('[data-sidebar-trigger]')
        else await page.hover('#sidebar')
        await page.waitForFunction((n) => document.querySelectorAll('#sidebar .sidebar-nav a').length === n, SECTIONS * PER_SECTION)
        const current = page.locator('#sidebar a[aria-current="page"]')
        assert.is(await current.count(), 1)
        assert.is(await current.getAttribute('href'), '/docs/s1/p100')
        assert.ok(await current.isVisible(), 'its section is open and it is scrolled into view')
        assert.is(await page.locator('[data-sidebar-more]').count(), 0)
        await page.screenshot({ path: join(SHOTS, `sidebar-large-${name}${dark ? '-dark' : ''}.png`) })
      } finally {
        await page.context().close()
      }
    })
  }
}

test.run()
