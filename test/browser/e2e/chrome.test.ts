// The page chrome's behaviours in Chromium on the built fixture site: theme, banner, sidebar, top nav (the
// top-nav island: hover and keyboard, including the event that woke it), phone menus and bars, the outline's
// scroll spy and the footer's Shift+arrow keys.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { type Fixture, hydrated, open, PHONE, SHOTS, startFixture } from './fixture.ts'

let fixture: Fixture
test.before(async () => {
  fixture = await startFixture()
})
test.after(async () => {
  await fixture?.close()
})

const hasClass = (page: Page, name: string) => page.evaluate((n) => document.documentElement.classList.contains(n), name)
const popoverOpen = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.matches(':popover-open'))
/** Pixels between the bottom of `above` and the top of `below`. */
const gap = (page: Page, above: string, below: string) =>
  page.evaluate(
    ([a, b]) => document.querySelector(b!)!.getBoundingClientRect().top - document.querySelector(a!)!.getBoundingClientRect().bottom,
    [above, below],
  )
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent)
const activeOutline = (page: Page) =>
  page.evaluate(() => document.querySelector('.page-aside [data-outline-id][data-active]')?.getAttribute('data-outline-id') ?? null)

test('theme: the system preference is the default; the switch toggles `dark`, saves vocs.theme, survives a reload', async () => {
  const { page, problems, close } = await open(fixture, '/guide/start', { colorScheme: 'dark' })
  try {
    assert.ok(await hasClass(page, 'dark'), 'follows the system when nothing is stored')
    await page.click('.sidebar [data-theme-switch]')
    assert.not.ok(await hasClass(page, 'dark'))
    assert.is(await page.evaluate(() => localStorage.getItem('vocs.theme')), 'light')
    await page.reload({ waitUntil: 'domcontentloaded' })
    assert.not.ok(await hasClass(page, 'dark'), 'the stored choice beats the system')
    const background = await page.evaluate(() => getComputedStyle(document.querySelector('.layout')!).backgroundColor)
    assert.is(background, 'rgb(255, 255, 255)', 'and the page is light, though the system is dark')
    await page.click('.sidebar [data-theme-switch]')
    assert.ok(await hasClass(page, 'dark'))
    assert.is(await page.evaluate(() => localStorage.getItem('vocs.theme')), 'dark')
    assert.equal(problems, [])
  } finally {
    await close()
  }
})

test('banner: dismiss hides it and remembers under `banner`; hidden before paint on reload', async () => {
  const { page, close } = await open(fixture, '/guide/start')
  try {
    assert.ok(await page.locator('.banner').isVisible())
    await page.click('[data-banner-dismiss]')
    assert.not.ok(await page.locator('.banner').isVisible())
    assert.is(await page.evaluate(() => localStorage.getItem('banner')), 'false')
    // When the banner's markup arrives (before any module script runs), the class that hides it is already set.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.banner')) return
        ;(window as unknown as { hiddenOnArrival: boolean }).hiddenOnArrival = document.documentElement.classList.contains('banner-dismissed')
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    await page.reload({ waitUntil: 'load' })
    assert.is(await page.evaluate(() => (window as unknown as { hiddenOnArrival: boolean }).hiddenOnArrival), true)
    assert.not.ok(await page.locator('.banner').isVisible())
  } finally {
    await close()
  }
})

