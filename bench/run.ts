// `npm run bench`: builds the shared benchmark corpus (50 and 500 pages, the 500 also with Vocs; BENCH_PAGES=10000 for the large one),
// the twoslash corpus (500 pages importing zod, also with Vocs; BENCH_TWOSLASH_PAGES, 0 for none) and this site, cold,
// warm and after a one-page edit, each build in its own process, and prints one JSON object per line with the load.
// A benchmark, not a test: nothing here passes or fails. BENCH_ONLY=build skips the search, dev and browser figures;
// BENCH_ONLY=twoslash builds the twoslash corpus alone (with Vocs).
// The npm script sets NODE_ENV=production, as build/cli.ts does for `npm run build` and `npm run dev`.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('..', import.meta.url))
const corpusScript = join(repo, '../shared/bench/make-corpus.mjs')
const runtimeCache = join(repo, 'node_modules/.cache/vellum/runtime')

interface BuildFigures {
  wallMs: number
  cpuMs: number
  startMs: number
  /** The whole process, from its start to the build's end: loading the tool's modules included. */
  processWallMs: number
  processCpuMs: number
  peakRssMb: number
  /** The highest RSS sampled in each stage (every 20 ms), in MB. */
  rssMbByStage: Record<string, number>
  pages: number
  bytes: number
  bytesWritten: number
  pageBytes: number
  stages: Record<string, number>
}

