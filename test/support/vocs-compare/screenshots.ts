// Screenshots of pages built by Vocs and by this tool, side by side in one image per page, viewport and colour scheme
// (desktop 1280×800 and phone 390×844, light and dark), to look at what the comparison cannot read. Chromium, Node:
//
//   npx tsx test/support/vocs-compare/screenshots.ts OURS_OUT VOCS_OUT OUT_DIR /route [/route…]
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { launchChromium } from '../browser.ts'
import { serveStatic } from '../static-server.ts'

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const
const SCHEMES = ['light', 'dark'] as const

async function shoot(browser: Browser, url: string, viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS], colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({ viewport, colorScheme, deviceScaleFactor: 1 })
  const page = await context.newPage()
  // Nothing leaves the machine: a site's remote fonts and images fail at once instead of timing out.
  await page.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort()))
  // Vocs keeps the reader's scheme in localStorage; with none it follows the system's, as this tool does.
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(800)
  const png = await page.screenshot()
  await context.close()
  return png
}

/** One image: Vocs's page on the left, this tool's on the right, each under its name. */
async function sideBySide(browser: Browser, vocs: Buffer, ours: Buffer, width: number) {
  const page = await browser.newPage({ viewport: { width: width * 2 + 24, height: 200 } })
  const img = (png: Buffer, label: string) =>
    `<figure style="margin:0"><figcaption style="font:16px sans-serif;padding:4px">${label}</figcaption><img style="display:block;border:1px solid #888" src="data:image/png;base64,${png.toString('base64')}"></figure>`
  await page.setContent(`<body style="margin:0;display:flex;gap:20px;background:#fff">${img(vocs, 'Vocs')}${img(ours, 'this tool')}</body>`)
  const png = await page.screenshot({ fullPage: true })
  await page.close()
  return png
}

async function main([ours, vocs, out, ...routes]: string[]) {
  if (!ours || !vocs || !out || !routes.length) {
    console.error('usage: screenshots.ts OURS_OUT VOCS_OUT OUT_DIR /route [/route…]')
    process.exit(2)
  }
  mkdirSync(out, { recursive: true })
  const [ourServer, vocsServer] = await Promise.all([serveStatic(ours), serveStatic(vocs)])
  const browser = await launchChromium()
  try {
    for (const route of routes) {
      for (const [name, viewport] of Object.entries(VIEWPORTS)) {
        for (const scheme of SCHEMES) {
          const [a, b] = [await shoot(browser, vocsServer.url + route, viewport, scheme), await shoot(browser, ourServer.url + route, viewport, scheme)]
          const file = join(out, `${route.replace(/^\/$/, 'index').replace(/^\//, '').replaceAll('/', '_')}-${name}-${scheme}.png`)
          writeFileSync(file, await sideBySide(browser, a, b, viewport.width))
          console.log(file)
        }
      }
    }
  } finally {
    await browser.close()
    await Promise.all([ourServer.close(), vocsServer.close()])
  }
}

await main(process.argv.slice(2))