/** Where each Tab press lands, as the first of `places` (CSS selectors) the focused element is inside; '' otherwise. */
async function tabStops(page: Page, places: Record<string, string>, presses: number): Promise<string[]> {
  const stops: string[] = []
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab')
    stops.push(
      await page.evaluate((p) => {
        const el = document.activeElement
        return Object.entries(p).find(([, selector]) => el?.closest(selector))?.[0] ?? ''
      }, places),
    )
  }
  return stops
}

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: PHONE },
]) {
  test(`tab order (${viewport.name}): skip link, banner, logo, search, top nav, then the sidebar and the content`, async () => {
    const { page, close } = await open(fixture, '/guide/start', { viewport: viewport.size })
    try {
      const places =
        viewport.name === 'desktop'
          ? {
              skip: '.skip-link',
              banner: '.banner',
              logo: '.site-logo-link',
              search: '.search-button',
              nav: '.top-nav',
              sidebar: '#sidebar',
              content: '#content',
            }
          : {
              skip: '.skip-link',
              banner: '.banner',
              logo: '.site-logo-link',
              search: '.search-icon-button',
              nav: '.mobile-nav-button',
              sidebar: '.curtain-menu',
              content: '#content',
            }
      const stops = await tabStops(page, places, 60)
      const first = Object.keys(places).map((name) => stops.indexOf(name))
      assert.ok(
        first.every((at) => at >= 0),
        `every place is reached: ${stops.join(',')}`,
      )
      assert.equal(
        first,
        [...first].sort((a, b) => a - b),
        `in order: ${stops.join(',')}`,
      )
      // The banner (its dismiss button) sits above the bars, as it does on screen.
      assert.equal(stops.slice(0, 5), ['skip', 'banner', 'logo', 'search', 'nav'])
    } finally {
      await close()
    }
  })
}

for (const address of ['/guide/long.html', '/guide/long/']) {
  test(`hash links stay on the page when it is read at ${address}: outline, heading anchors, skip link`, async () => {
    const { page, close } = await open(fixture, address)
    try {
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
      const path = new URL(page.url()).pathname
      for (const selector of ['.page-aside a[data-outline-id="section-5"]', 'a.heading-anchor[href$="#section-3"]']) {
        assert.is(await page.locator(selector).evaluate((a) => (a as HTMLAnchorElement).pathname), path, selector)
        await page.locator(selector).click()
        await page.waitForFunction(() => location.hash.length > 1)
        assert.is(new URL(page.url()).pathname, path, `${selector}: the address keeps its form`)
      }
      await page.locator('.skip-link').focus()
      await page.keyboard.press('Enter')
      await page.waitForFunction(() => location.hash === '#content')
      assert.is(new URL(page.url()).pathname, path)
      assert.is(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'no page load happened')
    } finally {
      await close()
    }
  })
}

test('sidebar: a section header toggles its section; the current page is scrolled into view', async () => {
  const { page, close } = await open(fixture, '/guide/long')
  try {
    const details = page.locator('details.sidebar-details', { hasText: 'Closed section' })
    assert.is(await details.getAttribute('open'), null)
    await details.locator('summary').click()
    assert.is(await details.getAttribute('open'), '')
    await details.locator('summary').click()
    assert.is(await details.getAttribute('open'), null)
    await page.reload({ waitUntil: 'load' })
    const sidebar = await page.locator('aside[data-sidebar]').boundingBox()
    const active = await page.locator('.sidebar [aria-current="page"]').boundingBox()
    assert.ok(await page.locator('aside[data-sidebar]').evaluate((el) => el.scrollTop > 0), 'the sidebar scrolled')
    assert.ok(active!.y >= sidebar!.y && active!.y + active!.height <= sidebar!.y + sidebar!.height, 'the current page is visible in the sidebar')
  } finally {
    await close()
  }
})

test('sidebar: on a wide screen it stays in view while the page scrolls', async () => {
  const { page, close } = await open(fixture, '/guide/long')
  try {
    await page.evaluate(() => window.scrollTo(0, 1500))
    await page.waitForFunction(() => window.scrollY >= 1500)
    const { top, stickyTop } = await page
      .locator('aside[data-sidebar]')
      .evaluate((el) => ({ top: el.getBoundingClientRect().top, stickyTop: parseFloat(getComputedStyle(el).top) }))
    assert.ok(Number.isFinite(stickyTop), 'a sticky offset is set')
    assert.is(Math.round(top), Math.round(stickyTop))
  } finally {
    await close()
  }
})

