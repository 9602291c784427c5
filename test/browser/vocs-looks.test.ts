// A small Vocs site in Chromium: a title shown as the logo wraps on a phone without running into the tagline, and
// a link to another site (in the text or the top nav) ends with Vocs's diagonal arrow; twoslash tag lines keep their
// icons small; a landing page's Markdown is styled as text while its landing parts keep their look.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../build/build-site.ts'
import { launchBrowser } from '../support/browser.ts'
import { type StaticServer, serveStatic } from '../support/static-server.ts'
import { tempDir } from '../support/temp-dir.ts'
import { ROOT, SHOTS } from './chrome-site.ts'

let browser: Browser
let server: StaticServer
let out: string

test.before(async () => {
  browser = await launchBrowser()
  out = tempDir('vocs-looks-')
  await buildSite({ root: join(ROOT, 'test/fixtures/vocs-looks'), out })
  server = await serveStatic(out)
})

test.after(async () => {
  await browser?.close()
  await server?.close()
  rmSync(out, { recursive: true, force: true })
})

async function open(width: number, height: number, path = '/') {
  const page = await browser.newPage({ viewport: { width, height } })
  await page.goto(`${server.url}${path}`)
  return page
}

test('phone: the title wraps onto lines of its own, above the tagline', async () => {
  const page = await open(390, 844)
  try {
    const logo = (await page.locator('.home-logo').boundingBox())!
    const text = (await page.locator('.home-logo .logo-text').boundingBox())!
    const tagline = (await page.locator('.home-tagline').boundingBox())!
    assert.ok(text.height > 80, `the title wraps (${text.height}px high)`)
    assert.ok(text.y + text.height <= logo.y + logo.height + 0.5, `the title stays inside its box (${JSON.stringify({ text, logo })})`)
    assert.ok(logo.y + logo.height <= tagline.y, `the tagline starts below the title (${logo.y + logo.height} > ${tagline.y})`)
    await page.screenshot({ path: join(SHOTS, 'vocs-landing-phone.png') })
  } finally {
    await page.close()
  }
})

test('a landing page’s Markdown, even inside an element of its own, is styled as text; the landing parts keep their look', async () => {
  const page = await open(1280, 800)
  try {
    const style = (selector: string, property: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property)
    assert.is(await style('.lamp-notes h2', 'border-top-style'), 'solid', 'the heading of a docs page')
    assert.is(await style('.lamp-notes h2', 'padding-top'), '32px')
    assert.is(await style('.lamp-notes li', 'margin-top'), '4.8px', 'a list of a docs page')
    assert.is(await style('.home-logo', 'letter-spacing'), 'normal', 'the landing title is not a text heading')
    assert.is(await style('.home', 'line-height'), await page.evaluate(() => getComputedStyle(document.body).lineHeight))
  } finally {
    await page.close()
  }
})

test('a link to another site, in the text or the top nav, ends with the diagonal arrow; an install command has no arrow', async () => {
  const page = await open(1280, 800)
  try {
    const after = (selector: string) =>
      page.locator(selector).evaluate((el) => {
        const style = getComputedStyle(el, '::after')
        return `${style.content} ${style.maskImage || style.webkitMaskImage}`
      })
    assert.match(await after('.home-tagline a[data-external]'), /arrow-diagonal\.svg/)
    assert.match(await after('.top-bar-desktop a.top-nav-item'), /arrow-diagonal\.svg/, 'in the top nav too')
    assert.not.match(await after('.home-install [role="tabpanel"] code >> nth=0'), /arrow-diagonal/)
  } finally {
    await page.close()
  }
})

test('twoslash tag lines (// @log: …) are one line of text each, their icon the size of the text', async () => {
  const page = await open(1280, 800, '/logged')
  try {
    const lines = page.locator('.twoslash-tag-line')
    assert.is(await lines.count(), 3)
    for (const box of await Promise.all([0, 1, 2].map((i) => lines.nth(i).boundingBox()))) assert.ok(box!.height < 32, `a tag line ${box!.height}px high`)
    const icon = (await page.locator('.twoslash-tag-icon').first().boundingBox())!
    assert.ok(icon.height <= 20 && icon.width <= 20, `the icon is ${icon.width}×${icon.height}px`)
    await page.locator('.code-block').screenshot({ path: join(SHOTS, 'twoslash-tag-lines.png') })
  } finally {
    await page.close()
  }
})

test('twoslash completions (// ^|) are a small list under the cursor, their icons the size of the text', async () => {
  const page = await open(1280, 800, '/completions')
  try {
    const list = page.locator('.twoslash-completion-list')
    assert.equal(await list.locator('li').allTextContents(), ['level', 'lit'])
    const box = (await list.boundingBox())!
    assert.ok(box.width <= 260 && box.height < 80, `the list is ${box.width}×${box.height}px`)
    const icon = (await list.locator('.twoslash-completions-icon').first().boundingBox())!
    assert.ok(icon.height <= 16 && icon.width <= 16, `the icon is ${icon.width}×${icon.height}px`)
    assert.is(await list.evaluate((el) => getComputedStyle(el).position), 'absolute', 'over the code, not in its flow')
  } finally {
    await page.close()
  }
})

test('a component whose children are components hydrates whole: the children work inside it in the browser', async () => {
  const page = await open(1280, 800, '/shelves')
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  try {
    await page.waitForSelector('vellum-island[data-hydrated]:has(.shelf)')
    const jar = page.locator('.shelf .jar')
    assert.is(await jar.textContent(), 'Honey on the top shelf: 0')
    await jar.click()
    assert.is(await jar.textContent(), 'Honey on the top shelf: 1')
    assert.equal(errors, [])
  } finally {
    await page.close()
  }
})

test.run()
