// Builds the chrome fixture site, serves it, and in headless Chromium takes screenshots of the landing page, a
// docs page with every content element and the 404 page at 1280×800 and 390×844 in light and dark; checks that
// phones get no horizontal scroll and that axe-core finds no serious or critical violation.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
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
