// Shared Chromium launcher for browser tests (Debian's /usr/bin/chromium through playwright-core). Without the
// binary a test file is skipped ("skip-file: …", exit 0) locally, and fails on CI where it must be present.
import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

export const CHROMIUM_PATH = '/usr/bin/chromium'

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    const reason = `Chromium not found at ${CHROMIUM_PATH}`
    if (process.env.CI) throw new Error(`${reason} (required on CI)`)
    console.log(`skip-file: ${reason}`)
    process.exit(0)
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
}