test('sidebar back link: Home on arrival or after home; Back (to the previous page) after another page', async () => {
  const { page, close } = await open(fixture, '/')
  try {
    await Promise.all([page.waitForURL('**/guide/start'), page.click('main a[href="/docs/guide/start"]')])
    assert.is((await page.textContent('[data-back-link]'))!.trim(), 'Home', 'coming from home')
    await Promise.all([page.waitForURL('**/guide/alpha'), page.click('main a[href="/docs/guide/alpha"]')])
    assert.is((await page.textContent('[data-back-link]'))!.trim(), 'Back')
    await Promise.all([page.waitForURL('**/guide/start'), page.click('[data-back-link]')])
  } finally {
    await close()
  }
  const fresh = await open(fixture, '/guide/alpha')
  try {
    assert.is((await fresh.page.textContent('[data-back-link]'))!.trim(), 'Home', 'no history')
  } finally {
    await fresh.close()
  }
})

test('top nav: hover opens the dropdown at once (also the hover that wakes the island) and leaving closes it', async () => {
  const { page, problems, close } = await open(fixture, '/guide/start')
  try {
    await page.hover('.top-nav-trigger')
    await hydrated(page, 'top-nav')
    await page.waitForSelector('.top-nav-trigger[aria-expanded="true"]')
    assert.ok(await page.locator('.top-nav-menu').isVisible())
    assert.is(await gap(page, '.top-nav-trigger', '.top-nav-menu'), 4, 'the dropdown offset')
    await page.screenshot({ path: join(SHOTS, 'top-nav-open-desktop-light.png') })
    await page.mouse.move(600, 500)
    await page.waitForSelector('.top-nav-trigger[aria-expanded="false"]')
    assert.not.ok(await page.locator('.top-nav-menu').isVisible())
    await page.hover('.top-nav-trigger')
    await page.hover('.top-nav-menu-link >> nth=1')
    assert.ok(await page.locator('.top-nav-menu').isVisible(), 'stays open on the way into the menu')
    assert.equal(problems, [])
  } finally {
    await close()
  }
})

test('top nav: keyboard – ↓ on the button (the key that wakes the island) opens and focuses the first link; type-ahead; Escape returns', async () => {
  const { page, close } = await open(fixture, '/guide/start', { theme: 'dark' })
  try {
    await page.focus('.top-nav-trigger')
    await page.keyboard.press('ArrowDown')
    await page.waitForFunction(() => document.activeElement?.textContent === 'Alpha page')
    assert.is(await page.getAttribute('.top-nav-trigger', 'aria-expanded'), 'true')
    await page.keyboard.press('b')
    assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Beta page')
    await page.keyboard.press('ArrowDown')
    assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Source')
    await page.keyboard.press('ArrowDown')
    assert.is(await focusedText(page), 'Nested', 'the sub-menu trigger is an item; its links are not')
    await page.keyboard.press('ArrowDown')
    assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Alpha page', 'wraps')
    await page.screenshot({ path: join(SHOTS, 'top-nav-open-desktop-dark.png') })
    await page.keyboard.press('Escape')
    assert.is(await page.getAttribute('.top-nav-trigger', 'aria-expanded'), 'false')
    assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('top-nav-trigger')))
    await page.keyboard.press('Enter')
    assert.is(await page.getAttribute('.top-nav-trigger', 'aria-expanded'), 'true', 'Enter toggles')
    await page.keyboard.press('Enter')
    assert.is(await page.getAttribute('.top-nav-trigger', 'aria-expanded'), 'false')
  } finally {
    await close()
  }
})

