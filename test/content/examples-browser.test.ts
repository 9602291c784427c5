// The live examples on the built Valdres site, in Chromium: each concept page runs its example from
// content/examples, and using it changes the state the way the page says (click → the value the text promises).
// The source shown beside each example is the file itself.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../build/build-site.ts'
import { launchBrowser } from '../support/browser.ts'
import { serveStatic, type StaticServer } from '../support/static-server.ts'

const ROOT = join(import.meta.dirname, '../..')
let browser: Browser
let server: StaticServer
let out: string

test.before(async () => {
  browser = await launchBrowser()
  out = mkdtempSync(join(tmpdir(), 'examples-site-'))
  await buildSite({ root: ROOT, out, emptyOutDir: true })
  server = await serveStatic(out)
})

test.after(async () => {
  await browser?.close()
  await server?.close()
  if (out) rmSync(out, { recursive: true, force: true })
})

/** Opens a page and returns its example, scrolled into view and hydrated (the default `visible` directive). */
async function example(path: string, file: string): Promise<{ page: Page; island: Locator; errors: string[] }> {
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
  await island.locator('*').first().scrollIntoViewIfNeeded()
  await page.waitForSelector(`${selector}[data-hydrated]`, { state: 'attached', timeout: 15_000 })
  // The code shown beside it is the example's own file.
  // Read as the copy button does: the code without twoslash's type popups (each holds a <pre> of its own).
  const shown = await page.locator(`.code-block:has(.code-title-text:text-is("content/examples/${file}.tsx")) .code-body > pre`).evaluate((pre) => {
    const copy = pre.cloneNode(true) as Element
    for (const popup of copy.querySelectorAll('.twoslash-popup-container, .twoslash-meta-line, .twoslash-tag-line')) popup.remove()
    return copy.textContent ?? ''
  })
  assert.is(shown.trim(), readFileSync(join(ROOT, 'content/examples', `${file}.tsx`), 'utf8').trim())
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
  for (const route of ['/guides/core-concepts', '/guides/transactions', '/guides/migrating-from-recoil', '/examples/todo-list', '/examples/dashboard']) {
    assert.match(llms, `${route}.md`, `llms.txt lists ${route}`)
    assert.ok(existsSync(join(out, `${route.slice(1)}.md`)), `${route}.md is published`)
    assert.match(index, route, `the search index knows ${route}`)
  }
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
