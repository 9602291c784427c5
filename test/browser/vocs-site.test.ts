// A Vocs 1.x site built unchanged (test/fixtures/vocs-site): its config imports from 'vocs' (not installed), the
// folders are Vocs's (docs/pages, docs/public, output docs/dist), Vocs-only keys warn, blank and unknown layouts,
// published remark/rehype plugins run, and the tool's own icons, favicon and fonts ship; in Chromium a page asks no
// host but the one serving it, and its text is set in the self-hosted Inter. Its own layout.tsx and footer.tsx render,
// and the layout's TopNavEnd shows in the top bar on phones and desktops alike. Its accent colour colours links.
import { cpSync, existsSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite, type SiteBuild } from '../../build/build-site.ts'
import { formatError } from '../../build/errors/build-error.ts'
import { launchBrowser } from '../support/browser.ts'
import { serveStatic } from '../support/static-server.ts'
import { tempDir } from '../support/temp-dir.ts'

const REPO = new URL('../..', import.meta.url).pathname
let root: string
let summary: SiteBuild
const read = (path: string) => readFileSync(join(root, 'docs/dist', path), 'utf8')

test.before(async () => {
  root = tempDir('vocs-site-')
  cpSync(join(REPO, 'test/fixtures/vocs-site'), root, { recursive: true })
  // The site's own packages (its Markdown plugins), as a Vocs site has them installed.
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'))
  summary = await buildSite({ root })
})

test('the Vocs layout: output in docs/dist, pages from docs/pages, static files from docs/public', () => {
  assert.is(summary.out, join(root, 'docs/dist'))
  assert.is(summary.pages, 4)
  for (const path of ['index.html', 'guide/getting-started.html', 'blank.html', 'guide/odd-layout.html']) assert.ok(existsSync(join(summary.out, path)), path)
  assert.is(read('logo.svg'), readFileSync(join(root, 'docs/public/logo.svg'), 'utf8'))
})

test('each Vocs-only config key gives one warning naming it and its line; an unknown layout warns and falls back to docs', () => {
  assert.equal(summary.config.warnings.map((w) => w.replace(/^.*vocs\.config\.ts:/, '')).sort(), [
    '12 config key "theme.variables" (Vocs) is not supported and is ignored: theme variables come from the stylesheet',
    '13 config key "vite.server" (Vocs) is not supported and is ignored: the tool does not use Vite; only vite.resolve.alias, vite.define and vite.envPrefix are read',
  ])
  assert.ok(
    summary.warnings.some((w) => /odd-layout\.md:2:9 unknown layout "wide": expected one of docs, landing, minimal, blank; using docs/.test(w)),
    summary.warnings.join('\n'),
  )
  assert.match(read('guide/odd-layout.html'), /data-layout="docs"/)
})

test('layout: blank is the content alone: no top bar, sidebar, outline or footer', () => {
  const html = read('blank.html')
  assert.match(html, /data-layout="blank"/)
  assert.match(html, /<h1[^>]*>Blank page/)
  for (const chrome of ['class="bars"', 'id="sidebar"', 'class="top-bar', '<footer', 'skip-link']) assert.not.ok(html.includes(chrome), chrome)
})

