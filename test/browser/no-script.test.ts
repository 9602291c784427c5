// With JavaScript off, the chrome still works: the phone sidebar, outline and navigation popovers open (native
// popover), collapsible sidebar sections toggle (<details>), the desktop dropdown opens on focus, and controls
// that need the runtime are hidden. Screenshots of the open popovers go to test-output/screenshots.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { SHOTS, servedChromeSite } from './chrome-site.ts'

const site = servedChromeSite(test)

async function open(path: string, width: number, height: number, theme = 'light'): Promise<Page> {
  const context = await site().browser.newContext({
    viewport: { width, height },
    javaScriptEnabled: false,
    reducedMotion: 'reduce',
    colorScheme: theme === 'dark' ? 'dark' : 'light',
  })
  await context.route(
    (url) => !url.href.startsWith('http://127.0.0.1'),
    (route) => route.abort(),
  )
  const page = await context.newPage()
  await page.goto(`${site().server.url}${path}`)
  return page
}

const visible = (page: Page, selector: string) => page.locator(selector).first().isVisible()

test('phone: the curtain menu button opens the sidebar drawer, and a link in it is reachable', async () => {
  const page = await open('/guide/elements', 390, 844)
  try {
    assert.not.ok(await visible(page, '#sidebar'))
    await page.click('[data-sidebar-trigger]')
    assert.ok(await visible(page, '#sidebar'))
    assert.ok(await page.locator('#sidebar a[aria-current="page"]').isVisible())
    await page.screenshot({ path: join(SHOTS, 'popover-sidebar-phone.png') })
  } finally {
    await page.context().close()
  }
})

test('phone: "On this page" opens the outline with the page actions', async () => {
  const page = await open('/guide/elements', 390, 844)
  try {
    assert.not.ok(await visible(page, '#page-aside'))
    await page.click('[data-outline-trigger]')
    assert.ok(await visible(page, '#page-aside .outline'))
    assert.ok(await visible(page, '#page-aside [data-ai-cta-link]'))
    await page.screenshot({ path: join(SHOTS, 'popover-outline-phone.png') })
  } finally {
    await page.context().close()
  }
})

test('phone: the navigation menu opens and its dropdown group expands', async () => {
  const page = await open('/guide/elements', 390, 844)
  try {
    await page.click('[data-mobile-nav-trigger]')
    assert.ok(await visible(page, '#mobile-nav'))
    await page.click('#mobile-nav summary')
    assert.ok(await page.locator('#mobile-nav a', { hasText: 'Minimal page' }).isVisible())
    await page.screenshot({ path: join(SHOTS, 'popover-mobile-nav-phone.png') })
  } finally {
    await page.context().close()
  }
})

test('desktop: a collapsed sidebar section opens on click; the top-nav dropdown opens on keyboard focus', async () => {
  const page = await open('/guide/elements', 1280, 800, 'dark')
  try {
    const hidden = page.locator('#sidebar a', { hasText: 'Hidden page' })
    assert.not.ok(await hidden.isVisible())
    await page.click('#sidebar summary:has-text("Collapsed group")')
    assert.ok(await hidden.isVisible())
    await page.focus('[data-top-nav-trigger]')
    assert.ok(await page.locator('.top-nav-menu a', { hasText: 'Minimal page' }).isVisible())
    await page.screenshot({ path: join(SHOTS, 'dropdown-desktop-dark.png') })
  } finally {
    await page.context().close()
  }
})

test('controls that need the runtime are hidden; the code group shows every panel', async () => {
  const page = await open('/guide/elements', 1280, 800)
  try {
    for (const selector of ['[data-theme-switch]', '[data-banner-dismiss]', '[data-copy-code]', '[data-search-trigger]']) {
      assert.is(await page.locator(selector).first().isVisible(), false, selector)
    }
    assert.is(await page.locator('.code-group-panel:visible').count(), await page.locator('.code-group-panel').count())
  } finally {
    await page.context().close()
  }
})

test('a dark system gets the dark theme (background, text, code colours, dark logo); a light system the light one', async () => {
  for (const theme of ['dark', 'light'] as const) {
    for (const viewport of [
      [1280, 800],
      [390, 844],
    ] as const) {
      const page = await open('/guide/elements', viewport[0], viewport[1], theme)
      try {
        const seen = await page.evaluate(() => ({
          bg: getComputedStyle(document.querySelector('.layout')!).backgroundColor,
          darkLogo: [...document.querySelectorAll<HTMLElement>('.logo-dark')].some((el) => el.offsetParent !== null),
          token: getComputedStyle(document.querySelector('.shiki span[class*="c"]')!).color,
          tokenDark: getComputedStyle(document.querySelector('.shiki span[class*="c"]')!).getPropertyValue('--shiki-dark').trim(),
        }))
        const dark = theme === 'dark'
        assert.is(seen.bg, dark ? 'rgb(22, 22, 25)' : 'rgb(255, 255, 255)', `${theme} ${viewport[0]}`)
        assert.is(seen.darkLogo, dark, 'the dark logo shows on a dark system only')
        const hex = (rgb: string) =>
          `#${rgb
            .match(/\d+/g)!
            .map((n) => Number(n).toString(16).padStart(2, '0'))
            .join('')}`
        if (dark) assert.is(hex(seen.token).toLowerCase(), seen.tokenDark.toLowerCase(), 'code tokens use their dark colours')
        await page.screenshot({ path: join(SHOTS, `no-script-${theme}-${viewport[0]}.png`) })
      } finally {
        await page.context().close()
      }
    }
  }
})

test.run()