test('top nav sub-menu: opens after a 100 ms hover, stays open on the way into it, closes when the pointer leaves', async () => {
  const { page, problems, close } = await open(fixture, '/guide/start')
  try {
    await page.hover('.top-nav-trigger')
    await hydrated(page, 'top-nav')
    await page.waitForSelector('.top-nav-trigger[aria-expanded="true"]')
    // Records the sub-menu's aria-expanded changes and the pointer's arrival, with their times. The arrival is the
    // first pointerover event's own time, caught before any other listener: the menu's timer cannot start earlier,
    // while a listener run later (after React has handled the event, on a loaded machine) would see a later time.
    await page.evaluate(() => {
      const sub = document.querySelector('.top-nav-sub')!
      const log: [string, number][] = []
      ;(window as unknown as { subLog: [string, number][] }).subLog = log
      let arrived = false
      window.addEventListener(
        'pointerover',
        (event) => {
          if (arrived || !sub.contains(event.target as Node)) return
          arrived = true
          log.push([`enter:${sub.querySelector('button')!.getAttribute('aria-expanded')}`, event.timeStamp])
        },
        { capture: true },
      )
      new MutationObserver(() => log.push([`expanded:${sub.querySelector('button')!.getAttribute('aria-expanded')}`, performance.now()])).observe(
        sub.querySelector('button')!,
        { attributes: true, attributeFilter: ['aria-expanded'] },
      )
    })
    const log = () => page.evaluate(() => (window as unknown as { subLog: [string, number][] }).subLog)
    await page.hover('.top-nav-sub-trigger')
    await page.waitForSelector('.top-nav-sub-trigger[aria-expanded="true"]', { timeout: 2000 })
    const [entered, opened] = await log()
    assert.is(entered![0], 'enter:false', 'closed when the pointer arrived')
    assert.is(opened![0], 'expanded:true')
    assert.ok(opened![1] - entered![1] >= 90, 'opened only after the hover delay')
    assert.ok(await page.locator('.top-nav-submenu').isVisible())

    // Over a sibling item, then on into the sub-menu before the grace period ends: it never closes. Both places are
    // measured first, so nothing but the two moves happens within the grace period (on a loaded machine each
    // round trip to the browser takes a while).
    const link = (await page.locator('.top-nav-submenu a >> nth=1').boundingBox())!
    const sibling = (await page.locator('.top-nav-menu-link >> text=Source').boundingBox())!
    await page.mouse.move(sibling.x + sibling.width / 2, sibling.y + sibling.height / 2)
    await page.mouse.move(link.x + 10, link.y + link.height / 2, { steps: 2 })
    await page.waitForTimeout(400)
    assert.ok(await page.locator('.top-nav-submenu').isVisible(), 'still open past the grace period, the pointer inside')
    assert.not.ok(
      (await log()).some(([state]) => state === 'expanded:false'),
      'never closed on the way',
    )

    // Leaving for a sibling for good closes it; the dropdown stays.
    await page.hover('.top-nav-menu-link >> text=Source')
    await page.waitForSelector('.top-nav-sub-trigger[aria-expanded="false"]', { timeout: 2000 })
    assert.not.ok(await page.locator('.top-nav-submenu').isVisible())
    assert.is(await page.getAttribute('.top-nav-trigger', 'aria-expanded'), 'true')
    assert.equal(problems, [])
  } finally {
    await close()
  }
})

test('top nav sub-menu: keyboard – → or Enter opens and focuses its first link, ← or Escape returns to its trigger', async () => {
  const { page, close } = await open(fixture, '/guide/start')
  try {
    await page.focus('.top-nav-trigger')
    await page.keyboard.press('ArrowDown')
    await page.waitForFunction(() => document.activeElement?.textContent === 'Alpha page')
    await page.keyboard.press('End')
    assert.is(await focusedText(page), 'Nested')
    assert.is(await page.getAttribute('.top-nav-sub-trigger', 'aria-haspopup'), null, 'a disclosure of links, not a menu')
    assert.is(await page.getAttribute('.top-nav-sub-trigger', 'aria-controls'), await page.locator('.top-nav-submenu').getAttribute('id'))
    assert.is(await page.locator('.top-nav-submenu [role="menuitem"], .top-nav-submenu[role="menu"]').count(), 0)
    await page.keyboard.press('ArrowRight')
    assert.is(await focusedText(page), 'Inside page')
    assert.is(await page.getAttribute('.top-nav-sub-trigger', 'aria-expanded'), 'true')
    await page.keyboard.press('ArrowDown')
    assert.is(await focusedText(page), 'Long page')
    await page.keyboard.press('ArrowDown')
    assert.is(await focusedText(page), 'Inside page', 'wraps inside the sub-menu')
    await page.keyboard.press('ArrowLeft')
    assert.is(await focusedText(page), 'Nested')
    assert.is(await page.getAttribute('.top-nav-sub-trigger', 'aria-expanded'), 'false')
    await page.keyboard.press('Enter')
    assert.is(await focusedText(page), 'Inside page')
    await page.keyboard.press('Escape')
    assert.is(await focusedText(page), 'Nested')
    assert.is(await page.getAttribute('.top-nav-sub-trigger', 'aria-expanded'), 'false')
    assert.is(await page.getAttribute('.top-nav-trigger', 'aria-expanded'), 'true', 'Escape closed only the sub-menu')
  } finally {
    await close()
  }
})

