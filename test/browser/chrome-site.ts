// Shared set-up of the browser tests: the chrome fixture site built into a temp folder, served like a bucket under
// /docs, and one Chromium; registered as a suite's before/after hooks and read through the returned getter.
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import type { Test } from 'uvu'
import { buildSite } from '../../build/build-site.ts'
import { launchBrowser } from '../support/browser.ts'
import { type StaticServer, serveStatic } from '../support/static-server.ts'
import { tempDir } from '../support/temp-dir.ts'

export const ROOT = join(import.meta.dirname, '../..')
export const SHOTS = join(ROOT, 'test-output/screenshots')

export interface ChromeSite {
  browser: Browser
  server: StaticServer
}

export function servedChromeSite(suite: Test): () => ChromeSite {
  const state: Partial<ChromeSite> = {}
  let out: string | undefined
  suite.before(async () => {
    state.browser = await launchBrowser()
    out = tempDir('chrome-site-')
    await buildSite({ root: join(ROOT, 'test/fixtures/chrome'), out })
    state.server = await serveStatic(out, '/docs')
    mkdirSync(SHOTS, { recursive: true })
  })
  suite.after(async () => {
    await state.browser?.close()
    await state.server?.close()
    if (out) rmSync(out, { recursive: true, force: true })
  })
  return () => state as ChromeSite
}
