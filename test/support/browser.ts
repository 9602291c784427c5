// The one Chromium launcher of the tests and the bench (Debian's /usr/bin/chromium through playwright-core). Without
// the binary a test file is skipped ("skip-file: …", exit 0) locally, and fails on CI where it must be present.
import { existsSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'

export const CHROMIUM_PATH = '/usr/bin/chromium'

/** Headless, and kept off the network: this machine refuses Chromium's own background connections. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** For the bench, which reports a missing browser itself. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/** For a test file: skips it (or fails it on CI) when Chromium is missing. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    const reason = `Chromium not found at ${CHROMIUM_PATH}`
    if (process.env.CI) throw new Error(`${reason} (required on CI)`)
    console.log(`skip-file: ${reason}`)
    process.exit(0)
  }
  return launchChromium()
}
