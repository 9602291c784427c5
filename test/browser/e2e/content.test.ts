// Content behaviours in Chromium on the built fixture site: code copy (clean text, 1 s copied state), code-group
// tabs (WAI-ARIA keys), page actions (ChatGPT link, copy the page's Markdown), link prefetch on intent and new tabs, type
// popups by keyboard, Escape and tap, and a failing enhancer that leaves the page usable with one report.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator } from 'playwright-core'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { type Fixture, open, PHONE, REPO, SHOTS, startFixture } from './fixture.ts'

let fixture: Fixture
test.before(async () => {
  fixture = await startFixture()
})
test.after(async () => {
  await fixture?.close()
})

test('code copy: copies the code without buttons, removed diff lines or type info, shows copied for about 1 s', async () => {
  const { page, close } = await open(fixture, '/guide/start', { clipboard: true })
  try {
    const block = page.locator('[data-code-block]', { hasText: 'countAtom = atom(0)' })
    await block.hover()
    await block.locator('[data-copy-code]').click()
    await page.waitForSelector('[data-copy-code][data-copied]')
    const text = await page.evaluate(() => navigator.clipboard.readText())
    assert.ok(text.includes('export const countAtom = atom(0)'))
    assert.not.ok(text.includes('oldAtom'), 'removed diff line left out')
    await page.waitForSelector('[data-copy-code][data-copied]', { state: 'detached', timeout: 3000 })
    const typed = page.locator('[data-code-block]', { hasText: 'myStore.get' })
    await typed.hover()
    await typed.locator('[data-copy-code]').click()
    const code = await page.evaluate(() => navigator.clipboard.readText())
    assert.ok(code.includes('const value = myStore.get(countAtom)'))
    assert.not.ok(/\(alias\)|function atom|const myStore:/.test(code), 'no type information in the copied code')
  } finally {
    await close()
  }
})

test('code copy without the Clipboard API (plain http on a LAN address): copies through a selection, and says so when that fails too', async () => {
  const { page, close } = await open(fixture, '/guide/start')
  try {
    // As on an insecure origin: no navigator.clipboard. The selection copy is recorded, and can be made to fail.
    // A string, not a function: the test's TypeScript transform would add helpers the page does not have.
    await page.addInitScript({
      content: `
        Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true })
        window.copied = []
        window.failCopy = false
        const original = document.execCommand.bind(document)
        document.execCommand = (command, ...rest) => {
          if (command === 'copy') window.copied.push(document.activeElement.value)
          return window.failCopy ? false : original(command, ...rest)
        }`,
    })
    await page.reload()
    const block = page.locator('[data-code-block]', { hasText: 'countAtom = atom(0)' })
    await block.hover()
    await block.locator('[data-copy-code]').click()
    await page.waitForSelector('[data-copy-code][data-copied]')
    const copied = await page.evaluate(() => (window as unknown as { copied: string[] }).copied)
    assert.is(copied.length, 1)
    assert.ok(copied[0]!.includes('export const countAtom = atom(0)'), copied[0])
    await page.evaluate(() => ((window as unknown as { failCopy: boolean }).failCopy = true))
    await page.waitForSelector('[data-copy-code][data-copied]', { state: 'detached', timeout: 3000 })
    await block.locator('[data-copy-code]').click()
    const failed = block.locator('[data-copy-code][data-copy-failed]')
    await failed.waitFor()
    assert.is(await failed.getAttribute('aria-label'), 'Copy failed: select the code and copy it')
    assert.is(await failed.evaluate((b) => getComputedStyle(b, '::after').content), '"Copy failed"')
    assert.is(await page.locator('[data-copy-code][data-copied]').count(), 0, 'not shown as copied')
  } finally {
    await close()
  }
})

