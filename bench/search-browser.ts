// Search where readers feel it, in headless Chromium on a built site served like a CDN (hashed files cacheable
// for a year, as the site's _headers asks): what one docs page downloads before any intent (idle 6 s, gzip, and
// how much of it is search), what the first query fetches, and the time from the `/` shortcut to the results on
// a warm cache with the CPU slowed 4× (a second page view, the kept query showing at once).
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import express from 'express'
import type { Page } from 'playwright-core'
import { resolveStaticFile, staticHostApp } from '../build/preview/static-host.ts'
import { launchChromium } from '../test/support/browser.ts'

export interface BrowserSearchFigures {
  path: string
  /** Everything the page fetched in 6 s without input, gzip -9 of each file as served. */
  beforeIntentGzipBytes: number
  beforeIntentRequests: number
  /** Of that, search (index files and the search island's code). */
  searchBeforeIntentGzipBytes: number
  /** Pages prefetched without intent. */
  prefetchedPages: number
  /** The first query of the page view, typed after `/`: index files and bytes it fetched. */
  firstQuery: { query: string; indexFiles: number; indexGzipBytes: number }
  /** Median ms from the `/` keydown to the first result painted; warm HTTP cache, CPU slowed 4×. */
  shortcutToResultsMs: number
}

/** Serves `dist` as a bucket behind a CDN would with the site's _headers: hashed files immutable, pages short. */
function serve(dist: string): Promise<{ url: string; close: () => Promise<void> }> {
  const app = express()
  app.use((req, res, next) => {
    const hashed = /^\/(assets\/|\.vocs\/search-index-)/.test(req.path)
    res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=60, must-revalidate')
    next()
  })
  app.use(staticHostApp(dist))
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) })
    })
  })
}

const isSearchFile = (path: string) => /\/\.vocs\/search-index[-.]/.test(path) || /\/assets\/(SearchIsland|query|split-index|engine|warm)\./.test(path)

// Plain source text (not a function) so the TypeScript loader adds nothing the page would lack.
const STOPWATCH = `
  window.__shortcut = 0; window.__results = 0
  addEventListener('keydown', (e) => { if (e.key === '/' && !window.__shortcut) window.__shortcut = performance.now() }, true)
  new MutationObserver(() => {
    if (!window.__results && document.querySelector('.search-result')) {
      requestAnimationFrame(() => { window.__results = window.__results || performance.now() })
    }
  }).observe(document, { childList: true, subtree: true })
`

export async function measureSearchInBrowser(dist: string, path: string, query: string, runs = 5): Promise<BrowserSearchFigures> {
  const server = await serve(dist)
  const browser = await launchChromium()
  const gzipOf = (url: string) => {
    const file = resolveStaticFile(dist, new URL(url).pathname)
    return file ? gzipSync(readFileSync(file), { level: 9 }).byteLength : 0
  }
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 })
    await context.addInitScript({ content: STOPWATCH })
    const page = await context.newPage()
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    await page.goto(server.url + path, { waitUntil: 'load' })
    await page.waitForTimeout(6000)
    const before = [...requests]
    const prefetchedPages = await page.locator('link[data-page-prefetch]').count()

    requests.length = 0
    await page.keyboard.press('/')
    await page.waitForSelector('.search-input:focus')
    await page.keyboard.type(query)
    await page.waitForSelector('.search-result', { timeout: 60_000 })
    const index = requests.filter((u) => new URL(u).pathname.includes('/.vocs/search-index'))

    // Warm runs: new page views in the same browser (its HTTP cache), the query kept for the session.
    const cdp = await context.newCDPSession(page)
    const times: number[] = []
    for (let i = 0; i < runs; i++) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      await page.goto(server.url + path, { waitUntil: 'load' })
      await page.waitForTimeout(300)
      // The stopwatch is read through Playwright, whose script is evaluated in a new document on first use: done
      // here, or that evaluation (about 45 ms at 4×) falls between the shortcut and the results and is counted.
      await page.waitForFunction('true')
      await page.evaluate('0')
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.keyboard.press('/')
      times.push(await resultsAfterShortcut(page))
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    times.sort((a, b) => a - b)
    return {
      path,
      beforeIntentGzipBytes: before.reduce((sum, u) => sum + gzipOf(u), 0),
      beforeIntentRequests: before.length,
      searchBeforeIntentGzipBytes: before.filter((u) => isSearchFile(new URL(u).pathname)).reduce((sum, u) => sum + gzipOf(u), 0),
      prefetchedPages,
      firstQuery: { query, indexFiles: index.length, indexGzipBytes: index.reduce((sum, u) => sum + gzipOf(u), 0) },
      shortcutToResultsMs: Math.round(times[times.length >> 1]!),
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

async function resultsAfterShortcut(page: Page): Promise<number> {
  await page.waitForFunction('window.__results > 0', undefined, { timeout: 60_000 })
  return (await page.evaluate('window.__results - window.__shortcut')) as number
}

/** A docs page of a built site: the corpus's first page, or the given path. */
export function corpusPagePath(root: string): string {
  const manifest = JSON.parse(readFileSync(join(root, 'content/manifest.json'), 'utf8')) as { url: string }[]
  return manifest[0]!.url
}
