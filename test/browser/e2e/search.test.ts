// The search island in Chromium on the built fixture site: nothing of search loads before intent, every way it
// opens (first press counts, keys typed while it loads are kept, Escape always wins), `/` in text fields, every key
// of the open dialog (Tab kept inside, the backdrop), where results live, the no-hit message, the stored query, its kept hits and detail view, the index
// fetched once per page view, and axe on the open dialog.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { DESKTOP, type Fixture, hydrated, open, PHONE, REPO, SHOTS, startFixture } from './fixture.ts'

const AXE = readFileSync(join(REPO, 'node_modules/axe-core/axe.min.js'), 'utf8')
const VIEWPORTS = [
  { name: 'desktop', viewport: DESKTOP },
  { name: 'phone', viewport: PHONE },
] as const

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

/** `/`, then `query` typed into the dialog, until its first results show. */
async function slashSearch(page: Page, query: string) {
  await page.keyboard.press('/')
  await typeQuery(page, query)
  await page.waitForSelector('.search-result')
}

const selectedText = (page: Page) => page.locator('[role="option"][aria-selected="true"]').getAttribute('id')

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

const isSearchCode = (url: string) => /\/\.vocs\/search-index[-.]|\/assets\/(SearchIsland|hydrate)\./.test(new URL(url).pathname)

test('nothing of search (index, engine, island code) nor any page is fetched before intent; hovering the button loads the code only', async () => {
  const requests: string[] = []
  const { page, close } = await open(fixture, '/guide/start', { beforeLoad: (p) => p.on('request', (r) => requests.push(r.url())) })
  try {
    await page.waitForTimeout(2500)
    assert.equal(requests.filter(isSearchCode), [], 'search fetched at idle')
    assert.is(await page.locator('link[rel="prefetch"]').count(), 0, 'no prefetch links at idle')
    assert.ok(!requests.some((u) => /\/docs\/guide\/(alpha|beta|filler-\d+)$/.test(new URL(u).pathname)), 'no page fetched at idle')
    await page.hover('.search-button')
    await page.waitForFunction(() => document.querySelector('[data-island="search"][data-hydrated]'))
    assert.ok(
      requests.some((u) => /\/assets\/SearchIsland\./.test(u)),
      'the island code loads on hover',
    )
    assert.not.ok(
      requests.some((u) => u.includes('/.vocs/search-index')),
      'no index before the dialog opens',
    )
    assert.not.ok(await isOpen(page), 'hover opens nothing')
    await page.keyboard.press('/')
    await page.waitForSelector(dialog)
  } finally {
    await close()
  }
})

test('Save-Data: hovering the search button loads nothing ahead; asking for the dialog still opens it', async () => {
  const requests: string[] = []
  const { page, close } = await open(fixture, '/guide/start', {
    init: () => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    beforeLoad: (p) => p.on('request', (r) => requests.push(r.url())),
  })
  try {
    await page.hover('.search-button')
    await page.waitForTimeout(800)
    assert.equal(requests.filter(isSearchCode), [])
    await page.click('.search-button')
    await page.waitForSelector(dialog)
  } finally {
    await close()
  }
})

