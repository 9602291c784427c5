// In Chromium: an edit saved to disk reaches the open page without touching the browser, swapping only the content
// when nothing else changed (else reloading), and the page keeps its scroll position. Skips (with the reason) when /usr/bin/chromium is missing outside CI; under CI that fails.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { type Fixture, settle, startFixture } from '../../sites/dev/harness.ts'
import { launchBrowser } from '../../support/browser.ts'
import { SHOTS } from '../e2e/fixture.ts'

let f: Fixture
let browser: Browser
/** The page the edit tests save into, and its text before any of them. */
let file: string
let original: string
test.before(async () => {
  browser = await launchBrowser()
  f = await startFixture()
  file = join(f.root, 'content/pages/guide/elements.md')
  original = readFileSync(file, 'utf8')
})
test.after.each(async () => {
  writeFileSync(file, original)
  await settle(f.server)
})
test.after(async () => {
  await browser?.close()
  await f?.close()
})

/** Waits (up to 15 s) until the page's text, in whichever document is current, includes `text`. */
async function waitForText(page: Page, text: string): Promise<void> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const seen = await page
      .waitForFunction((t) => document.body?.innerText.includes(t), text, { timeout: 2000 })
      .then(
        () => true,
        () => false,
      )
    if (seen) return
  }
  assert.unreachable(`"${text}" never appeared`)
}

async function openTallPage() {
  const filler = Array.from({ length: 80 }, (_, i) => `Filler paragraph ${i} to make the page tall.`).join('\n\n')
  writeFileSync(file, `${original}\n\n${filler}\n`)
  await settle(f.server)
  const page = await browser.newPage({ viewport: { width: 1280, height: 600 } })
  await page.goto(`${f.server.url}guide/elements`)
  await page.waitForLoadState('load')
  await page.evaluate(() => window.scrollTo(0, 1200))
  await page.waitForFunction(() => Math.abs(window.scrollY - 1200) < 2)
  // Gone if the document is replaced by a reload.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  return { page, filler, before: await page.evaluate(() => window.scrollY) }
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)

test('a prose edit swaps the content in place: no reload, scroll kept, and the new content is enhanced', async () => {
  const { page, filler, before } = await openTallPage()

  writeFileSync(file, `${original}\n\n${filler}\n\nA sentence saved from the editor, see [elsewhere](https://example.net/saved).\n`)
  await waitForText(page, 'A sentence saved from the editor')
  assert.ok(await sameDocument(page), 'the page was not reloaded')
  assert.is(Math.round(await page.evaluate(() => window.scrollY)), Math.round(before))
  // Enhancers bound to content elements bound again to the new ones.
  assert.is(await page.locator('a[href="https://example.net/saved"]').getAttribute('target'), '_blank')
  // The outline spy follows the new headings: the first at the top, then the one scrolled to.
  const active = (id: string) =>
    page.waitForFunction((id) => [...document.querySelectorAll(`[data-outline-id="${id}"]`)].some((a) => a.getAttribute('aria-current') === 'location'), id, {
      timeout: 5000,
    })
  const firstId = await page.locator('[data-outline-id]').first().getAttribute('data-outline-id')
  await page.evaluate(() => window.scrollTo(0, 0))
  await active(firstId!)
  await page.evaluate(() => document.getElementById('usage')!.scrollIntoView())
  await active('usage')
  await page.close()
})

test('after a content swap, search finds the words just saved', async () => {
  const page = await browser.newPage()
  await page.goto(`${f.server.url}guide/elements`)
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  /**
   * Searches for `query` and waits for what the test expects: a result, or the dialog saying there is none. Waiting
   * for one outcome only: a dialog reopened with the same query can still show the last answer while the new index
   * loads, so racing the two would read that stale "No results" on a slow machine.
   */
  const search = async (query: string, expected: 'result' | 'none') => {
    await page.keyboard.press('/')
    await page.waitForSelector('.search-input:focus')
    await page.keyboard.type(query)
    const found =
      expected === 'result'
        ? await page.waitForSelector('.search-result', { timeout: 30_000 }).then(
            () => true,
            () => false,
          )
        : await page
            .waitForFunction((q) => document.querySelector('.search-dialog')?.textContent?.includes(`No results for "${q}"`), query, { timeout: 30_000 })
            .then(
              () => true,
              () => false,
            )
    await page.keyboard.press('Escape')
    return found
  }
  assert.ok(await search('zanzibarite', 'none'), 'the word is not on the site yet (and the index is now loaded)')
  writeFileSync(file, `${original}\n\nA zanzibarite paragraph.\n`)
  await waitForText(page, 'A zanzibarite paragraph.')
  assert.ok(await sameDocument(page), 'swapped, not reloaded')
  assert.ok(await search('zanzibarite', 'result'), 'the index was fetched again')
  await page.close()
})

