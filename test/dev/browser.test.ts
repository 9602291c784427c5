// In Chromium: an edit saved to disk reaches the open page without touching the browser, and the page keeps its
// scroll position. Skips (with the reason) when /usr/bin/chromium is missing outside CI; under CI that fails.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { launchBrowser } from '../support/browser.ts'
import { settle, startFixture, type Fixture } from './harness.ts'

let f: Fixture
let browser: Browser
test.before(async () => {
  browser = await launchBrowser()
  f = await startFixture()
})
test.after(async () => {
  await browser?.close()
  await f?.close()
})

test('an edit reaches the open page and the scroll position is kept', async () => {
  const file = join(f.root, 'content/pages/guide/elements.md')
  const original = readFileSync(file, 'utf8')
  const filler = Array.from({ length: 80 }, (_, i) => `Filler paragraph ${i} to make the page tall.`).join('\n\n')
  writeFileSync(file, `${original}\n\n${filler}\n`)
  await settle(f.server)

  const page = await browser.newPage({ viewport: { width: 900, height: 500 } })
  await page.goto(`${f.server.url}guide/elements`)
  await page.evaluate(() => window.scrollTo(0, 1200))
  await page.waitForFunction(() => Math.abs(window.scrollY - 1200) < 2)
  const before = await page.evaluate(() => window.scrollY)

  writeFileSync(file, `${original}\n\n${filler}\n\nA sentence saved from the editor.\n`)
  // The page reloads by itself; wait for the new text in whichever document is current.
  const deadline = Date.now() + 15_000
  let seen = false
  while (!seen && Date.now() < deadline) {
    seen = await page.waitForFunction(() => document.body?.innerText.includes('A sentence saved from the editor.'), undefined, { timeout: 2000 }).then(() => true, () => false)
  }
  assert.ok(seen, 'the new text appeared')
  await page.waitForLoadState('load')
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, before, { timeout: 5000 })
  assert.is(Math.round(await page.evaluate(() => window.scrollY)), Math.round(before))
  await page.close()
})

test('a build error shows the overlay in the page, and the next good save removes it', async () => {
  const page = await browser.newPage()
  await page.goto(`${f.server.url}guide/start`)
  const file = join(f.root, 'content/pages/guide/start.md')
  const good = readFileSync(file, 'utf8')
  writeFileSync(file, good.replace(/^---\n/, '---\ntitle: [unclosed\n'))
  await page.waitForSelector('#valdres-dev-error', { timeout: 10_000 })
  assert.match(await page.locator('#valdres-dev-error').innerText(), 'guide/start.md:')
  writeFileSync(file, good)
  await page.waitForSelector('#valdres-dev-error', { state: 'detached', timeout: 10_000 })
  await page.close()
})

test.run()
