// Tailwind's preflight resets what the browser gives every element (list markers, link underlines, margins). On a
// site whose styles.css imports Tailwind it sits in a layer below the tool's, so every page must look exactly as it
// does without Tailwind: each page of two builds, one with `@import "tailwindcss"` and one without, is screenshotted
// in Chromium (desktop and phone, light and dark) and the pictures must be the same, pixel for pixel.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../build/build-site.ts'
import { launchBrowser } from '../support/browser.ts'
import { copyFixture, type FixtureCopy, writeFiles } from '../support/fixture-copy.ts'
import { type StaticServer, serveStatic } from '../support/static-server.ts'
import { ROOT, SHOTS } from './chrome-site.ts'

/** The Markdown fixtures that are whole pages, each a page of the Vocs fixture site beside its landing page. */
const MARKDOWN = ['authors', 'callouts', 'code-blocks', 'code-group', 'details', 'footnotes-tables-lists', 'headings', 'steps']
const ROUTES = ['/', '/shelves', ...MARKDOWN.map((name) => `/${name}`), '/mdx-components']

let browser: Browser
const sites: { copy: FixtureCopy; server: StaticServer }[] = []

async function site(styles?: string): Promise<{ copy: FixtureCopy; server: StaticServer }> {
  const copy = copyFixture('vocs-looks')
  const pages: Record<string, string> = {}
  for (const name of MARKDOWN) pages[`docs/pages/${name}.md`] = readFileSync(join(ROOT, 'test/fixtures/markdown', name, 'input.md'), 'utf8')
  pages['docs/pages/mdx-components.mdx'] = readFileSync(join(ROOT, 'test/fixtures/markdown/mdx-components/input.mdx'), 'utf8')
  writeFiles(copy.root, pages)
  if (styles !== undefined) writeFileSync(join(copy.root, 'docs/styles.css'), styles)
  await buildSite({ root: copy.root, out: copy.out })
  return { copy, server: await serveStatic(copy.out) }
}

test.before(async () => {
  browser = await launchBrowser()
  sites.push(await site(), await site('@import "tailwindcss";\n'))
})

test.after(async () => {
  await browser?.close()
  for (const { copy, server } of sites) {
    await server.close()
    rmSync(copy.root, { recursive: true, force: true })
  }
})

test('the stylesheet really holds Tailwind’s preflight, in its layer below the tool’s', () => {
  const css = (copy: FixtureCopy) => {
    const href = /href="\/(assets\/style\.[^"]+\.css)"/.exec(copy.read('index.html'))?.[1]
    assert.ok(href, 'a stylesheet link')
    return copy.read(href)
  }
  assert.match(css(sites[1]!.copy), /@layer base\{\*,:after,:before,::backdrop/)
  assert.not.match(css(sites[0]!.copy), '@layer base')
})

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${width}px, ${scheme}: every page looks the same with Tailwind as without`, async () => {
      const page = await browser.newPage({ viewport: { width, height }, colorScheme: scheme })
      try {
        const differ: string[] = []
        for (const route of ROUTES) {
          const shots: Buffer[] = []
          for (const { server } of sites) {
            await page.goto(`${server.url}${route}`, { waitUntil: 'load' })
            await page.evaluate(() => document.fonts.ready)
            shots.push(await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }))
          }
          if (shots[0]!.equals(shots[1]!)) continue
          const name = `tailwind-${route.slice(1) || 'home'}-${width}-${scheme}`
          writeFileSync(join(SHOTS, `${name}-without.png`), shots[0]!)
          writeFileSync(join(SHOTS, `${name}-with.png`), shots[1]!)
          differ.push(`${route} (${name}-with.png)`)
        }
        assert.equal(differ, [], `pages that look different with Tailwind: ${differ.join(', ')}`)
      } finally {
        await page.close()
      }
    })
  }
}

test.run()