test('an edit whose code needs new colours swaps the content and the stylesheet in place, the new one loaded first', async () => {
  const { page, filler, before } = await openTallPage()
  const stylesheets = () => page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')))
  const sheetsBefore = await stylesheets()

  writeFileSync(file, `${original}\n\n${filler}\n\n\`\`\`diff\n- a line taken out\n+ a line put in\n@@ -1,2 +1,2 @@\n\`\`\`\n`)
  await waitForText(page, 'a line put in')
  assert.ok(await sameDocument(page), 'swapped, not reloaded')
  assert.is(Math.round(await page.evaluate(() => window.scrollY)), Math.round(before))
  const sheetsAfter = await stylesheets()
  assert.is(sheetsAfter.length, sheetsBefore.length, 'each old stylesheet link was replaced, not kept beside the new one')
  assert.is.not(sheetsAfter.join(), sheetsBefore.join(), 'the diff colours made a new stylesheet')
  const served = (await (await page.request.get(page.url())).text()).match(/<link rel="stylesheet" href="([^"]+)"/g)!.map((l) => l.slice(29, -1))
  assert.equal(sheetsAfter, served, 'the page links what the server serves now')
  // The new token's colour class has its rule in the stylesheets the page now has.
  const styled = await page.evaluate(() => {
    const token = [...document.querySelectorAll('pre[data-lang="diff"] .line span')].find((s) => s.textContent?.includes('a line put in'))!
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((r) => (r as CSSStyleRule).selectorText ?? ''))
    return [...token.classList].every((name) => rules.some((selector) => selector.includes(`.${name}`)))
  })
  assert.ok(styled, 'the new code is coloured by the new stylesheet')
  await page.close()
})

test('an edit that changes more than the content (a new heading) reloads the page and keeps the scroll', async () => {
  const { page, filler, before } = await openTallPage()

  writeFileSync(file, `${original}\n\n${filler}\n\n## A heading saved from the editor\n`)
  await waitForText(page, 'A heading saved from the editor')
  await page.waitForLoadState('load')
  assert.not.ok(await sameDocument(page), 'the outline changed, so the page reloaded')
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, before, { timeout: 5000 })
  assert.is(Math.round(await page.evaluate(() => window.scrollY)), Math.round(before))
  await page.close()
})

test('a build error shows the overlay in the page, and the next good save removes it', async () => {
  const page = await browser.newPage()
  await page.goto(`${f.server.url}guide/start`)
  const startFile = join(f.root, 'content/pages/guide/start.md')
  const good = readFileSync(startFile, 'utf8')
  writeFileSync(startFile, good.replace(/^---\n/, '---\ntitle: [unclosed\n'))
  await page.waitForSelector('#vellum-dev-error', { timeout: 10_000 })
  assert.match(await page.locator('#vellum-dev-error').innerText(), 'guide/start.md:')
  writeFileSync(startFile, good)
  await page.waitForSelector('#vellum-dev-error', { state: 'detached', timeout: 10_000 })
  await page.close()
})

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the overlay is readable (${viewport.name}): opaque, wrapped, file:line first, then the code frame`, async () => {
    const page = await browser.newPage({ viewport })
    try {
      await page.goto(`${f.server.url}guide/start`)
      const startFile = join(f.root, 'content/pages/guide/start.md')
      const good = readFileSync(startFile, 'utf8')
      const long = 'a long value that keeps going '.repeat(12)
      writeFileSync(startFile, good.replace(/^---\n/, `---\ntitle: [unclosed ${long}\n`))
      await page.waitForSelector('#vellum-dev-error', { timeout: 10_000 })
      const seen = await page.locator('#vellum-dev-error').evaluate((box) => {
        const text = box.querySelector('pre')!
        return {
          background: getComputedStyle(box).backgroundColor,
          overflow: text.scrollWidth - text.clientWidth,
          boxOverflow: box.scrollWidth - box.clientWidth,
          lines: text.textContent!.split('\n'),
          title: box.querySelector('h2')?.textContent,
        }
      })
      assert.is(seen.title, 'Build error')
      assert.match(seen.background, /^rgb\(/, `opaque: ${seen.background}`)
      assert.ok(seen.overflow <= 0 && seen.boxOverflow <= 0, `wrapped, no sideways scroll (${seen.overflow}, ${seen.boxOverflow})`)
      assert.match(seen.lines[0]!, /content\/pages\/guide\/start\.md:\d+/, 'file:line first')
      assert.ok(seen.lines.some((l) => /^ +2 \| title: \[unclosed/.test(l)) && seen.lines.some((l) => /^> +3 \| /.test(l)), seen.lines.join('\n'))
      await page.screenshot({ path: join(SHOTS, `dev-overlay-${viewport.name}.png`) })
      writeFileSync(startFile, good)
      await page.waitForSelector('#vellum-dev-error', { state: 'detached', timeout: 10_000 })
    } finally {
      await page.close()
    }
  })
}

test.run()
