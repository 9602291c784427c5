// `npm run bench` (dev part): the writers' loop measured in Chromium. Start-up time to the first page served (cold
// and warm page cache) and the time from saving a page to the open browser showing the new text, as JSON lines: edits
// made 1, 3 and 10 s after a cold start served its first page (most while the rest of the site compiles in the
// background) apart from edits once the site has settled.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { startDevServer } from '../build/dev/start.ts'
import { CHROMIUM_PATH, launchChromium } from '../test/support/browser.ts'

const repo = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '')
const EDITS = Number(process.env.BENCH_DEV_EDITS ?? 9)
/** Cold starts measured with edits during their first seconds, and when each edit is made after the first page. */
const COLD_ROUNDS = Number(process.env.BENCH_DEV_COLD_ROUNDS ?? 3)
const EDIT_AT_MS = [1000, 3000, 10_000]
const quiet = { log: () => {}, logError: (l: string) => console.error(l), watchRuntime: false, port: 0 }

async function firstPageMs(root: string, page: string) {
  const started = performance.now()
  const server = await startDevServer({ root, ...quiet })
  const res = await fetch(`${server.url}${page}`)
  await res.text()
  return { server, ms: Math.round(performance.now() - started), ok: res.ok }
}

// In the page: the first animation frame in which an edited paragraph is on screen, stamped with the wall clock
// (the same clock Node reads when it writes the file). Polling from Node instead would add its round trips.
// Checked at load (a reload) and after every DOM change (a content swap).
const SEEN_SCRIPT = `addEventListener('DOMContentLoaded', () => {
  let queued = false
  const check = () => {
    queued = false
    const found = document.body.innerText.match(/Edited paragraph \\d+ \\d+/g)
    const text = found && found[found.length - 1]
    if (text && text !== window.__seen?.text) window.__seen = { text, at: Date.now() }
  }
  const schedule = () => { if (!queued) queued = true, requestAnimationFrame(check) }
  new MutationObserver(schedule).observe(document.body, { childList: true, subtree: true, characterData: true })
  schedule()
})`