function buildOnce(root: string, out: string): BuildFigures {
  // What the corpus generator or the build before wrote goes to disk first, so this build's time is its own.
  flushWrites()
  const stdout = execFileSync(process.execPath, [join(repo, 'bench/build-once.mjs'), '--root', root, '--out', out], {
    cwd: repo,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return JSON.parse(stdout.trim().split('\n').at(-1)!)
}

/** Writes the system's dirty file pages to disk (`sync`), where there is such a command. */
function flushWrites(): void {
  try {
    execFileSync('sync', { stdio: 'ignore' })
  } catch {}
}

/** A page of the site that is not the home page: its first paragraph gets one more sentence. */
function editOnePage(root: string): string {
  const pages = join(root, 'content/pages')
  const file = readdirSync(pages, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.mdx?$/.test(f) && !/(^|\/)index\.mdx?$/.test(f))
    .sort()[0]!
  const text = readFileSync(join(pages, file), 'utf8')
  // The end of the paragraph after the title (the blank line after the title's own).
  const end = text.indexOf('\n\n', text.indexOf('\n\n', text.indexOf('\n# ') + 1) + 2)
  writeFileSync(join(pages, file), `${text.slice(0, end)} One more sentence for the benchmark.${text.slice(end)}`)
  return file
}

/**
 * Prints the cold, no-change and one-edit builds (and with `typesCached`, a build with only the twoslash cache kept:
 * every page compiled again, its types read); returns the cold one.
 */
function benchBuild(label: Record<string, unknown>, root: string, edit = true, typesCached = false): BuildFigures {
  const out = join(root, 'dist')
  rmSync(join(root, '.cache'), { recursive: true, force: true })
  rmSync(out, { recursive: true, force: true })
  rmSync(runtimeCache, { recursive: true, force: true })
  const runs: [string, () => void][] = [
    ['cold', () => {}],
    ['no-change', () => {}],
  ]
  if (typesCached)
    runs.push([
      'types-cached',
      () => {
        for (const dir of ['.cache/pages', '.cache/output', 'dist']) rmSync(join(root, dir), { recursive: true, force: true })
      },
    ])
  if (edit) runs.push(['one-edit', () => editOnePage(root)])
  let cold: BuildFigures | undefined
  for (const [cache, before] of runs) {
    before()
    const r = buildOnce(root, out)
    cold ??= r
    console.log(
      JSON.stringify({
        bench: 'build',
        ...label,
        pages: r.pages,
        cache,
        wallMs: r.wallMs,
        cpuMs: r.cpuMs,
        startMs: r.startMs,
        processWallMs: r.processWallMs,
        peakRssMb: r.peakRssMb,
        rssMbByStage: r.rssMbByStage,
        pagesPerSec: Math.round((r.pages / r.wallMs) * 1000),
        outputMb: +(r.bytes / 1024 / 1024).toFixed(1),
        writtenMb: +(r.bytesWritten / 1024 / 1024).toFixed(2),
        pageKb: +(r.pageBytes / 1024).toFixed(1),
        stages: r.stages,
        load: +loadavg()[0]!.toFixed(2),
      }),
    )
  }
  return cold!
}

/** Search on a built site: the split index's size and build time, what first queries fetch, and in Chromium what a page loads before intent and how fast `/` shows results. */
async function benchSearch(label: Record<string, unknown>, root: string, queries: string[], path: string) {
  const { measureSiteSearch } = await import('./search-measure.ts')
  const m = await measureSiteSearch(root, queries)
  const { firstQueries, ...figures } = m
  console.log(
    JSON.stringify({ bench: 'search', ...label, ...figures, queryMedianMs: +m.queryMedianMs.toFixed(2), buildMs: Math.round(m.buildMs), engine: 'node' }),
  )
  for (const q of firstQueries) console.log(JSON.stringify({ bench: 'search-first-query', ...label, pages: m.pages, ...q }))
  const { measureSearchInBrowser } = await import('./search-browser.ts')
  const b = await measureSearchInBrowser(join(root, 'dist'), path, queries[0]!)
  console.log(JSON.stringify({ bench: 'search-browser', ...label, pages: m.pages, ...b }))
}

// The tool in lib/ is compiled now if its sources changed (the launcher does that before it runs any command), so no
// timed build, above all the cold one compared with Vocs, includes compiling it.
execFileSync(process.execPath, [join(repo, 'build/package/launch.mjs'), '--version'], { stdio: ['ignore', 'ignore', 'inherit'] })

// The corpora are deleted when the benchmark ends, not after each size: this machine's file system steps over the
// inodes of files deleted in the last minutes whenever it makes a file, so a build timed after deleting 60,000 files
// (the 10,000-page corpus and its output) pays for the deletion (see "The file system's memory of deleted files").
const corpora: string[] = []
process.on('exit', () => {
  for (const root of corpora) rmSync(root, { recursive: true, force: true })
})
const onlyTwoslash = process.env.BENCH_ONLY === 'twoslash'
const sizes = onlyTwoslash ? [] : (process.env.BENCH_PAGES ?? '50,500').split(',').map(Number)
const onlyBuild = process.env.BENCH_ONLY === 'build' || onlyTwoslash
if (!existsSync(corpusScript)) console.error(`corpus generator not found at ${corpusScript}; skipping corpus builds`)
else
  for (const n of sizes) {
    const root = mkdtempSync(join(tmpdir(), `corpus-${n}-`))
    execFileSync(process.execPath, [corpusScript, join(root, 'content'), String(n)], { stdio: 'ignore' })
    const cold = benchBuild({ site: 'corpus' }, root)
    // The speed goal is a ratio to Vocs on the 500-page corpus; its build takes minutes, so only at that size.
    if (n === 500 && process.env.BENCH_VOCS !== '0') {
      // Whole processes on both sides: Vocs's figures are its command's, start-up included.
      const { processWallMs: wallMs, processCpuMs: cpuMs, peakRssMb } = cold
      ;(await import('./vocs.ts')).benchVocs(join(root, 'content'), n, { wallMs, cpuMs, peakRssMb })
    }
    if (!onlyBuild) {
      const { CORPUS_BENCH_QUERIES } = await import('./search-measure.ts')
      const { corpusPagePath } = await import('./search-browser.ts')
      await benchSearch({ site: 'corpus' }, root, CORPUS_BENCH_QUERIES, corpusPagePath(root))
    }
    corpora.push(root)
  }

// The twoslash corpus: every page type-checks two blocks that import zod (TypeScript's work, and what is shared).
const twoslashPages = Number(process.env.BENCH_TWOSLASH_PAGES ?? 500)
if (twoslashPages > 0) {
  const root = mkdtempSync(join(tmpdir(), `twoslash-corpus-${twoslashPages}-`))
  ;(await import('./twoslash-corpus.ts')).writeTwoslashCorpus(join(root, 'content'), twoslashPages)
  const cold = benchBuild({ site: 'twoslash-corpus' }, root, true, true)
  if (process.env.BENCH_VOCS !== '0') {
    const { processWallMs: wallMs, processCpuMs: cpuMs, peakRssMb } = cold
    ;(await import('./vocs.ts')).benchVocs(join(root, 'content'), twoslashPages, { wallMs, cpuMs, peakRssMb }, 'twoslash')
  }
  corpora.push(root)
}

if (onlyTwoslash) process.exit(0)
try {
  // This site's pages are the repository's own: no edit.
  benchBuild({ site: 'valdres' }, repo.replace(/\/$/, ''), false)
  if (!onlyBuild) {
    const { DEFAULT_BENCH_QUERIES } = await import('./search-measure.ts')
    await benchSearch({ site: 'valdres' }, repo.replace(/\/$/, ''), DEFAULT_BENCH_QUERIES, '/valdres/api/atom')
  }
} catch {
  console.error('this site did not build (see the error above)')
}
if (onlyBuild) process.exit(0)
await import('./dev.ts').then((m) => m.benchDev())
await import('./js-per-page.ts').then((m) => m.benchJsPerPage())
await import('./blocking-time.ts').then((m) => m.benchBlockingTime())
await import('./lighthouse.ts').then((m) => m.benchLighthouse())
await import('./fuzz.ts').then((m) => m.benchFuzz())