for (const { name, viewport } of VIEWPORTS) {
  test(`${name}: \`/\` then Escape at once leaves the dialog closed, whenever the island arrives`, async () => {
    const { page, close } = await open(fixture, '/guide/start', { viewport })
    try {
      await page.keyboard.press('/')
      await page.keyboard.press('Escape')
      await hydrated(page, 'search')
      await page.waitForTimeout(300)
      assert.not.ok(await isOpen(page), 'Escape won')
      // And the shortcut still works afterwards.
      await page.keyboard.press('/')
      await page.waitForSelector(dialog)
    } finally {
      await close()
    }
  })

  test(`${name}: keys typed while search loads become the query (none lost), and Backspace edits it`, async () => {
    const { page, close } = await open(fixture, '/guide/start', { viewport })
    try {
      await page.keyboard.press('/')
      await page.keyboard.type('alphx')
      await page.keyboard.press('Backspace')
      await page.keyboard.type('a')
      await page.waitForSelector('.search-result')
      assert.is(await page.inputValue('.search-input'), 'alpha')
      // Typing goes on in the input once it is there.
      await page.keyboard.type(' page')
      assert.is(await page.inputValue('.search-input'), 'alpha page')
    } finally {
      await close()
    }
  })

  test(`${name}: \`/\` typed into any text field types a slash and does not open search`, async () => {
    const { page, close } = await open(fixture, '/guide/start', { viewport })
    try {
      await page.evaluate(() => {
        const main = document.querySelector('main')!
        main.insertAdjacentHTML('afterbegin', '<input id="f-input"><textarea id="f-area"></textarea><div id="f-edit" contenteditable="true"></div>')
        // A component's own field inside its shadow root (a demo's widget): the key's target is the host element.
        const host = document.createElement('x-demo')
        host.id = 'f-shadow'
        host.attachShadow({ mode: 'open' }).innerHTML = '<input id="inner">'
        main.prepend(host)
      })
      const fields: [string, () => Promise<string>][] = [
        ['#f-input', () => page.inputValue('#f-input')],
        ['#f-area', () => page.inputValue('#f-area')],
        ['#f-edit', () => page.locator('#f-edit').innerText()],
        ['#f-shadow input', () => page.locator('#f-shadow input').inputValue()],
      ]
      for (const [selector, value] of fields) {
        await page.focus(selector)
        await page.keyboard.type('a/b')
        await page.waitForTimeout(150)
        assert.is((await value()).trim(), 'a/b', selector)
        assert.not.ok(await isOpen(page), `opened from ${selector}`)
      }
      // Still not once the island is in place (woken here by the button's focus, then the field takes focus again).
      await page.focus(name === 'phone' ? '.search-icon-button' : '.search-button')
      await hydrated(page, 'search')
      for (const [selector, value] of fields) {
        await page.focus(selector)
        await page.keyboard.type('/')
        assert.is((await value()).split('/').length, 3, selector)
        assert.not.ok(await isOpen(page), `opened from ${selector} after hydration`)
      }
    } finally {
      await close()
    }
  })
}

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

test('modal without an inert page: Tab and Shift+Tab stay inside, the backdrop covers the page and a click on it closes', async () => {
  const { page, close } = await open(fixture, '/guide/start')
  try {
    await page.click('.search-button')
    await typeQuery(page, 'alpha')
    await page.waitForSelector('.search-result')
    assert.is(await page.locator(dialog).getAttribute('aria-modal'), 'true')
    assert.ok(await page.evaluate(() => document.querySelector('.search-dialog')!.matches(':popover-open')), 'in the top layer')
    const focusedInside = () => page.evaluate(() => !!document.activeElement?.closest('.search-dialog'))
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      assert.ok(await focusedInside(), `Tab ${i + 1} keeps focus in the dialog`)
    }
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift+Tab')
      assert.ok(await focusedInside(), `Shift+Tab ${i + 1} keeps focus in the dialog`)
    }
    // What the pointer hits beside the panel is the dialog (the backdrop), not the page's links behind it.
    const hit = await page.evaluate(() => document.elementFromPoint(8, 400)?.className)
    assert.is(hit, 'search-dialog')
    // The page behind does not scroll: not by a wheel over the backdrop, nor by Page Down in the input.
    assert.ok(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight + 200), 'the page behind can scroll')
    await page.mouse.move(8, 400)
    await page.mouse.wheel(0, 600)
    await page.keyboard.press('PageDown')
    await page.waitForTimeout(300)
    assert.is(await page.evaluate(() => scrollY), 0, 'the page behind did not scroll')
    await page.mouse.click(8, 400)
    await page.waitForSelector(dialog, { state: 'detached' })
    assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('search-button')), 'focus back on the button')
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
    // Every result listed (the first render lists only the first rows with excerpts): as many as the status counts.
    await page.waitForFunction(() => {
      const rows = document.querySelectorAll('.search-result').length
      return rows >= 3 && `${rows} results` === document.querySelector('.search-status')?.textContent
    })
    const ids = await page.locator('.search-result [role="option"]').evaluateAll((els) => els.map((e) => e.id))
    assert.is(await selectedText(page), ids[0], 'first result selected after a new query')
    await page.keyboard.press('ArrowUp')
    assert.is(await selectedText(page), ids.at(-1), '↑ from the first wraps to the last')
    await page.keyboard.press('ArrowDown')
    assert.is(await selectedText(page), ids[0], '↓ from the last wraps to the first')
    await page.keyboard.press('ArrowDown')
    assert.is(await selectedText(page), ids[1])
    const href = await page.locator('[role="option"][aria-selected="true"]').getAttribute('href')
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
    await slashSearch(page, 'beta')
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

