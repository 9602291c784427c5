// The live examples on the built Valdres site, in Chromium: each concept page and each guide with an example runs it
// from content/examples, and using it changes the state the way the page says (click → the value the text promises).
// The source shown beside each example is the file itself (without its region markers, as the build shows it).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../../build/build-site.ts'
import { stripRegionMarkers } from '../../../build/markdown/code-regions.ts'
import { launchBrowser } from '../../support/browser.ts'
import { type StaticServer, serveStatic } from '../../support/static-server.ts'
import { tempDir } from '../../support/temp-dir.ts'

const ROOT = join(import.meta.dirname, '../../..')
let browser: Browser
let server: StaticServer
let out: string

test.before(async () => {
  browser = await launchBrowser()
  out = tempDir('examples-site-')
  await buildSite({ root: ROOT, out, emptyOutDir: true })
  server = await serveStatic(out)
})

test.after(async () => {
  await browser?.close()
  await server?.close()
  if (out) rmSync(out, { recursive: true, force: true })
})

/** Opens a page and returns its example, scrolled into view and hydrated (the default `visible` directive). */
async function example(path: string, file: string, options: { clientOnly?: boolean } = {}): Promise<{ page: Page; island: Locator; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  // Offline: the site's third-party head tags (fonts, analytics) go nowhere, and their failures are not the example's.
  await page.route(
    (url) => !url.href.startsWith(server.url),
    (route) => route.abort(),
  )
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && errors.push(m.text()))
  await page.goto(`${server.url}${path}`, { waitUntil: 'load' })
  const selector = `vellum-island[data-src*="/${file.split('/').pop()}-"]`
  const island = page.locator(selector)
  // A client-only island has no server HTML to scroll to; it renders once the page has loaded.
  // A pending Suspense boundary starts with an invisible <template>: scroll to the first thing a reader sees.
  if (!options.clientOnly) await island.locator('*:not(template)').first().scrollIntoViewIfNeeded()
  await page.waitForSelector(`${selector}[data-hydrated]`, { state: 'attached', timeout: 15_000 })
  // The code shown beside it is the example's own file.
  // Read as the copy button does: the code without twoslash's type popups (each holds a <pre> of its own).
  const shown = await page.locator(`.code-block:has(.code-title-text:text-is("content/examples/${file}.tsx")) .code-body > pre`).evaluate((pre) => {
    const copy = pre.cloneNode(true) as Element
    for (const popup of copy.querySelectorAll('.twoslash-popup-container, .twoslash-meta-line, .twoslash-tag-line')) popup.remove()
    return copy.textContent ?? ''
  })
  assert.is(shown.trim(), stripRegionMarkers(readFileSync(join(ROOT, 'content/examples', `${file}.tsx`), 'utf8')).trim())
  return { page, island, errors }
}

test('atom: each click adds one to the count', async () => {
  const { page, island, errors } = await example('/valdres/api/atom', 'counter')
  await island.getByRole('button').click()
  await island.getByRole('button').click()
  assert.is(await island.locator('output').textContent(), '2')
  assert.equal(errors, [])
  await page.close()
})

test('selector: the doubled value follows the count', async () => {
  const { page, island, errors } = await example('/valdres/api/selector', 'selector')
  await island.getByRole('button', { name: 'Add one' }).click()
  assert.is(await island.locator('[data-name="count"]').textContent(), '2')
  assert.is(await island.locator('[data-name="doubled"]').textContent(), '4')
  assert.equal(errors, [])
  await page.close()
})

test('atomFamily: ticking one task leaves the other as it was', async () => {
  const { page, island, errors } = await example('/valdres/api/atomFamily', 'atom-family')
  await island.getByLabel('Test the examples').check()
  assert.is(await island.locator('[data-task="test"]').textContent(), 'done')
  assert.is(await island.locator('[data-task="write"]').textContent(), 'to do')
  assert.equal(errors, [])
  await page.close()
})

