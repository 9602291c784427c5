// The search island in Chromium on the built fixture site: every way it opens (first press counts, before the
// island is loaded), every key of the open dialog, the no-hit message, the stored query and detail view, and the
// index fetched once per page view.
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { PHONE, SHOTS, hydrated, open, startFixture, type Fixture } from './support/fixture.ts'

let fixture: Fixture
test.before(async () => {
  fixture = await startFixture()
})
test.after(async () => {
  await fixture?.close()
})

const dialog = '.search-dialog'
const isOpen = (page: Page) => page.locator(dialog).isVisible()

async function typeQuery(page: Page, query: string) {
  await page.waitForSelector('.search-input:focus')
  await page.keyboard.type(query)
}

const selectedText = (page: Page) => page.locator('.search-result[aria-selected="true"]').getAttribute('id')

test('the first `/` opens the dialog (the island wakes and hydrates open), focus in the input', async () => {
  const { page, problems, close } = await open(fixture, '/guide/start')
  try {
    assert.is(await page.locator('[data-island="search"][data-hydrated]').count(), 0, 'not hydrated before use')
    await page.keyboard.press('/')
    await page.waitForSelector(dialog)
    await page.waitForSelector('.search-input:focus')
    await page.screenshot({ path: join(SHOTS, 'search-open-desktop-light.png') })
    assert.equal(problems, [])
  } finally {
    await close()
  }
})

test('`/` typed into a text field does not open search', async () => {
  const { page, close } = await open(fixture, '/guide/start')
  try {
    await page.evaluate(() => {
      const input = document.createElement('input')
      input.id = 'field'
      document.querySelector('main')!.prepend(input)
    })
    await page.focus('#field')
    await page.keyboard.press('/')
    await page.waitForTimeout(300)
    assert.is(await page.inputValue('#field'), '/')
    assert.not.ok(await isOpen(page))
  } finally {
    await close()
  }
})

for (const combo of ['Control+k', 'Meta+k']) {
  test(`${combo} toggles the dialog from the first press`, async () => {
    const { page, close } = await open(fixture, '/guide/start', { theme: 'dark' })
    try {
      await page.keyboard.press(combo)
      await page.waitForSelector(dialog)
      await hydrated(page, 'search')
      if (combo === 'Meta+k') await page.screenshot({ path: join(SHOTS, 'search-open-desktop-dark.png') })
      await page.keyboard.press(combo)
      await page.waitForSelector(dialog, { state: 'detached' })
      await page.keyboard.press(combo)
      await page.waitForSelector(dialog)
    } finally {
      await close()
    }
  })
}

test('the desktop search button opens it; Escape closes it and gives focus back to the button', async () => {
  const { page, close } = await open(fixture, '/guide/start')
  try {
    await page.click('.search-button')
    await page.waitForSelector(dialog)
    await page.waitForSelector('.search-input:focus')
    await page.keyboard.press('Escape')
    await page.waitForSelector(dialog, { state: 'detached' })
    assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('search-button')), 'focus restored to the button')
    await page.click('.search-button')
    await page.waitForSelector(dialog)
  } finally {
    await close()
  }
})

test('the phone search icon opens it', async () => {
  for (const theme of ['light', 'dark'] as const) {
    const { page, close } = await open(fixture, '/guide/start', { viewport: PHONE, theme })
    try {
      assert.not.ok(await page.locator('.search-button').isVisible())
      await page.click('.search-icon-button')
      await page.waitForSelector(dialog)
      await typeQuery(page, 'alpha')
      await page.waitForSelector('.search-result')
      await page.screenshot({ path: join(SHOTS, `search-open-phone-${theme}.png`) })
    } finally {
      await close()
    }
  }
})