test("the site's layout.tsx wraps every page (with its path and frontmatter), TopNavEnd ends the top bar, footer.tsx ends the footer", () => {
  const docs = new JSDOM(read('guide/getting-started.html')).window.document
  const wrapper = docs.querySelector('[data-site-layout]')
  assert.is(wrapper?.getAttribute('data-site-layout'), '/guide/getting-started')
  assert.is(wrapper?.getAttribute('data-frontmatter-layout'), 'docs')
  assert.ok(wrapper?.querySelector('.top-bar') && wrapper.querySelector('article'), 'the top bar and the content are inside it')
  for (const row of ['.top-bar-desktop', '.top-bar-mobile'])
    assert.is(docs.querySelector(`${row} .top-bar-end .top-nav-end a`)?.getAttribute('href'), 'https://example.org/status', row)
  // The layout's React context reaches the footer: the two are one tree, as in Vocs.
  assert.is(docs.querySelector('footer.docs-footer .fixture-footer')?.textContent, 'Released under the MIT License · fixture edition')
  const landing = new JSDOM(read('index.html')).window.document
  assert.is(landing.querySelector('[data-site-layout]')?.getAttribute('data-frontmatter-layout'), 'landing')
  assert.is(landing.querySelector('footer.site-footer .fixture-footer')?.textContent, 'Released under the MIT License · fixture edition')
  const blank = new JSDOM(read('blank.html')).window.document
  assert.ok(blank.querySelector('[data-site-layout="/blank"]'), 'blank pages are wrapped too')
  assert.not.ok(blank.querySelector('.fixture-footer'), 'a blank page has no footer')
})

test("an error in the site's footer.tsx names its file and line, and the build stops", async () => {
  const broken = tempDir('vocs-site-broken-')
  cpSync(join(REPO, 'test/fixtures/vocs-site'), broken, { recursive: true })
  symlinkSync(join(REPO, 'node_modules'), join(broken, 'node_modules'))
  writeFileSync(join(broken, 'docs/footer.tsx'), 'export default function Footer() {\n  return <p>unclosed\n}\n')
  const error = await buildSite({ root: broken }).then(
    () => undefined,
    (e: Error) => e,
  )
  assert.ok(error, 'the build failed')
  const report = formatError(error, broken)
  assert.match(report, /docs\/footer\.tsx:3:\d+ .*not valid inside a JSX element/, report)
  assert.not.ok(existsSync(join(broken, 'docs/dist')), 'nothing was written')
})

test('a vocs.config.tsx whose banner is a React element: rendered as it is, by the render workers too', async () => {
  const site = tempDir('vocs-site-banner-')
  cpSync(join(REPO, 'test/fixtures/vocs-site/docs'), join(site, 'docs'), { recursive: true })
  writeFileSync(
    join(site, 'vocs.config.tsx'),
    "import { defineConfig } from 'vocs'\n" +
      'export default defineConfig({\n  title: \'Banner\',\n  banner: { content: <span className="launch">Version <b>2</b> is out</span>, dismissable: false },\n})\n',
  )
  const built = await buildSite({ root: site, threads: 1 })
  for (const path of ['index.html', 'guide/getting-started.html']) {
    const banner = new JSDOM(readFileSync(join(built.out, path), 'utf8')).window.document.querySelector('.banner .banner-content')
    assert.is(banner?.innerHTML, '<span class="launch">Version <b>2</b> is out</span>', path)
  }
})

test("the config's published plugins run: remark-emoji turns :tada: into 🎉, rehype-external-links marks external links", () => {
  const html = read('guide/getting-started.html')
  assert.ok(html.includes('🎉 with a published remark plugin'))
  assert.match(html, /<a href="https:\/\/vocs\.dev"[^>]*data-external="yes"/)
  assert.not.match(html, /<a href="\/blank"[^>]*data-external/, 'internal links are left alone')
})

test('the tool ships its icons, a favicon and its fonts; the stylesheet names font files that exist', () => {
  for (const icon of ['arrow-diagonal', 'chevron-down', 'chevron-up', 'link']) assert.ok(existsSync(join(summary.out, `.vocs/icons/${icon}.svg`)), icon)
  assert.ok(existsSync(join(summary.out, 'favicon.ico')))
  assert.match(read('index.html'), /<link rel="icon" href="\/favicon\.ico">/)
  const css = read(`assets/${readdirSync(join(summary.out, 'assets')).find((f) => f.startsWith('style.'))!}`)
  const fonts = [...css.matchAll(/url\((fonts\/[^)]+\.woff2)\)/g)].map((m) => m[1]!)
  assert.ok(fonts.some((f) => f.startsWith('fonts/inter-latin-wght')) && fonts.some((f) => f.startsWith('fonts/fira-code-latin-wght')), fonts.join(' '))
  for (const font of fonts) assert.ok(existsSync(join(summary.out, 'assets', font)), font)
  assert.not.match(css + read('index.html'), /fonts\.(googleapis|gstatic)\.com/)
})