test('selectorFamily: each line total follows its own quantity', async () => {
  const { page, island, errors } = await example('/valdres/api/selectorFamily', 'selector-family')
  await island.getByRole('button', { name: 'One more pear' }).click()
  assert.is(await island.locator('[data-item="pear"]').textContent(), '10')
  assert.is(await island.locator('[data-item="apple"]').textContent(), '3')
  assert.equal(errors, [])
  await page.close()
})

test('Provider: two stores count separately', async () => {
  const { page, island, errors } = await example('/valdres-react/api/Provider', 'provider')
  await island.locator('[data-store="A"]').click()
  await island.locator('[data-store="A"]').click()
  await island.locator('[data-store="B"]').click()
  assert.is(await island.locator('[data-store="A"] output').textContent(), '2')
  assert.is(await island.locator('[data-store="B"] output').textContent(), '1')
  assert.equal(errors, [])
  await page.close()
})

test('hooks: typing writes through useSetAtom, Shout through useAtom, the greeting reads with useValue', async () => {
  const { page, island, errors } = await example('/valdres-react/api/useAtom', 'hooks')
  await island.getByLabel('Name').fill('Grace')
  assert.is(await island.locator('[data-name="greeting"]').textContent(), 'Hello, Grace!')
  await island.getByRole('button', { name: 'Shout' }).click()
  assert.is(await island.locator('[data-name="greeting"]').textContent(), 'Hello, GRACE!')
  assert.equal(errors, [])
  await page.close()
})

test('reset: Reset puts each field back to its default', async () => {
  const { page, island, errors } = await example('/valdres-react/api/useResetAtom', 'profile')
  await island.getByLabel('Name').fill('Someone else')
  await island.getByLabel('Role').fill('Other')
  await island.getByRole('button', { name: 'Reset' }).click()
  assert.is(await island.getByLabel('Name').inputValue(), 'Ada Lovelace')
  assert.is(await island.getByLabel('Role').inputValue(), 'Analyst')
  assert.equal(errors, [])
  await page.close()
})

test('async with Suspense: Loading… shows, then the next quote', async () => {
  const { page, island, errors } = await example('/valdres-react/api/useValue', 'async-quote')
  await island.locator('[data-name="quote"]').waitFor()
  assert.is(await island.locator('[data-name="quote"]').textContent(), 'Simple things should be simple.')
  await island.getByRole('button', { name: 'Next quote' }).click()
  await island.locator('[data-name="loading"]').waitFor()
  await page.waitForFunction(() => document.querySelector('[data-name="quote"]')?.textContent === 'State is a value over time.')
  // The build sent the fallback (the quote is fetched in the browser); that is expected and reported nowhere.
  assert.equal(errors, [])
  await page.close()
})

test('FPS meter: Start measures a frame rate above zero', async () => {
  const { page, island, errors } = await example('/valdres-react/performance', 'fps-meter')
  await island.getByRole('button', { name: 'Start' }).click()
  await page.waitForFunction(() => Number.parseInt(document.querySelector('[data-name="fps"]')?.textContent ?? '0', 10) > 0, undefined, { timeout: 10_000 })
  await island.getByRole('button', { name: 'Stop' }).click()
  assert.equal(errors, [])
  await page.close()
})

test('the guides and worked examples are in llms.txt, the search index and the per-page Markdown', () => {
  const llms = readFileSync(join(out, 'llms.txt'), 'utf8')
  const index = readdirSync(join(out, '.vocs'))
    .filter((name) => name.startsWith('search-index'))
    .map((name) => readFileSync(join(out, '.vocs', name), 'utf8'))
    .join('\n')
  for (const route of [
    '/guides/core-concepts',
    '/guides/transactions',
    '/guides/migrating-from-recoil',
    '/guides/recipes',
    '/guides/debugging',
    '/guides/nextjs',
    '/guides/glossary',
    '/examples/todo-list',
    '/examples/dashboard',
  ]) {
    assert.match(llms, `${route}.md`, `llms.txt lists ${route}`)
    assert.ok(existsSync(join(out, `${route.slice(1)}.md`)), `${route}.md is published`)
    assert.match(index, route, `the search index knows ${route}`)
  }
})