test("the next page view opens with the kept query's hits in the dialog's first render, before any index file arrives", async () => {
  const { page, close } = await open(fixture, '/guide/start')
  try {
    await slashSearch(page, 'alpha')
    const hrefs = () => page.locator('.search-result a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    const first = await hrefs()
    // The index files of the next page view never arrive: what shows is what the session kept.
    await page.route('**/.vocs/search-index*', () => {})
    await page.goto(page.url(), { waitUntil: 'load' })
    await page.keyboard.press('/')
    await page.waitForSelector('.search-result')
    assert.equal(await hrefs(), first)
    assert.is(await page.getAttribute('[role="option"][aria-selected="true"]', 'href'), first[0], 'the first one selected')

    // With the index reachable, the dialog starts the query worker itself once listed: the next query is answered.
    await page.unroute('**/.vocs/search-index*')
    await page.goto(page.url(), { waitUntil: 'load' })
    await page.keyboard.press('/')
    await page.waitForSelector('.search-result')
    await page.keyboard.type('beta')
    await page.waitForFunction(() => document.querySelector('.search-result-title')?.textContent?.includes('Beta'))
  } finally {
    await close()
  }
})

test('the manifest is fetched once per page view, only after the reader asks, and each chunk once', async () => {
  const requests: string[] = []
  const { page, close } = await open(fixture, '/guide/start', {
    beforeLoad: (p) => p.on('request', (r) => r.url().includes('/.vocs/search-index') && requests.push(r.url())),
  })
  try {
    await page.waitForTimeout(1500)
    assert.equal(requests, [], 'nothing before intent')
    for (let i = 0; i < 2; i++) {
      await slashSearch(page, 'alpha')
      await page.keyboard.press('Escape')
      await page.waitForSelector(dialog, { state: 'detached' })
      await page.evaluate(() => sessionStorage.clear())
    }
    assert.ok(requests.length >= 3, requests.join('\n'))
    assert.is(new Set(requests).size, requests.length, `fetched twice: ${requests.join('\n')}`)
    assert.match(new URL(requests[0]!).pathname, /^\/docs\/\.vocs\/search-index\.json$/)
  } finally {
    await close()
  }
})

/** Records every request of the page and of its workers, in order, by path. */
function watchInto(page: Page, paths: string[]): void {
  page.on('request', (r) => paths.push(new URL(r.url()).pathname))
}

async function waitFor(condition: () => boolean, ms = 10_000): Promise<void> {
  for (const end = Date.now() + ms; !condition(); await new Promise((r) => setTimeout(r, 20))) {
    if (Date.now() > end) throw new Error('timed out')
  }
}

/** Index files the page's own thread fetched (a worker's fetches are in the worker's timeline, not the page's). */
const indexFetchedByPage = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/.vocs/search-index')).length)

test("queries run in a worker: results show, and the page's own thread fetched no index file", async () => {
  const paths: string[] = []
  const { page, close, problems } = await open(fixture, '/guide/start', { beforeLoad: (p) => watchInto(p, paths) })
  try {
    await slashSearch(page, 'alpha')
    assert.ok(
      page.workers().some((w) => /\/assets\/query-worker\.\w+\.js#/.test(w.url())),
      `a search worker: ${page.workers().map((w) => w.url())}`,
    )
    assert.ok(
      paths.some((p) => p.includes('/.vocs/search-index-docs-')),
      'the index was fetched',
    )
    assert.is(await indexFetchedByPage(page), 0, 'by the worker, not the page')
    assert.equal(problems, [])
  } finally {
    await close()
  }
})

for (const [name, options] of [
  ['without Worker', { init: () => Reflect.deleteProperty(window, 'Worker') }],
  [
    'when starting a worker throws (as a content security policy makes it)',
    {
      init: () => {
        window.Worker = class {
          constructor() {
            throw new DOMException('blocked', 'SecurityError')
          }
        } as unknown as typeof Worker
      },
    },
  ],
  [
    'when the worker fails as it starts',
    {
      init: () => {
        const Real = window.Worker
        window.Worker = class extends Real {
          constructor(_url: string | URL, options?: WorkerOptions) {
            super('data:text/javascript,throw new Error("no search here")', options)
          }
        }
      },
    },
  ],
] as const) {
  test(`${name}, the page's own thread answers the query`, async () => {
    const { page, close } = await open(fixture, '/guide/start', options)
    try {
      await slashSearch(page, 'alpha')
      assert.ok((await indexFetchedByPage(page)) >= 2, 'the manifest and chunks, fetched by the page')
      assert.match((await page.locator('.search-result mark').first().textContent()) ?? '', /^alpha/i)
    } finally {
      await close()
    }
  })
}

test('a short query is answered without the typo engine (Orama), which loads after its records; a slip in a longer word is then forgiven', async () => {
  const paths: string[] = []
  const { page, close } = await open(fixture, '/guide/start', { beforeLoad: (p) => watchInto(p, paths) })
  try {
    await slashSearch(page, 'alph')
    await waitFor(() => paths.some((p) => /\/assets\/engine\./.test(p)))
    const engine = paths.findIndex((p) => /\/assets\/engine\./.test(p))
    const lastRecords = paths.findLastIndex((p) => p.includes('/.vocs/search-index-docs-'))
    assert.ok(lastRecords >= 0 && engine > lastRecords, `the engine came after the records: ${paths.join(' ')}`)
    await page.keyboard.press('Meta+Backspace')
    await page.keyboard.type('alphx')
    await page.waitForFunction(() => document.querySelector('.search-result mark')?.textContent?.toLowerCase() === 'alpha')
  } finally {
    await close()
  }
})

test('results say where they live (the sidebar group above the page) and highlight only the words the query matched', async () => {
  const { page, close } = await open(fixture, '/guide/start')
  try {
    await slashSearch(page, 'alpha')
    const first = page.locator('.search-result').first()
    assert.is(await first.locator('.search-result-package').textContent(), 'Start')
    assert.match((await first.locator('[role="option"]').textContent())!, /, in Start/)
    const marks = await page.locator('.search-result mark').allTextContents()
    assert.ok(marks.length > 0)
    for (const m of marks) assert.match(m, /^alpha/i)
  } finally {
    await close()
  }
})

for (const { name, viewport } of VIEWPORTS) {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe: the open dialog with results, ${name} ${theme}, has no serious or critical violation; Tab stays inside`, async () => {
      const { page, close } = await open(fixture, '/guide/start', { viewport, theme })
      try {
        await slashSearch(page, 'page')
        await page.screenshot({ path: join(SHOTS, `search-results-${name}-${theme}.png`) })
        assert.ok(
          await page.evaluate(() => document.querySelector('.search-dialog')!.matches('[aria-modal="true"]:popover-open')),
          'a modal dialog in the top layer',
        )
        // Tab never leaves the dialog for the page behind it.
        for (let i = 0; i < 6; i++) {
          await page.keyboard.press('Tab')
          assert.ok(await page.evaluate(() => !!document.activeElement?.closest('.search-dialog')))
        }
        await page.addScriptTag({ content: AXE })
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as { axe: { run: (ctx: Element) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }
          ).axe
          const result = await axe.run(document.querySelector('.search-dialog')!)
          return result.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
        })
        assert.equal(violations, [])
      } finally {
        await close()
      }
    })
  }
}

test.run()
