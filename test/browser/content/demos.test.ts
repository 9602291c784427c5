// The performance demos in Chromium on the built site: each demo runs for each library and shows figures that
// change between runs (they are measured, not stored), Recoil's absence from FPS is explained with the real error,
// Stop works mid-run, and leaving the page stops the animation loop. Screenshots in light/dark, desktop/phone.
import { mkdirSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { join } from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../../build/build-site.ts'
import { staticHostApp } from '../../../build/preview/static-host.ts'
import { launchBrowser } from '../../support/browser.ts'
import { tempDir } from '../../support/temp-dir.ts'

const ROOT = join(import.meta.dirname, '../../..')
const SHOTS = join(ROOT, 'test-output/screenshots')
const PATH = '/valdres-react/performance'

let browser: Browser
let server: Server
let base: string
let out: string

test.before(async () => {
  browser = await launchBrowser()
  out = tempDir('demos-site-')
  await buildSite({ root: ROOT, out })
  server = staticHostApp(out).listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  mkdirSync(SHOTS, { recursive: true })
})

test.after(async () => {
  await browser?.close()
  await new Promise((r) => (server ? server.close(r) : r(undefined)))
  if (out) rmSync(out, { recursive: true, force: true })
})

async function open(options: { theme?: 'light' | 'dark'; width?: number; height?: number } = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 900 } })
  await context.route(
    (url) => !url.href.startsWith(base),
    (route) => route.abort(),
  )
  if (options.theme) await context.addInitScript((t) => localStorage.setItem('vocs.theme', t), options.theme)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(`${base}${PATH}`, { waitUntil: 'load' })
  return { page, errors }
}

/** The page island of each demo, found by the module its chunk is made from (the page uses them by name). */
const MODULES: Record<string, string> = { 'fps-demo': 'FpsDemo', 'memory-demo': 'MemoryDemo', 'provider-init-demo': 'ProviderInitDemo' }

/** The demo panel inside an island, scrolled into view and hydrated (the default `visible` trigger). */
async function demo(page: Page, island: string): Promise<Locator> {
  const selector = `vellum-island[data-src*="/${MODULES[island]}-"]`
  const panel = page.locator(selector).locator('section.demo')
  await panel.scrollIntoViewIfNeeded()
  await page.waitForSelector(`${selector}[data-hydrated]`, { state: 'attached', timeout: 15_000 })
  return panel
}