/** Milliseconds from `writtenAt` (Date.now() when the file was saved) to the frame that showed `text`. */
async function shownAfter(page: Page, text: string, writtenAt: number): Promise<number> {
  for (let i = 0; i < 2000; i++) {
    const seen = (await page.evaluate('window.__seen').catch(() => undefined)) as { text: string; at: number } | undefined
    if (seen?.text === text) return seen.at - writtenAt
    await new Promise((r) => setTimeout(r, 5))
  }
  throw new Error(`"${text}" never appeared`)
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** The writer who starts the server and edits at once: cold starts, each with one edit at every EDIT_AT_MS. */
async function benchEditsAfterColdStart(label: string, root: string, file: string, route: string) {
  const original = readFileSync(file, 'utf8')
  const edits: { atMs: number; ms: number; duringBackground: boolean }[] = []
  const backgroundMs: number[] = []
  const browser = await launchChromium()
  try {
    for (let round = 0; round < COLD_ROUNDS; round++) {
      rmSync(join(root, '.cache'), { recursive: true, force: true })
      const started = performance.now()
      const server = await startDevServer({ root, ...quiet })
      let settledAt: number | undefined
      const watchBackground = (async () => {
        while (server.session.compilingInBackground || server.session.pendingPages > 0) await new Promise((r) => setTimeout(r, 20))
        settledAt = performance.now()
      })()
      const page = await browser.newPage()
      try {
        await page.addInitScript({ content: SEEN_SCRIPT })
        // A cold start on a loaded machine may take longer than the default 30 s to serve the first page.
        await page.goto(`${server.url}${route}`, { timeout: 300_000 })
        const servedAt = performance.now()
        for (const [i, atMs] of EDIT_AT_MS.entries()) {
          const wait = servedAt + atMs - performance.now()
          if (wait > 0) await new Promise((r) => setTimeout(r, wait))
          const duringBackground = server.session.compilingInBackground
          const token = `Edited paragraph ${round * 10 + i} ${Date.now()}`
          const writtenAt = Date.now()
          writeFileSync(file, `${original}\n\n${token}\n`)
          edits.push({ atMs, ms: await shownAfter(page, token, writtenAt), duringBackground })
        }
        await watchBackground
        backgroundMs.push(Math.round(settledAt! - started))
      } finally {
        writeFileSync(file, original)
        await page.close()
        await server.close()
      }
    }
  } finally {
    await browser.close()
  }
  const figures = (list: typeof edits) =>
    list.length
      ? { edits: list.length, medianMs: Math.round(median(list.map((e) => e.ms))), maxMs: Math.round(Math.max(...list.map((e) => e.ms))) }
      : { edits: 0 }
  console.log(
    JSON.stringify({
      bench: 'dev-cold-edits',
      site: label,
      rounds: COLD_ROUNDS,
      // From the server's start until the background compile had ended and its last refresh was applied.
      settledMs: backgroundMs,
      duringBackground: figures(edits.filter((e) => e.duringBackground)),
      afterBackground: figures(edits.filter((e) => !e.duringBackground)),
      byTime: Object.fromEntries(EDIT_AT_MS.map((at) => [`${at / 1000}s`, figures(edits.filter((e) => e.atMs === at))])),
      each: edits.map((e) => [e.atMs, Math.round(e.ms), e.duringBackground ? 'background' : 'settled']),
      load: loadAverage(),
    }),
  )
}

/** The machine's 1-minute load average, beside each figure (the machine is shared). */
function loadAverage(): number {
  return +loadavg()[0]!.toFixed(2)
}

async function benchSite(label: string, root: string, file: string, route: string) {
  if (existsSync(join(root, '.cache'))) rmSync(join(root, '.cache'), { recursive: true, force: true })
  const cold = await firstPageMs(root, route)
  await cold.server.close()
  const { server, ms: warmMs, ok } = await firstPageMs(root, route)
  if (!ok) console.error(`${label}: the first page did not load; the site has a build error`)
  const browser = await launchChromium()
  const original = readFileSync(file, 'utf8')
  const times: number[] = []
  let reloads = 0
  try {
    const page = await browser.newPage()
    await page.addInitScript({ content: SEEN_SCRIPT })
    await page.goto(`${server.url}${route}`)
    await page.evaluate('window.__sameDocument = true')
    // Steady state: the cold start's background compile has ended (its `compiled` change adds the rest of the
    // pages' islands and styles, which renames shared assets and so renders every page again), and the background
    // render of every page has finished.
    while (server.session.pendingPages > 0) await new Promise((r) => setTimeout(r, 50))
    await new Promise((r) => setTimeout(r, 500))
    await server.session.warmed
    for (let i = 0; i < EDITS; i++) {
      const token = `Edited paragraph ${i} ${Date.now()}`
      const writtenAt = Date.now()
      writeFileSync(file, `${original}\n\n${token}\n`)
      times.push(await shownAfter(page, token, writtenAt))
      await page.waitForLoadState('load')
      // A full reload replaced the window (and the mark); a content swap kept it.
      if (await page.evaluate('window.__sameDocument !== true')) reloads++
      await page.evaluate('window.__sameDocument = true')
      await new Promise((r) => setTimeout(r, 150)) // past chokidar's per-file change throttle
    }
  } finally {
    writeFileSync(file, original)
    await browser.close()
    await server.close()
  }
  const pages = server.session.view?.pages.size ?? 0
  console.log(
    JSON.stringify({
      bench: 'dev',
      site: label,
      pages,
      startupMs: cold.ms,
      startupWarmMs: warmMs,
      editToReloadMedianMs: Math.round(median(times)),
      editToReloadMaxMs: Math.round(Math.max(...times)),
      edits: times.length,
      fullReloads: reloads,
      load: loadAverage(),
    }),
  )
  await benchEditsAfterColdStart(label, root, file, route)
}

/** BENCH_DEV_SITE=corpus or =valdres measures one site alone. */
const only = process.env.BENCH_DEV_SITE

export async function benchDev(): Promise<void> {
  if (!existsSync(CHROMIUM_PATH)) return void console.error(`bench dev: ${CHROMIUM_PATH} is missing; skipped`)
  const corpusScript = join(repo, '../shared/bench/make-corpus.mjs')
  if (existsSync(corpusScript) && only !== 'valdres') {
    const root = mkdtempSync(join(tmpdir(), 'dev-corpus-'))
    try {
      execFileSync(process.execPath, [corpusScript, join(root, 'content'), '500'], { stdio: 'ignore' })
      const first = execFileSync('find', [join(root, 'content/pages'), '-name', '*.md', '-not', '-name', 'index.md'], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .sort()[0]!
      const route = first.slice(join(root, 'content/pages').length + 1).replace(/\.md$/, '')
      await benchSite('corpus', root, first, route)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  }
  if (only === 'corpus') return
  // This site: a copy, so the bench never writes into the real content.
  const copy = mkdtempSync(join(tmpdir(), 'dev-valdres-'))
  try {
    for (const dir of ['content', 'config', 'static']) if (existsSync(join(repo, dir))) execFileSync('cp', ['-r', join(repo, dir), copy])
    const file = join(copy, 'content/pages/index.md')
    const intro = execFileSync('find', [join(copy, 'content/pages'), '-name', 'introduction.md'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)[0]
    const target = intro ?? file
    const route = target.slice(join(copy, 'content/pages').length + 1).replace(/(index)?\.mdx?$/, '')
    await benchSite('valdres', copy, target, route)
  } catch (error) {
    console.error(`bench dev on this site: ${error instanceof Error ? error.message : error}`)
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await benchDev()