for (const theme of ['light', 'dark'] as const) {
  test(`code copy on a phone (${theme}): the always-shown button sits beside the code, never over it`, async () => {
    const { page, close } = await open(fixture, '/guide/start', { viewport: PHONE, hasTouch: true, theme })
    try {
      const blocks = page.locator('.prose [data-code-block]:visible')
      assert.ok((await blocks.count()) >= 2)
      for (const block of await blocks.all()) {
        const button = block.locator(':scope > .code-body > [data-copy-code]')
        if (!(await button.isVisible())) continue
        assert.ok(Number(await button.evaluate((b) => getComputedStyle(b).opacity)) > 0.9, 'shown without hover')
        const [b, pre] = [(await button.boundingBox())!, (await block.locator(':scope > .code-body > pre').boundingBox())!]
        assert.ok(b.x >= pre.x + pre.width - 0.5, `the button (x ${b.x}) starts after the code area ends (${pre.x + pre.width})`)
      }
      await blocks.first().scrollIntoViewIfNeeded()
      await page.screenshot({ path: join(SHOTS, `code-copy-phone-${theme}.png`) })
      const block = page.locator('[data-code-block]', { hasText: 'countAtom = atom(0)' })
      await block.locator('[data-copy-code]').tap()
      await page.waitForSelector('[data-copy-code][data-copied]')
    } finally {
      await close()
    }
  })
}

test('code lines: an empty line is exactly as tall as a line of code', async () => {
  const { page, close } = await open(fixture, '/guide/start')
  try {
    const tops = await page
      .locator('[data-code-block]', { hasText: 'countAtom = atom(0)' })
      .evaluate((block) => [...block.querySelectorAll('code > .line')].slice(0, 3).map((line) => line.getBoundingClientRect().top))
    assert.is(tops.length, 3)
    assert.is(Math.round(tops[2]! - tops[1]!), Math.round(tops[1]! - tops[0]!), 'the empty second line takes one line')
  } finally {
    await close()
  }
})

test('code group: click, ←/→ (wrapping), Home/End; focus activates; one panel shows', async () => {
  const { page, close } = await open(fixture, '/guide/start')
  try {
    const tabs = page.locator('[data-code-group] [role="tab"]')
    const selected = () => page.locator('[data-code-group] [role="tab"][aria-selected="true"]').textContent()
    const visiblePanels = () => page.locator('[data-code-group] [role="tabpanel"]:visible').count()
    assert.is(await selected(), 'npm')
    await tabs.nth(1).click()
    assert.is(await selected(), 'pnpm')
    assert.is(await visiblePanels(), 1)
    assert.ok(await page.locator('[role="tabpanel"]:visible', { hasText: 'pnpm add' }).count())
    await page.keyboard.press('ArrowRight')
    assert.is(await selected(), 'yarn')
    await page.keyboard.press('ArrowRight')
    assert.is(await selected(), 'npm', 'wraps')
    await page.keyboard.press('ArrowLeft')
    assert.is(await selected(), 'yarn')
    await page.keyboard.press('Home')
    assert.is(await selected(), 'npm')
    await page.keyboard.press('End')
    assert.is(await selected(), 'yarn')
    assert.is(await tabs.nth(2).getAttribute('tabindex'), '0')
    assert.is(await tabs.nth(0).getAttribute('tabindex'), '-1')
    assert.is(await tabs.nth(2).getAttribute('data-state'), 'active')
  } finally {
    await close()
  }
})

test('page actions: Ask in ChatGPT opens the prompt in a new tab; Copy page copies the Markdown and shows Copied for 1 s', async () => {
  const { page, context, close } = await open(fixture, '/guide/start', { clipboard: true })
  try {
    const link = page.locator('.page-aside [data-ai-cta-link]')
    assert.is(await link.getAttribute('target'), '_blank')
    assert.ok((await link.getAttribute('href'))!.startsWith('https://chatgpt.com/?hints=search&q='))
    const prompt = new URL((await link.getAttribute('href'))!).searchParams.get('q')!
    assert.ok(prompt.includes(`this page: ${fixture.server.url}/guide/start `), `the prompt names the address being read: ${prompt}`)
    assert.not.ok(prompt.includes('example'), 'not the configured origin')
    const [opened, request] = await Promise.all([
      context.waitForEvent('page'),
      context.waitForEvent('request', (r) => r.url().includes('chatgpt.com')),
      link.click(),
    ])
    assert.ok(request.url().includes('q='), request.url())
    await opened.close()

    await page.click('.page-aside [data-page-actions-trigger]')
    await page.screenshot({ path: join(SHOTS, 'page-actions-open.png') })
    await page.click('.page-aside [data-copy-page]')
    await page.waitForFunction(() => document.querySelector('.page-aside .ai-cta-text')?.textContent === 'Copied')
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    const source = readFileSync(join(REPO, 'test/fixtures/e2e-site/content/pages/guide/start.md'), 'utf8')
    assert.is(copied.trim(), source.trim())
    await page.waitForFunction(() => document.querySelector('.page-aside .ai-cta-text')?.textContent === 'Ask in ChatGPT', undefined, { timeout: 3000 })
  } finally {
    await close()
  }
})