test("the home page's meta description is the site's description of the library", () => {
  const home = readFileSync(join(out, 'index.html'), 'utf8')
  assert.match(home, '<meta name="description" content="A fast atom-based state library for JavaScript and React."')
})

// The guides run their main idea as an island of the file each shows.
test('core concepts: one set of atoms, two stores, each total follows its own store', async () => {
  const { page, island, errors } = await example('/guides/core-concepts', 'guides/two-stores')
  await island.getByRole('button', { name: 'One more in A' }).click()
  await island.getByRole('button', { name: 'One more in A' }).click()
  assert.is(await island.locator('[data-store="A"] output').textContent(), '60')
  assert.is(await island.locator('[data-store="B"] output').textContent(), '20')
  assert.equal(errors, [])
  await page.close()
})

test('families: ticking one todo renders that item again and no other', async () => {
  const { page, island, errors } = await example('/guides/families', 'guides/todo-family')
  await island.getByLabel('Call Bo').check()
  assert.is(await island.locator('[data-renders="1"]').textContent(), 'rendered 2×')
  assert.is(await island.locator('[data-renders="0"]').textContent(), 'rendered 1×')
  assert.is(await island.locator('[data-renders="2"]').textContent(), 'rendered 1×')
  assert.is(await island.locator('[data-name="open"]').textContent(), '2 open')
  assert.equal(errors, [])
  await page.close()
})

test('transactions: a transfer moves both balances at once; a refused one changes nothing', async () => {
  const { page, island, errors } = await example('/guides/transactions', 'guides/transfer')
  await island.getByRole('button', { name: 'Move 30' }).click()
  assert.is(await island.locator('[data-name="balances"]').textContent(), 'checking 70, savings 30')
  await island.getByRole('button', { name: 'Move 500' }).click()
  assert.is(await island.getByRole('alert').textContent(), 'Insufficient funds')
  assert.is(await island.locator('[data-name="balances"]').textContent(), 'checking 70, savings 30')
  assert.equal(await island.locator('[data-name="seen"] li').allTextContents(), ['checking 70, savings 30'])
  assert.equal(errors, [])
  await page.close()
})

test('scoped stores: the draft stays in its scoped store until Save; Cancel throws it away', async () => {
  const { page, island, errors } = await example('/guides/scoped-stores', 'guides/draft-title')
  await island.getByLabel('Title').fill('Q3 report')
  assert.is(await island.locator('[data-name="saved"]').textContent(), 'Quarterly report')
  await island.getByRole('button', { name: 'Cancel' }).click()
  assert.is(await island.getByLabel('Title').inputValue(), 'Quarterly report')
  await island.getByLabel('Title').fill('Q4 report')
  await island.getByRole('button', { name: 'Save' }).click()
  assert.is(await island.locator('[data-name="saved"]').textContent(), 'Q4 report')
  assert.is(await island.getByLabel('Title').inputValue(), 'Q4 report')
  assert.equal(errors, [])
  await page.close()
})

test('persistence: a chosen theme survives a reload; Forget goes back to the fallback', async () => {
  const { page, island, errors } = await example('/guides/persistence', 'guides/persisted-theme', { clientOnly: true })
  await island.getByLabel('Theme').selectOption('dark')
  assert.is(await island.locator('[data-name="saved"]').textContent(), 'saved: "dark"')
  await page.reload({ waitUntil: 'load' })
  await page.waitForSelector('vellum-island[data-src*="/persisted-theme-"][data-hydrated]', { state: 'attached' })
  assert.is(await island.getByLabel('Theme').inputValue(), 'dark')
  await island.getByRole('button', { name: 'Forget' }).click()
  assert.is(await island.getByLabel('Theme').inputValue(), 'light')
  assert.is(await page.evaluate(() => localStorage.getItem('guides:persisted-theme')), null)
  assert.equal(errors, [])
  await page.close()
})