test('↑/↓ move the selection and wrap; Enter navigates to the result and closes', async () => {
  const { page, close } = await open(fixture, '/guide/start')
  try {
    await page.keyboard.press('/')
    await typeQuery(page, 'page')
    await page.waitForFunction(() => document.querySelectorAll('.search-result').length >= 3)
    const ids = await page.locator('.search-result').evaluateAll((els) => els.map((e) => e.id))
    assert.is(await selectedText(page), ids[0], 'first result selected after a new query')
    await page.keyboard.press('ArrowUp')
    assert.is(await selectedText(page), ids.at(-1), '↑ from the first wraps to the last')
    await page.keyboard.press('ArrowDown')
    assert.is(await selectedText(page), ids[0], '↓ from the last wraps to the first')
    await page.keyboard.press('ArrowDown')
    assert.is(await selectedText(page), ids[1])
    const href = await page.locator('.search-result[aria-selected="true"] a').getAttribute('href')
    await Promise.all([page.waitForURL((url) => url.pathname + url.hash === href), page.keyboard.press('Enter')])
    assert.not.ok(await isOpen(page))
  } finally {
    await close()
  }
})

test('a Cmd/Ctrl-click on a result keeps the dialog open', async () => {
  const { page, context, close } = await open(fixture, '/guide/start')
  try {
    await page.keyboard.press('/')
    await typeQuery(page, 'alpha')
    await page.waitForSelector('.search-result a')
    const url = page.url()
    const popup = context.waitForEvent('page', { timeout: 3000 }).catch(() => undefined)
    await page.click('.search-result a', { modifiers: ['ControlOrMeta'] })
    await popup
    assert.ok(await isOpen(page))
    assert.is(page.url(), url)
  } finally {
    await close()
  }
})

test('Cmd+Backspace clears the query; no hits show the message with the query', async () => {
  const { page, close } = await open(fixture, '/guide/start')
  try {
    await page.keyboard.press('/')
    await typeQuery(page, 'zzqqxxnothing')
    await page.waitForFunction(() => document.querySelector('.search-status')?.textContent?.includes('No results'))
    assert.is(await page.textContent('.search-status'), 'No results for "zzqqxxnothing"')
    await page.keyboard.press('Meta+Backspace')
    assert.is(await page.inputValue('.search-input'), '')
  } finally {
    await close()
  }
})

test('the query is kept in sessionStorage and the detail view toggle in localStorage, across reloads', async () => {
  const { page, close } = await open(fixture, '/guide/start')
  try {
    await page.keyboard.press('/')
    await typeQuery(page, 'beta')
    await page.waitForSelector('.search-result')
    assert.is(await page.evaluate(() => sessionStorage.getItem('filterText')), '"beta"')
    assert.is(await page.getAttribute('.search-detail-toggle', 'aria-pressed'), 'true', 'detail view on by default')
    assert.ok(await page.locator('.search-result-excerpt').count())
    await page.click('.search-detail-toggle')
    assert.is(await page.evaluate(() => localStorage.getItem('showDetailView')), 'false')
    assert.is(await page.locator('.search-result-excerpt').count(), 0)
    await page.reload({ waitUntil: 'load' })
    await page.keyboard.press('/')
    await page.waitForSelector(dialog)
    assert.is(await page.inputValue('.search-input'), 'beta')
    assert.is(await page.getAttribute('.search-detail-toggle', 'aria-pressed'), 'false')
  } finally {
    await close()
  }
})

test('the index is fetched once per page view (idle warm-up or first open, never both), after load', async () => {
  const requests: string[] = []
  const { page, close } = await open(fixture, '/guide/start', {
    beforeLoad: (p) => p.on('request', (r) => r.url().includes('/.vocs/search-index-') && requests.push(r.url())),
  })
  try {
    await page.waitForTimeout(1500)
    for (let i = 0; i < 2; i++) {
      await page.keyboard.press('/')
      await typeQuery(page, 'alpha')
      await page.waitForSelector('.search-result')
      await page.keyboard.press('Escape')
      await page.waitForSelector(dialog, { state: 'detached' })
      await page.evaluate(() => sessionStorage.clear())
    }
    assert.is(requests.length, 1, requests.join('\n'))
  } finally {
    await close()
  }
})

test.run()
