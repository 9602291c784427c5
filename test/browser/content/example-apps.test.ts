// The worked example apps (content/examples/apps/*) run in Chromium: each is bundled with esbuild into a scratch page
// served from a fake origin with every other request refused (the apps need no network), then clicked and typed into,
// checking that the screen changes as the example pages describe. esbuild is the copy tsx installs (pinned in the
// lockfile as its dependency).

import { join } from 'node:path'
import { build } from 'esbuild'
import type { Page } from 'playwright-core'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { repoRoot } from '../../content/markdown-fences.ts'
import { launchBrowser } from '../../support/browser.ts'

const ORIGIN = 'http://example-app.test'

async function bundle(file: string): Promise<string> {
  const entry = `import { createElement } from 'react'\nimport { createRoot } from 'react-dom/client'\nimport App from ${JSON.stringify(join(repoRoot, file))}\ncreateRoot(document.getElementById('root')).render(createElement(App))\n`
  const result = await build({
    stdin: { contents: entry, resolveDir: repoRoot, loader: 'tsx' },
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}

// Before the app starts, an observer logs what the screen shows over time (a loading message, the week on the
// dashboard), so a test can check the order of states without racing the app's timers.
const PAGE = `<!doctype html><html><body><div id="root"></div><script>
window.__screenLog = []
new MutationObserver(() => {
  const log = window.__screenLog
  const status = document.querySelector('[role=status]')
  const week = document.querySelector('[data-testid=week]')
  const entry = status ? 'status:' + status.textContent : week ? 'week:' + week.textContent : null
  if (entry && log[log.length - 1] !== entry) log.push(entry)
}).observe(document, { subtree: true, childList: true, characterData: true })
</script><script src="/app.js"></script></body></html>`

const browser = await launchBrowser()

async function open(file: string): Promise<{ page: Page; errors: string[]; requests: string[] }> {
  const script = await bundle(file)
  const context = await browser.newContext({ offline: false })
  const page = await context.newPage()
  const errors: string[] = []
  const requests: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.route('**/*', (route) => {
    const url = route.request().url()
    requests.push(url)
    if (url === `${ORIGIN}/`) return route.fulfill({ contentType: 'text/html', body: PAGE })
    if (url === `${ORIGIN}/app.js`) return route.fulfill({ contentType: 'text/javascript', body: script })
    return route.abort()
  })
  await page.goto(`${ORIGIN}/`)
  return { page, errors, requests }
}

const text = (page: Page, selector: string) => page.locator(selector).innerText()
const titles = async (page: Page) => (await page.locator('li label').allInnerTexts()).map((t) => t.trim())

test('todo list: add, complete, filter, clear done, delete', async () => {
  const { page, errors } = await open('content/examples/apps/todo/TodoApp.tsx')
  const input = page.getByLabel('New todo')
  for (const title of ['Buy milk', 'Call Bo', 'Write docs']) {
    await input.fill(title)
    await input.press('Enter')
  }
  assert.is(await text(page, 'output'), '3 items left')
  assert.is(await input.inputValue(), '', 'the field is emptied after adding')
  await input.fill('   ')
  await page.getByRole('button', { name: 'Add' }).click()
  assert.is(await page.locator('li').count(), 3, 'a blank title adds nothing')

  await page.getByRole('checkbox', { name: 'Call Bo' }).check()
  assert.is(await text(page, 'output'), '2 items left')
  await page.getByRole('button', { name: 'done', exact: true }).click()
  assert.equal(await titles(page), ['Call Bo'])
  await page.getByRole('button', { name: 'open', exact: true }).click()
  assert.is(await page.locator('li').count(), 2)
  await page.getByRole('button', { name: 'all', exact: true }).click()

  await page.getByRole('button', { name: 'Clear done' }).click()
  assert.is(await page.locator('li').count(), 2)
  assert.ok(await page.getByRole('button', { name: 'Clear done' }).isDisabled())
  await page.getByRole('button', { name: 'Delete Buy milk' }).click()
  assert.equal(await titles(page), ['Write docs'])
  assert.is(await text(page, 'output'), '1 item left')
  assert.equal(errors, [])
  await page.context().close()
})

test('profile editor: validation, reset, save', async () => {
  const { page, errors } = await open('content/examples/apps/profile/ProfileEditor.tsx')
  const save = page.getByRole('button', { name: 'Save' })
  const reset = page.getByRole('button', { name: 'Reset' })
  assert.is(await text(page, 'output'), 'No changes')
  assert.ok(await save.isDisabled())
  assert.ok(await reset.isDisabled())

  await page.getByLabel('Name').fill('')
  assert.is(await text(page, '[role=alert]'), 'Name is required.')
  assert.ok(await save.isDisabled(), 'an invalid draft cannot be saved')
  await page.getByLabel('Name').fill('Ada King')
  await page.getByLabel('Email').fill('ada@')
  assert.is(await text(page, '[role=alert]'), 'Enter an email address like name@example.com.')
  await page.getByLabel('Email').fill('ada@king.example')
  await page.getByLabel('Bio').fill('x'.repeat(81))
  assert.is(await text(page, '[role=alert]'), 'At most 80 characters (81 now).')
  await page.getByLabel('Bio').fill('Countess of Lovelace.')
  assert.is(await page.locator('[role=alert]').count(), 0)
  assert.is(await text(page, 'output'), 'Unsaved changes')

  await reset.click()
  assert.is(await page.getByLabel('Name').inputValue(), 'Ada Lovelace', 'reset goes back to the saved profile')
  assert.is(await page.getByLabel('Email').inputValue(), 'ada@example.com')
  assert.is(await text(page, 'output'), 'No changes')

  await page.getByLabel('Name').fill('Ada King')
  await save.click()
  assert.is(await text(page, 'output'), 'Saved.')
  assert.match(await text(page, 'aside'), /^Ada King · ada@example\.com/)
  assert.ok(await save.isDisabled())
  assert.ok(await reset.isDisabled(), 'after saving, the draft equals the saved profile')
  await page.getByLabel('Name').fill('Someone else')
  await reset.click()
  assert.is(await page.getByLabel('Name').inputValue(), 'Ada King', 'reset now returns to the newly saved name')
  assert.equal(errors, [])
  await page.context().close()
})

/** The figures the dashboard's loader produces for a week, computed here independently of the app. */
function expectedTotals(week: number): Record<string, number> {
  const base = { North: 120, South: 90, East: 150, West: 60 }
  return Object.fromEntries(
    Object.entries(base).map(([region, b], r) => [region, [0, 1, 2, 3, 4].reduce((sum, day) => sum + b + ((week * 37 + r * 11 + day * 7) % 50), 0)]),
  )
}

test('dashboard: loads offline, derives totals, filters, refreshes without hiding the old figures', async () => {
  const { page, errors, requests } = await open('content/examples/apps/dashboard/Dashboard.tsx')
  await page.getByTestId('week').waitFor()
  const screenLog = () => page.evaluate(() => (window as unknown as { __screenLog: string[] }).__screenLog)
  assert.equal(await screenLog(), ['status:Loading sales…', 'week:1'], 'the loading message, then the figures')
  const week1 = expectedTotals(1)
  const sum = (t: Record<string, number>) => Object.values(t).reduce((a, b) => a + b, 0)
  const best = (t: Record<string, number>) => Object.entries(t).sort((a, b) => b[1] - a[1])[0]![0]
  assert.is(await text(page, '[data-testid=week]'), '1')
  assert.is(await text(page, '[data-testid=total]'), String(sum(week1)))
  assert.is(await text(page, '[data-testid=best]'), best(week1))
  assert.is(await page.locator('li').count(), 4)

  await page.locator('select').selectOption('East')
  assert.is(await text(page, '[data-testid=total]'), String(week1.East))
  assert.is(await page.locator('li').count(), 1)
  await page.locator('select').selectOption('All')

  await page.getByRole('button', { name: 'Refresh' }).click()
  await page.waitForFunction(() => document.querySelector('[data-testid=week]')?.textContent === '2')
  assert.equal(
    await screenLog(),
    ['status:Loading sales…', 'week:1', 'week:2'],
    'the old figures stay until the new ones replace them, with no loading message',
  )
  assert.is(await text(page, '[data-testid=total]'), String(sum(expectedTotals(2))))
  assert.equal(
    requests.filter((u) => !u.startsWith(ORIGIN)),
    [],
    'no request leaves the page',
  )
  assert.equal(errors, [])
  await page.context().close()
})

test.after(async () => {
  await browser.close()
})

test.run()
