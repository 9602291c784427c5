// Shared setup of the browser-runtime tests: builds the runtime fixture site (test/fixtures/e2e-site, basePath /docs)
// into a temp folder, serves it like a bucket on 127.0.0.1, and opens pages in headless Chromium at desktop or
// phone size with console errors, page errors and hydration warnings collected for the test to assert on.
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { buildSite } from '../../../build/build-site.ts'
import { launchBrowser } from '../../support/browser.ts'
import { type StaticServer, serveStatic } from '../../support/static-server.ts'
import { tempDir } from '../../support/temp-dir.ts'

export const REPO = join(import.meta.dirname, '../../..')
export const SHOTS = join(REPO, 'test-output/screenshots')
export const DESKTOP = { width: 1280, height: 800 }
export const PHONE = { width: 390, height: 844 }

export interface Fixture {
  browser: Browser
  server: StaticServer
  out: string
  close(): Promise<void>
}

export async function startFixture(root = join(REPO, 'test/fixtures/e2e-site'), basePath = '/docs'): Promise<Fixture> {
  const browser = await launchBrowser()
  const out = tempDir('runtime-site-')
  try {
    await buildSite({ root, out })
  } catch (error) {
    await browser.close()
    throw error
  }
  const server = await serveStatic(out, basePath)
  mkdirSync(SHOTS, { recursive: true })
  return {
    browser,
    server,
    out,
    async close() {
      await browser.close()
      await server.close()
      rmSync(out, { recursive: true, force: true })
    },
  }
}

export interface OpenPage {
  page: Page
  context: BrowserContext
  /** console.error/warn lines and uncaught errors seen so far. */
  problems: string[]
  close(): Promise<void>
}

export interface OpenOptions {
  viewport?: { width: number; height: number }
  theme?: 'light' | 'dark'
  clipboard?: boolean
  hasTouch?: boolean
  colorScheme?: 'light' | 'dark'
  init?: () => void
  /** Runs on the new page before it navigates (e.g. to watch requests from the start). */
  beforeLoad?: (page: Page) => void
}

export async function open(fixture: Fixture, path: string, options: OpenOptions = {}): Promise<OpenPage> {
  const context = await fixture.browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    deviceScaleFactor: 1,
    hasTouch: options.hasTouch,
    colorScheme: options.colorScheme,
    isMobile: options.hasTouch,
  })
  if (options.clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(fixture.server.url).origin })
  await context.route(
    (url) => !url.href.startsWith('http://127.0.0.1'),
    (route) => route.abort(),
  )
  if (options.theme) await context.addInitScript((t) => localStorage.setItem('vocs.theme', t), options.theme)
  if (options.init) await context.addInitScript(options.init)
  const page = await context.newPage()
  const problems = watchProblems(page)
  options.beforeLoad?.(page)
  await page.goto(`${fixture.server.url}${path}`, { waitUntil: 'load' })
  return { page, context, problems, close: () => context.close() }
}

/** Collects console errors and warnings (React's hydration warnings among them) and uncaught page errors. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

/** Waits until the named island has hydrated. */
export async function hydrated(page: Page, name: string): Promise<void> {
  await page.waitForSelector(`[data-island="${name}"][data-hydrated]`, { state: 'attached', timeout: 10_000 })
}
