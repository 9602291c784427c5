// Total Blocking Time the way Lighthouse's mobile run measures it, approximated in Chromium: a 390×844 touch
// viewport, the CPU slowed 4×, long tasks (over 50 ms) observed from the start; TBT is the sum of their time past
// 50 ms after first contentful paint, over load plus 5 s of quiet. A benchmark: nothing passes or fails.
import { PHONE, startFixture } from '../test/browser/e2e/fixture.ts'

const PATHS = ['/guide/start', '/']
const QUIET_MS = 5000

// Plain source text (not a function) so the TypeScript loader adds nothing the page would lack.
const OBSERVE = `
  window.__longTasks = []
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration }) })
    .observe({ type: 'longtask', buffered: true })
`

export async function benchBlockingTime(): Promise<void> {
  const fixture = await startFixture()
  try {
    for (const path of PATHS) {
      const context = await fixture.browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 1 })
      try {
        await context.route(
          (url) => !url.href.startsWith('http://127.0.0.1'),
          (route) => route.abort(),
        )
        await context.addInitScript({ content: OBSERVE })
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await page.goto(`${fixture.server.url}${path}`, { waitUntil: 'load' })
        await page.waitForTimeout(QUIET_MS)
        const r = (await page.evaluate(`(() => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]
          const after = fcp ? fcp.startTime : 0
          const tasks = window.__longTasks.filter((t) => t.start + t.duration > after)
          const tbt = tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)
          return { fcpMs: fcp ? Math.round(fcp.startTime) : null, longTasks: tasks.length, tbtMs: Math.round(tbt) }
        })()`)) as { fcpMs: number | null; longTasks: number; tbtMs: number }
        console.log(JSON.stringify({ bench: 'blocking-time', site: 'runtime-fixture', path, device: 'phone, 4x CPU slowdown', ...r }))
      } finally {
        await context.close()
      }
    }
  } finally {
    await fixture.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBlockingTime()
