// Builds the chrome fixture site, serves it, and in headless Chromium takes screenshots of the landing page, a
// docs page with every content element and the 404 page at 1280×800 and 390×844 in light and dark; checks that
// phones get no horizontal scroll and that axe-core finds no serious or critical violation.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { ROOT, SHOTS, servedChromeSite } from './chrome-site.ts'

const AXE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8')

const PAGES = [
  { name: 'landing', path: '/' },
  { name: 'docs', path: '/guide/elements' },
  { name: '404', path: '/no-such-page' },
]
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]
const THEMES = ['light', 'dark'] as const

const site = servedChromeSite(test)

async function open(viewport: (typeof VIEWPORTS)[number], theme: (typeof THEMES)[number], path: string): Promise<Page> {
  const context = await site().browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  })
  // Only the local server: fonts and other third parties would make screenshots depend on the network.
  await context.route(
    (url) => !url.href.startsWith('http://127.0.0.1'),
    (route) => route.abort(),
  )
  await context.addInitScript((t) => localStorage.setItem('vocs.theme', t), theme)
  const page = await context.newPage()
  await page.goto(`${site().server.url}${path}`, { waitUntil: 'load' })
  return page
}

for (const target of PAGES) {
  for (const viewport of VIEWPORTS) {
    for (const theme of THEMES) {
      test(`${target.name} at ${viewport.name} (${theme}): screenshot, no horizontal scroll, applies the theme`, async () => {
        const page = await open(viewport, theme, target.path)
        try {
          assert.is(await page.evaluate(() => document.documentElement.classList.contains('dark')), theme === 'dark')
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
          assert.is(overflow, 0, `horizontal overflow of ${overflow}px`)
          await page.screenshot({ path: join(SHOTS, `${target.name}-${viewport.name}-${theme}.png`), fullPage: true })
          await page.screenshot({ path: join(SHOTS, `${target.name}-${viewport.name}-${theme}-fold.png`) })
        } finally {
          await page.context().close()
        }
      })
    }
  }
}

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test(`tables at ${viewport.name} (${theme}): a named, focusable scroll region each; a wide one scrolls by keyboard and shows shadows at the edge with more`, async () => {
      const page = await open(viewport, theme, '/guide/elements')
      try {
        const regions = page.locator('.prose .table-scroll')
        assert.is(await regions.count(), 2)
        const names = await regions.evaluateAll((els) =>
          els.map((el) => `${el.getAttribute('role')}:${el.getAttribute('aria-label')}:${(el as HTMLElement).tabIndex}`),
        )
        assert.equal(names, ['region:Tables table:0', 'region:Comparison table:0'])
        const wide = regions.nth(1)
        await wide.scrollIntoViewIfNeeded()
        const overflow = await wide.evaluate((el) => el.scrollWidth - el.clientWidth)
        assert.ok(overflow > 50, `the comparison table is wider than its column (${overflow}px)`)
        // Edge pixels: shaded (lighter on a dark page) at the right edge while there is more to the right, the plain
        // page colour at the left.
        const edges = async () => {
          const box = (await wide.boundingBox())!
          // From 8px left of the frame (the page colour, the reference) across the frame, at its middle height.
          const shot = await page.screenshot({ clip: { x: box.x - 8, y: box.y + box.height / 2 - 2, width: box.width + 8, height: 4 } })
          return page.evaluate(async (png) => {
            const img = new Image()
            img.src = `data:image/png;base64,${png}`
            await img.decode()
            const canvas = new OffscreenCanvas(img.width, img.height)
            const g = canvas.getContext('2d')!
            g.drawImage(img, 0, 0)
            // Inline (no named helper): the test's transform would name it with a function the page lacks.
            const [page, left, right] = [2, 8 + 4, img.width - 5].map((x) => {
              const d = g.getImageData(x, 2, 1, 1).data
              return (d[0]! + d[1]! + d[2]!) / 3
            })
            return { left: left! - page!, right: right! - page! }
          }, shot.toString('base64'))
        }
        const start = await edges()
        const shade = 8
        assert.ok(Math.abs(start.right) >= shade, `a shadow at the right edge: ${JSON.stringify(start)}`)
        assert.ok(Math.abs(start.left) < 2, `none at the left edge: ${JSON.stringify(start)}`)
        await wide.focus()
        for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowRight')
        // The browser scrolls smoothly, so the region may still be moving when the last key is handled.
        const scrolled = await page
          .waitForFunction((el) => (el as HTMLElement).scrollLeft > 0, await wide.elementHandle(), { timeout: 3000 })
          .then(
            () => true,
            () => false,
          )
        assert.ok(scrolled, 'arrow keys scroll the focused region')
        await wide.evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
        const end = await edges()
        assert.ok(Math.abs(end.left) >= shade && Math.abs(end.right) < 2, `at the end the shadow is on the left only: ${JSON.stringify(end)}`)
        await wide.evaluate((el) => el.scrollTo({ left: 0 }))
        await wide.screenshot({ path: join(SHOTS, `table-scroll-${viewport.name}-${theme}.png`) })
      } finally {
        await page.context().close()
      }
    })
  }
}

for (const viewport of VIEWPORTS) {
  test(`landing at ${viewport.name}: the Docs and GitHub buttons are at least 44px tall and 12px apart`, async () => {
    const page = await open(viewport, 'light', '/')
    try {
      const [docs, github] = await page
        .locator('.home-buttons a.button')
        .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().toJSON() as DOMRect))
      assert.ok(docs && github)
      assert.ok(docs.height >= 44 && github.height >= 44, `${docs.height}, ${github.height}`)
      const apart = docs.top === github.top ? github.left - docs.right : github.top - docs.bottom
      assert.ok(apart >= 12, `${apart}px apart`)
    } finally {
      await page.context().close()
    }
  })
}

for (const target of PAGES) {
  for (const viewport of VIEWPORTS) {
    for (const theme of THEMES) {
      test(`axe: ${target.name} at ${viewport.name} (${theme}) has no serious or critical violation`, async () => {
        const page = await open(viewport, theme, target.path)
        try {
          await page.addScriptTag({ content: AXE })
          const violations = await page.evaluate(async () => {
            const result = await (
              window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }
            ).axe.run(document)
            return result.violations
              .filter((v) => v.impact === 'serious' || v.impact === 'critical')
              .map(
                (v) =>
                  `${v.id} (${v.impact}): ${v.nodes
                    .slice(0, 3)
                    .map((n) => n.target.join(' '))
                    .join(', ')}`,
              )
          })
          assert.equal(violations, [])
        } finally {
          await page.context().close()
        }
      })
    }
  }
}

test.run()
