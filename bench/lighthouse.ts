// Lighthouse (mobile, its default form factor) on the home page and a docs page of this site, built into a temp
// folder and served like a bucket: accessibility, best practices and SEO scores (0–100), and the audits that
// cost points. Chromium is Debian's, started by playwright-core with a debugging port Lighthouse connects to.
// Third-party requests (the font stylesheet) are answered empty, as no network is assumed. A benchmark: nothing
// passes or fails.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { buildSite } from '../build/build-site.ts'
import { CHROMIUM_PATH } from '../test/support/browser.ts'
import { serveStatic } from '../test/support/static-server.ts'

const repo = fileURLToPath(new URL('..', import.meta.url))
const PATHS = ['/', '/valdres/api/atom']
const CATEGORIES = ['accessibility', 'best-practices', 'seo']

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

export async function benchLighthouse(): Promise<void> {
  const out = mkdtempSync(join(tmpdir(), 'lighthouse-site-'))
  const port = await freePort()
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`, '--no-first-run'],
  })
  try {
    await buildSite({ root: repo.replace(/\/$/, ''), out })
    const server = await serveStatic(out)
    try {
      for (const path of PATHS) {
        const result = await lighthouse(`${server.url}${path}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          blockedUrlPatterns: ['*fonts.googleapis.com*', '*fonts.gstatic.com*'],
        })
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
        const { categories, audits } = result.lhr
        const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]))
        const failing = Object.values(categories)
          .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => audits[r.id]!))
          .filter((a) => a.score !== null && a.score < 1)
          .map((a) => a.id)
        console.log(
          JSON.stringify({ bench: 'lighthouse', site: 'valdres', path, device: 'mobile', ...scores, failing, runtimeError: result.lhr.runtimeError?.message }),
        )
      }
    } finally {
      await server.close()
    }
  } finally {
    await browser.close()
    rmSync(out, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLighthouse()