test('in Chromium, pages request nothing outside the host serving them, and text is set in the self-hosted Inter', async () => {
  const server = await serveStatic(summary.out)
  const browser = await launchBrowser()
  const requested: string[] = []
  try {
    const page = await browser.newPage()
    page.on('request', (request) => requested.push(request.url()))
    for (const path of ['/', '/guide/getting-started', '/blank']) {
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' })
      await page.evaluate(() => document.fonts.ready)
      const inter = await page.evaluate(() => [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Inter' && f.status === 'loaded'))
      assert.ok(inter, `Inter loaded on ${path}`)
    }
    const icon = await page.goto(`${server.url}/.vocs/icons/link.svg`)
    assert.is(icon?.status(), 200)
  } finally {
    await browser.close()
    await server.close()
  }
  const outside = requested.filter((url) => !url.startsWith(server.url) && !url.startsWith('data:'))
  assert.equal(outside, [])
  assert.ok(
    requested.some((url) => /\/assets\/fonts\/inter-latin-wght-normal\.[^/]+\.woff2$/.test(url)),
    'the Inter font file was fetched',
  )
})

test("in Chromium, the config's accentColor colours links and the current sidebar entry, in light and dark", async () => {
  const server = await serveStatic(summary.out)
  const browser = await launchBrowser()
  try {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ colorScheme: scheme, viewport: { width: 1280, height: 800 } })
      await page.goto(`${server.url}/guide/getting-started`)
      const link = await page.locator('.prose a[href="/blank"]').evaluate((a) => getComputedStyle(a).color)
      const current = await page.locator('.sidebar-link[aria-current="page"]').evaluate((a) => getComputedStyle(a).color)
      assert.is(link, 'rgb(255, 102, 0)', `${scheme}: a link in the text`)
      assert.is(current, 'rgb(255, 102, 0)', `${scheme}: the current sidebar entry`)
      await page.close()
    }
  } finally {
    await browser.close()
    await server.close()
  }
})

test("in Chromium, the site's TopNavEnd shows once in the top bar on a phone and on a desktop, beside the bar's buttons", async () => {
  const server = await serveStatic(summary.out)
  const browser = await launchBrowser()
  try {
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      const page = await browser.newPage({ viewport: { width, height } })
      await page.goto(`${server.url}/guide/getting-started`, { waitUntil: 'load' })
      // No named helpers inside: the test's transform would name them with a function the page does not have.
      const layout = await page.evaluate(() => ({
        ends: [...document.querySelectorAll('.top-nav-end a[href="https://example.org/status"]')]
          .filter((el) => el.checkVisibility() && el.getBoundingClientRect().width > 0)
          .map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
        bar: document.querySelector('.top-bar')!.getBoundingClientRect().toJSON() as DOMRect,
        buttons: [...document.querySelectorAll('.top-bar button, .top-bar .top-nav-item')]
          .filter((el) => el.checkVisibility() && el.getBoundingClientRect().width > 0)
          .map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
      }))
      assert.is(layout.ends.length, 1, `${width}px: shown once`)
      const end = layout.ends[0]!
      assert.ok(end.top >= layout.bar.top && end.bottom <= layout.bar.bottom, `${width}px: inside the bar`)
      assert.ok(end.left >= 0 && end.right <= width, `${width}px: inside the viewport`)
      assert.ok(layout.buttons.length >= 2, `${width}px: the bar's own buttons`)
      for (const button of layout.buttons) {
        assert.ok(button.right <= width, `${width}px: a button of the bar is pushed out`)
        assert.ok(button.right <= end.left || button.left >= end.right, `${width}px: a button of the bar overlaps the TopNavEnd`)
      }
      await page.close()
    }
  } finally {
    await browser.close()
    await server.close()
  }
})

test.run()