test('Ask in ChatGPT at another address of the page (/guide/start.html) names that address', async () => {
  const { page, close } = await open(fixture, '/guide/start.html', { viewport: PHONE, theme: 'dark' })
  try {
    const href = await page.locator('[data-ai-cta-link]').first().getAttribute('href')
    const prompt = new URL(href!).searchParams.get('q')!
    assert.ok(prompt.includes(`this page: ${fixture.server.url}/guide/start.html `), prompt)
  } finally {
    await close()
  }
})

test('links: a page is prefetched on intent only (hover or focus held 100 ms), once; external links open in a new tab', async () => {
  const { page, close } = await open(fixture, '/guide/start')
  try {
    await page.waitForTimeout(1500)
    assert.is(await page.locator('link[rel="prefetch"]').count(), 0, 'nothing prefetched at idle, even for links in view')
    const alpha = page.locator('.sidebar a[href="/docs/guide/alpha"]')
    await alpha.hover()
    await page.waitForFunction(() => document.querySelector('link[rel="prefetch"][href$="/docs/guide/alpha"]'))
    await page.mouse.move(900, 700)
    await alpha.hover()
    await page.locator('main a[href="/docs/guide/alpha"]').first().focus()
    await page.waitForTimeout(300)
    assert.is(await page.locator('link[rel="prefetch"][href$="/docs/guide/alpha"]').count(), 1, 'each URL once, though several links point to it')
    // A pointer passing over a link on its way elsewhere is not intent.
    const beta = await page.locator('.sidebar a[href="/docs/guide/beta"]').boundingBox()
    await page.mouse.move(beta!.x + 5, beta!.y + 5)
    await page.mouse.move(900, 700)
    await page.waitForTimeout(300)
    assert.is(await page.locator('link[rel="prefetch"][href$="/docs/guide/beta"]').count(), 0, 'a passing pointer prefetches nothing')
    await page.locator('.sidebar a[href="/docs/guide/filler-30"]').focus()
    await page.waitForFunction(() => document.querySelector('link[rel="prefetch"][href$="/docs/guide/filler-30"]'))
    const external = page.locator('main a[href="https://example.com/external"]')
    assert.is(await external.getAttribute('target'), '_blank')
    assert.ok((await external.getAttribute('rel'))!.includes('noopener'))
  } finally {
    await close()
  }
  const slow = await open(fixture, '/guide/start', { init: () => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }) })
  try {
    await slow.page.locator('.sidebar a[href="/docs/guide/alpha"]').hover()
    await slow.page.waitForTimeout(500)
    assert.is(await slow.page.locator('link[rel="prefetch"]').count(), 0, 'nothing prefetched on Save-Data, even on hover')
  } finally {
    await slow.close()
  }
})

/** Whether all four corners of the element are on screen and not covered or clipped (what is there is the element). */
const unclipped = (element: Locator) =>
  element.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const corners = [
      [r.left + 3, r.top + 3],
      [r.right - 3, r.top + 3],
      [r.left + 3, r.bottom - 3],
      [r.right - 3, r.bottom - 3],
    ] as const
    return corners.every(([x, y]) => el.contains(document.elementFromPoint(x, y)))
  })

test('type popups: one tab stop per block, arrows move between tokens showing each popup on screen, Escape hides', async () => {
  const { page, close } = await open(fixture, '/guide/start')
  try {
    const pre = page.locator('pre:has(.twoslash-hover)')
    assert.is(await pre.getAttribute('tabindex'), '0')
    await pre.focus()
    await page.keyboard.press('ArrowRight')
    const first = await page.evaluate(() => document.activeElement?.classList.contains('twoslash-hover'))
    assert.ok(first, 'the first token has focus')
    const popup = page.locator('.twoslash-hover[data-open] > .twoslash-popup-container')
    assert.ok(await popup.isVisible())
    const box = (await popup.boundingBox())!
    assert.ok(box.x >= 0 && box.x + box.width <= 1280, 'on screen')
    assert.ok(await unclipped(popup), 'not cut off by the code block')
    await page.keyboard.press('ArrowRight')
    assert.is(await page.locator('.twoslash-hover[data-open]').count(), 1, 'one popup at a time')
    await page.screenshot({ path: join(SHOTS, 'twoslash-popup-keyboard.png') })
    await page.keyboard.press('Escape')
    assert.is(await page.locator('.twoslash-hover[data-open]').count(), 0)
    assert.is(await page.evaluate(() => document.activeElement?.tagName), 'PRE')
  } finally {
    await close()
  }
})