test('top nav sub-menu: before the island wakes, its links show inline in the CSS dropdown', async () => {
  const { page, close } = await open(fixture, '/guide/start')
  try {
    // Stands in for the CSS hover, which would also wake the island.
    await page.addStyleTag({ content: '.top-nav-menu { display: block !important; }' })
    assert.is(await page.locator('[data-island="top-nav"][data-hydrated]').count(), 0)
    assert.ok(await page.locator('.top-nav-submenu a >> text=Inside page').isVisible())
  } finally {
    await close()
  }
})

test('top nav: a click on the button before the island loaded opens the menu once', async () => {
  const { page, close } = await open(fixture, '/guide/start')
  try {
    await page.locator('.top-nav-trigger').dispatchEvent('click')
    await hydrated(page, 'top-nav')
    await page.waitForSelector('.top-nav-trigger[aria-expanded="true"]')
  } finally {
    await close()
  }
})

for (const theme of ['light', 'dark'] as const) {
  test(`phone menu (${theme}): popover with an accordion; aria-expanded follows; a link closes it`, async () => {
    const { page, close } = await open(fixture, '/guide/start', { viewport: PHONE, theme })
    try {
      await page.click('.mobile-nav-button')
      assert.ok(await popoverOpen(page, '#mobile-nav'))
      assert.is(await gap(page, '.top-bar-mobile', '#mobile-nav'), 12, 'the popover offset')
      assert.is(await page.getAttribute('.mobile-nav-button', 'aria-expanded'), 'true')
      const group = page.locator('details.mobile-nav-group')
      await group.locator('summary').click()
      assert.is(await group.getAttribute('open'), '')
      await page.screenshot({ path: join(SHOTS, `phone-menu-open-${theme}.png`) })
      // A 204 answer cancels the navigation, so the page stays: the popover must have closed as the link was followed.
      await page.route('**/guide/beta', (route) => route.fulfill({ status: 204 }))
      await page.click('#mobile-nav a[href="/docs/guide/beta"]')
      await page.waitForFunction(() => !document.querySelector('#mobile-nav')!.matches(':popover-open'))
      assert.is(await page.getAttribute('.mobile-nav-button', 'aria-expanded'), 'false')
    } finally {
      await close()
    }
  })
}

test('phone bar: sidebar popover, Top scrolls to the top, On this page opens the outline and a link closes it', async () => {
  const { page, close } = await open(fixture, '/guide/long', { viewport: PHONE })
  try {
    await page.click('[data-sidebar-trigger]')
    assert.ok(await popoverOpen(page, '#sidebar'))
    assert.is(await page.getAttribute('[data-sidebar-trigger]', 'aria-expanded'), 'true')
    await page.screenshot({ path: join(SHOTS, 'phone-sidebar-open.png') })
    await page.keyboard.press('Escape')
    assert.not.ok(await popoverOpen(page, '#sidebar'))

    await page.click('[data-outline-trigger]')
    assert.ok(await popoverOpen(page, '#page-aside'))
    assert.is(await gap(page, '.curtain', '#page-aside'), 12, 'the popover offset')
    await page.screenshot({ path: join(SHOTS, 'phone-outline-open.png') })
    await page.click('#page-aside a[data-outline-id="section-5"]')
    await page.waitForFunction(() => !document.querySelector('#page-aside')!.matches(':popover-open'))
    assert.is(new URL(page.url()).pathname + new URL(page.url()).hash, '/docs/guide/long#section-5', 'the hash link kept basePath and path')
    assert.ok(await page.evaluate(() => scrollY > 500))

    const top = page.locator('.curtain [data-scroll-top]')
    assert.is(await top.evaluate((el) => el.tagName), 'BUTTON', '"Top" is a button')
    await top.focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => scrollY === 0)
    assert.is(new URL(page.url()).hash, '#section-5', 'no #top hash added')
    await page.evaluate(() => scrollTo({ top: 800, behavior: 'instant' }))
    await top.click()
    await page.waitForFunction(() => scrollY === 0)
  } finally {
    await close()
  }
})

