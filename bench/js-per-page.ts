// JavaScript per page, measured in Chromium on the built runtime fixture site (it has every island): the scripts
// the page actually runs (module scripts and dynamic imports; each counted once, gzip -9 of the file served) after
// load plus 3 s idle with no input, then after opening the search dialog and a top-nav menu. Idle prefetches
// (`<link rel=prefetch>`) fetch but do not run, and are printed separately. A benchmark: nothing passes or fails.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { DESKTOP, open, startFixture } from '../test/browser/e2e/fixture.ts'

const PATH = '/guide/start'

export async function benchJsPerPage(): Promise<void> {
  const fixture = await startFixture()
  try {
    const ran = new Set<string>()
    const prefetched = new Set<string>()
    const { page, close } = await open(fixture, PATH, {
      viewport: DESKTOP,
      beforeLoad: (p) =>
        p.on('request', (request) => {
          const url = new URL(request.url())
          if (!url.pathname.endsWith('.js')) return
          ;(request.resourceType() === 'script' ? ran : prefetched).add(url.pathname)
        }),
    })
    const gzipOf = (paths: Set<string>) =>
      [...paths].reduce((sum, path) => sum + gzipSync(readFileSync(join(fixture.out, path.replace(/^\/docs\//, ''))), { level: 9 }).length, 0)
    const line = (phase: string) => ({
      bench: 'js-per-page',
      phase,
      site: 'runtime-fixture',
      path: PATH,
      scripts: ran.size,
      gzipBytes: gzipOf(ran),
      prefetchedGzipBytes: gzipOf(new Set([...prefetched].filter((p) => !ran.has(p)))),
    })
    try {
      await page.waitForTimeout(3000)
      console.log(JSON.stringify(line('before-interaction')))
      await page.keyboard.press('/')
      await page.waitForSelector('.search-dialog')
      await page.keyboard.type('atom')
      await page.waitForSelector('.search-result')
      await page.keyboard.press('Escape')
      await page.hover('.top-nav-trigger')
      await page.waitForSelector('.top-nav-trigger[aria-expanded="true"]')
      await page.waitForTimeout(500)
      console.log(JSON.stringify(line('all-islands')))
    } finally {
      await close()
    }
  } finally {
    await fixture.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchJsPerPage()