const state = (d: Locator) => d.getAttribute('data-demo-state')
async function waitState(d: Locator, wanted: string, timeout = 60_000) {
  const end = Date.now() + timeout
  while ((await state(d)) !== wanted) {
    if (Date.now() > end) throw new Error(`demo state stayed ${await state(d)}, wanted ${wanted}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Runs the FPS demo once, held `holdMs` longer, and returns its row in the results table (the newest, first). */
async function runFps(d: Locator, lib: string, holdMs = 0): Promise<string> {
  const rows = d.locator('tr[data-demo-result]')
  const before = await rows.count()
  await d.getByLabel('Library').selectOption(lib)
  await d.getByLabel('Grid').selectOption('16')
  await d.locator('[data-demo-start]').click()
  await waitState(d, 'running', 15_000)
  await d.page().waitForFunction((el) => /\d/.test(el!.querySelector('[data-demo-value="fps"]')!.textContent!), await d.elementHandle(), { timeout: 15_000 })
  assert.ok((await d.locator('.demo-dot').count()) === 256, 'the grid shows 16 × 16 dots')
  await d.page().waitForTimeout(holdMs)
  await d.locator('[data-demo-stop]').click()
  await waitState(d, 'idle')
  // The row is added in the render after the one that shows the demo idle: read it once it is there.
  await d
    .page()
    .waitForFunction(([el, n]) => (el as Element).querySelectorAll('tr[data-demo-result]').length > (n as number), [await d.elementHandle(), before] as const, {
      timeout: 15_000,
    })
  return (await rows.first().innerText()).trim()
}

for (const lib of ['valdres', 'jotai']) {
  test(`FPS runs ${lib} and shows a frame rate that differs between runs`, async () => {
    const { page, errors } = await open()
    try {
      const d = await demo(page, 'fps-demo')
      const first = await runFps(d, lib)
      // A frame rate capped by the display can read the same twice: the second run is held 1.5 s longer, so its
      // measured duration, and so its row, differ.
      const second = await runFps(d, lib, 1500)
      assert.match(first, /\d+\.\d/)
      assert.is.not(first, second, 'two runs give two measurements')
      const seconds = (row: string) => Number(/([\d.]+) s$/.exec(row)?.[1])
      // Longer, not by how much: on a loaded machine the first run's stop click lands later than asked, so the gap
      // measured can be well under the 1.5 s held (0.7 s once, while other tests ran beside it).
      assert.ok(seconds(second) > seconds(first), `the longer run measures a longer duration: ${first} / ${second}`)
      assert.equal(errors, [])
    } finally {
      await page.context().close()
    }
  })
}

test('FPS with Recoil says why it cannot run, quoting the error the browser raised', async () => {
  const { page } = await open()
  try {
    const d = await demo(page, 'fps-demo')
    await d.getByLabel('Library').selectOption('recoil')
    await d.locator('[data-demo-start]').click()
    await waitState(d, 'unavailable')
    assert.match(await d.locator('[data-demo-unavailable]').innerText(), /React 19\.\d+\.\d+.*__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED/)
    assert.match(await d.locator('[role="status"]').innerText(), /Recoil cannot run/)
  } finally {
    await page.context().close()
  }
})

/** Runs a table demo until every library's time has changed once (at most three runs). */
async function runUntilChanged(d: Locator, count: string, libs: string[]) {
  await d.getByLabel('Atoms').selectOption(count)
  const times = async () =>
    Object.fromEntries(
      await Promise.all(libs.map(async (l) => [l, await d.locator(`tr[data-demo-result="${l}"] [data-demo-value="time"]`).innerText()] as const)),
    )
  const runs: Record<string, string>[] = []
  for (let i = 0; i < 3; i++) {
    await d.locator('[data-demo-start]').click()
    await waitState(d, 'running', 5_000).catch(() => {})
    await waitState(d, 'done')
    runs.push(await times())
    for (const l of libs) assert.match(runs.at(-1)![l]!, /^[\d,.]+ ms$/, `${l} shows a time`)
    if (runs.length > 1 && libs.every((l) => runs.some((r) => r[l] !== runs[0]![l]))) return runs
  }
  throw new Error(`times did not change over three runs: ${JSON.stringify(runs)}`)
}

test('Memory runs every library and shows times that change between runs', async () => {
  const { page, errors } = await open()
  try {
    const d = await demo(page, 'memory-demo')
    await runUntilChanged(d, '1000', ['valdres', 'jotai', 'recoil'])
    assert.match(await d.locator('tr[data-demo-result="valdres"] [data-demo-value="heap"]').innerText(), /KB|MB|no change seen/)
    await d.getByLabel('Atoms').selectOption('10000')
    await d.locator('[data-demo-start]').click()
    await waitState(d, 'done')
    assert.match(await d.locator('tr[data-demo-result="recoil"]').innerText(), /not run above 1,000 atoms/)
    assert.equal(errors, [])
  } finally {
    await page.context().close()
  }
})

test('Memory can be stopped mid-run: the page answers and the partial count is shown', async () => {
  const { page } = await open()
  try {
    const d = await demo(page, 'memory-demo')
    await d.getByLabel('Atoms').selectOption('1000000')
    await d.locator('[data-demo-start]').click()
    await page
      .waitForFunction((el) => / of 1,000,000 atoms/.test(el!.textContent!), await d.elementHandle(), { timeout: 15_000 })
      .catch(async (e) => {
        throw new Error(`${(e as Error).message}: ${await d.innerText()}`)
      })
    await d.locator('[data-demo-stop]').click()
    await waitState(d, 'done')
    assert.match(await d.locator('[role="status"]').innerText(), /^Stopped\./)
    assert.match(await d.locator('tr[data-demo-result="valdres"]').innerText(), /\(stopped\)/)
  } finally {
    await page.context().close()
  }
})

test('Provider init runs every library and shows times that change between runs', async () => {
  const { page, errors } = await open()
  try {
    const d = await demo(page, 'provider-init-demo')
    await runUntilChanged(d, '1000', ['valdres', 'jotai', 'recoil'])
    assert.equal(errors, [])
  } finally {
    await page.context().close()
  }
})

test('leaving the page stops the FPS loop (pagehide, and back from another page)', async () => {
  const { page } = await open()
  try {
    const d = await demo(page, 'fps-demo')
    await d.getByLabel('Library').selectOption('valdres')
    await d.getByLabel('Grid').selectOption('8')
    const frames = () => page.evaluate(() => (window as unknown as { __frames: number }).__frames)
    // Count animation frames requested by the page from here on.
    await page.evaluate(() => {
      const w = window as unknown as { __frames: number }
      w.__frames = 0
      const raf = window.requestAnimationFrame.bind(window)
      window.requestAnimationFrame = (cb) => {
        w.__frames++
        return raf(cb)
      }
    })
    await d.locator('[data-demo-start]').click()
    await waitState(d, 'running')
    await page.waitForFunction(() => (window as unknown as { __frames: number }).__frames > 10)
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })))
    await waitState(d, 'idle')
    const after = await frames()
    await page.waitForTimeout(300)
    assert.ok((await frames()) - after <= 1, 'no more animation frames once the page was hidden')
    assert.is(await d.locator('.demo-dot').count(), 0)

    await d.locator('[data-demo-start]').click()
    await waitState(d, 'running')
    await page.goto(`${base}/valdres-react/introduction`)
    await page.goBack()
    const back = await demo(page, 'fps-demo')
    await page.waitForTimeout(300)
    assert.is(await state(back), 'idle', 'the demo is not running after coming back')
  } finally {
    await page.context().close()
  }
})

for (const theme of ['light', 'dark'] as const) {
  for (const [name, width, height] of [
    ['desktop', 1280, 900],
    ['phone', 390, 844],
  ] as const) {
    test(`screenshots: demos at ${name} (${theme}), no horizontal scroll`, async () => {
      const { page } = await open({ theme, width, height })
      try {
        const fps = await demo(page, 'fps-demo')
        await fps.getByLabel('Grid').selectOption('32')
        await fps.locator('[data-demo-start]').click()
        await page.waitForTimeout(1500)
        await fps.screenshot({ path: join(SHOTS, `demos-fps-${name}-${theme}.png`) })
        await fps.locator('[data-demo-stop]').click()
        const provider = await demo(page, 'provider-init-demo')
        await provider.locator('[data-demo-start]').click()
        await waitState(provider, 'done')
        await provider.screenshot({ path: join(SHOTS, `demos-provider-${name}-${theme}.png`) })
        const memory = await demo(page, 'memory-demo')
        await memory.getByLabel('Atoms').selectOption('1000')
        await memory.locator('[data-demo-start]').click()
        await waitState(memory, 'done')
        await memory.screenshot({ path: join(SHOTS, `demos-memory-${name}-${theme}.png`) })
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        assert.is(overflow, 0, `horizontal overflow of ${overflow}px`)
      } finally {
        await page.context().close()
      }
    })
  }
}

test.run()