for (const theme of ['light', 'dark'] as const) {
  test(`type popups (${theme}): a token is described by its popup (aria-describedby, role tooltip); Escape hides one shown by hover`, async () => {
    const { page, close } = await open(fixture, '/guide/start', { theme })
    try {
      const token = page.locator('.twoslash-hover', { hasText: 'myStore' }).last()
      const described = await token.evaluate((t) => {
        const popup = document.getElementById(t.getAttribute('aria-describedby') ?? '')
        return popup?.parentElement === t && popup.getAttribute('role') === 'tooltip'
      })
      assert.ok(described, 'aria-describedby names its own popup, a tooltip')
      await token.scrollIntoViewIfNeeded()
      await token.hover()
      const popup = token.locator(':scope > .twoslash-popup-container')
      await popup.waitFor({ state: 'visible' })
      await page.screenshot({ path: join(SHOTS, `twoslash-popup-hover-${theme}.png`) })
      await page.keyboard.press('Escape')
      await popup.waitFor({ state: 'hidden', timeout: 1000 })
      await page.mouse.move(5, 5)
      await token.hover()
      await popup.waitFor({ state: 'visible', timeout: 1000 })
    } finally {
      await close()
    }
  })
}

test('type popups: the pointer can move from a token into its popup and reach the docs link', async () => {
  const { page, close } = await open(fixture, '/guide/start')
  try {
    const token = page.locator('.twoslash-hover:has(.twoslash-popup-docs a)').first()
    await token.scrollIntoViewIfNeeded()
    const box = (await token.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    const link = token.locator('.twoslash-popup-docs a').first()
    await link.waitFor({ state: 'visible' })
    const target = (await link.boundingBox())!
    await page.mouse.move(target.x + 4, target.y + target.height / 2, { steps: 25 })
    assert.ok(await link.isVisible(), 'the popup stayed open on the way')
    const under = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent, {
      x: target.x + 4,
      y: target.y + target.height / 2,
    })
    assert.is(under, await link.textContent())
  } finally {
    await close()
  }
})

test('type popups: a tap opens one on a phone and keeps it within the screen; a tap elsewhere closes it', async () => {
  const { page, close } = await open(fixture, '/guide/start', { viewport: PHONE, hasTouch: true })
  try {
    const token = page.locator('.twoslash-hover', { hasText: 'myStore' }).last()
    await token.scrollIntoViewIfNeeded()
    await token.tap()
    const popup = page.locator('.twoslash-hover[data-open] > .twoslash-popup-container')
    await popup.waitFor()
    const box = (await popup.boundingBox())!
    assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width + 1, `inside the screen: ${box.x}+${box.width}`)
    assert.ok(await unclipped(popup), 'not cut off by the code block')
    assert.ok(await popup.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), 'the signature and docs wrap inside the popup')
    await page.screenshot({ path: join(SHOTS, 'twoslash-popup-phone.png') })
    await page.tap('h1')
    assert.is(await page.locator('.twoslash-hover[data-open]').count(), 0)
  } finally {
    await close()
  }
})

test('a failing enhancer is reported once; the page stays readable and the other behaviours work', async () => {
  const { page, problems, close } = await open(fixture, '/guide/long', {
    init: () => {
      window.IntersectionObserver = (() => {
        throw new Error('observer broken')
      }) as unknown as typeof IntersectionObserver
    },
  })
  try {
    await page.waitForTimeout(300)
    assert.is(problems.filter((p) => p.startsWith('error:')).length, 1, problems.join('\n'))
    assert.ok(problems[0]!.includes('[docs runtime]'))
    assert.ok(await page.locator('main h1').isVisible())
    await page.click('.sidebar [data-theme-switch]')
    assert.ok(await page.evaluate(() => localStorage.getItem('vocs.theme') !== null), 'the theme switch still works')
  } finally {
    await close()
  }
})

test.run()