test('async data: a failed load reaches the error boundary, Try again loads, Reload fails again', async () => {
  const { page, island, errors } = await example('/guides/async-data', 'guides/headlines')
  await island.getByRole('alert').waitFor()
  assert.match((await island.getByRole('alert').textContent()) ?? '', 'Could not load the headlines: request 1 failed.')
  await island.getByRole('button', { name: 'Try again' }).click()
  await island.locator('li').first().waitFor()
  assert.equal(await island.locator('li').allTextContents(), ['Atoms hold state', 'Selectors derive it', 'Stores keep the values'])
  await island.getByRole('button', { name: 'Reload' }).click()
  await island.getByRole('alert').waitFor()
  assert.match((await island.getByRole('alert').textContent()) ?? '', 'request 3 failed')
  // React reports each error an error boundary catches on the console; those two are the example's.
  assert.equal(
    errors.filter((e) => !/request [13] failed/.test(e)),
    [],
  )
  await page.close()
})

test('recipes: undo and redo step through the history; a new value clears the redo list', async () => {
  const { page, island, errors } = await example('/guides/recipes', 'guides/undo-redo')
  const count = island.locator('[data-name="count"]')
  await island.getByRole('button', { name: '+1' }).click()
  await island.getByRole('button', { name: '×2' }).click()
  assert.is(await count.textContent(), '4')
  await island.getByRole('button', { name: 'Undo' }).click()
  assert.is(await count.textContent(), '2')
  await island.getByRole('button', { name: 'Redo' }).click()
  assert.is(await count.textContent(), '4')
  await island.getByRole('button', { name: 'Undo' }).click()
  await island.getByRole('button', { name: '+1' }).click()
  assert.is(await count.textContent(), '3')
  assert.ok(await island.getByRole('button', { name: 'Redo' }).isDisabled())
  assert.equal(errors, [])
  await page.close()
})

test('debugging: the inspector logs each change and counts subscribers', async () => {
  const { page, island, errors } = await example('/guides/debugging', 'guides/state-inspector')
  await island.getByRole('button', { name: 'Count: 0' }).click()
  await island.getByLabel('Name').fill('Grace')
  const log = await island.locator('[data-name="log"] li').allTextContents()
  assert.ok(log.includes('countAtom → 1'), log.join(' | '))
  assert.ok(log.includes('greetingSelector → "Hello, Grace!"'), log.join(' | '))
  assert.equal(await island.locator('tr[data-state="countAtom"] td').allTextContents(), ['countAtom', '1', '2'])
  assert.equal(errors, [])
  await page.close()
})

// The worked examples run on their own pages too, as islands of the same files the pages show.
test('worked example, todo list: add two, tick one, one item left', async () => {
  const { page, island, errors } = await example('/examples/todo-list', 'apps/todo/TodoApp')
  for (const title of ['Buy milk', 'Call Bo']) {
    await island.getByLabel('New todo').fill(title)
    await island.getByLabel('New todo').press('Enter')
  }
  await island.getByRole('checkbox', { name: 'Call Bo' }).check()
  assert.is(await island.locator('output').textContent(), '1 item left')
  assert.equal(errors, [])
  await page.close()
})

test('worked example, profile editor: an empty name is refused, Reset brings the saved one back', async () => {
  const { page, island, errors } = await example('/examples/profile-editor', 'apps/profile/ProfileEditor')
  await island.getByLabel('Name').fill('')
  assert.is(await island.locator('[role=alert]').textContent(), 'Name is required.')
  await island.getByRole('button', { name: 'Reset' }).click()
  assert.is(await island.getByLabel('Name').inputValue(), 'Ada Lovelace')
  assert.equal(errors, [])
  await page.close()
})

test('worked example, dashboard: loads offline, and a region filter shows that region alone', async () => {
  const { page, island, errors } = await example('/examples/dashboard', 'apps/dashboard/Dashboard')
  await island.getByTestId('week').waitFor()
  assert.is(await island.locator('li').count(), 4)
  await island.locator('select').selectOption('East')
  assert.is(await island.locator('li').count(), 1)
  assert.equal(errors, [])
  await page.close()
})

test.run()