test('outline: first heading at the top, last at the bottom, follows scrolling; a click freezes it for 500 ms', async () => {
  const { page, close } = await open(fixture, '/guide/long')
  try {
    await page.waitForFunction(() => document.querySelector('.page-aside [data-outline-id][data-active]'))
    assert.is(await activeOutline(page), 'section-1')
    await page.evaluate(() => scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    await page.waitForFunction(() => document.querySelector('.page-aside [data-outline-id][data-active]')?.getAttribute('data-outline-id') === 'detail-8')
    await page.evaluate(() => document.getElementById('section-4')!.scrollIntoView({ behavior: 'instant' }))
    await page.waitForFunction(() => document.querySelector('.page-aside [data-outline-id][data-active]')?.getAttribute('data-outline-id') === 'section-4')
    assert.is(await page.getAttribute('.page-aside [data-outline-id="section-4"]', 'aria-current'), 'location')

    // The page's clock stands still from the click on (its timers still run), so a slow machine cannot let the 500 ms
    // pass between the click and the look; then it moves past them.
    const clicked = await page.evaluate(() => Date.now())
    await page.clock.setFixedTime(clicked)
    await page.click('.page-aside a[data-outline-id="section-2"]')
    assert.is(await activeOutline(page), 'section-2')
    await page.evaluate(() => document.getElementById('section-6')!.scrollIntoView({ behavior: 'instant' }))
    await page.waitForTimeout(250)
    assert.is(await activeOutline(page), 'section-2', 'frozen right after the click')
    await page.clock.setFixedTime(clicked + 499)
    await page.evaluate(() => scrollBy({ top: 10, behavior: 'instant' }))
    await page.waitForTimeout(250)
    assert.is(await activeOutline(page), 'section-2', 'frozen still 499 ms after it')
    await page.clock.setFixedTime(clicked + 501)
    await page.evaluate(() => scrollBy({ top: 10, behavior: 'instant' }))
    await page.waitForFunction(() => document.querySelector('.page-aside [data-outline-id][data-active]')?.getAttribute('data-outline-id') === 'section-6')
  } finally {
    await close()
  }
})

test('footer: left Shift + → goes to the next page, left Shift + ← to the previous one; not while typing', async () => {
  const { page, close } = await open(fixture, '/guide/alpha')
  try {
    await page.keyboard.down('Shift')
    await Promise.all([page.waitForURL('**/guide/beta'), page.keyboard.press('ArrowRight')])
    await page.keyboard.up('Shift')
    await page.waitForLoadState('load')
    await page.keyboard.down('Shift')
    await Promise.all([page.waitForURL('**/guide/alpha'), page.keyboard.press('ArrowLeft')])
    await page.keyboard.up('Shift')
    await page.waitForLoadState('load')
    await page.evaluate(() => {
      const input = document.createElement('input')
      input.id = 'field'
      document.querySelector('main')!.prepend(input)
    })
    await page.focus('#field')
    await page.keyboard.down('Shift')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.up('Shift')
    await page.waitForTimeout(300)
    assert.ok(page.url().endsWith('/guide/alpha'))
  } finally {
    await close()
  }
})

test.run()
