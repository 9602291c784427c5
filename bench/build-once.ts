// One build in its own process, so its peak memory is its own: prints one JSON line with the build's wall and CPU
// time (the process start, mostly loading the tool's modules, reported apart), peak RSS, pages, bytes and each stage's time.
import { parseArgs } from 'node:util'
import { formatError } from '../build/errors.ts'
import { buildSite } from '../build/build-site.ts'

/** The median size of a page's HTML (`a.html`; its twin `a/index.html` is the same file). */
function medianPageBytes(files: { path: string; bytes: number }[]): number {
  const sizes = files
    .filter((f) => f.path.endsWith('.html') && !f.path.endsWith('/index.html') && f.path !== '404.html')
    .map((f) => f.bytes)
    .sort((a, b) => a - b)
  return sizes[Math.floor(sizes.length / 2)] ?? 0
}

// The modules above are loaded by now: this is the process start, before the build's own work.
const startMs = performance.now()
const { values } = parseArgs({ options: { root: { type: 'string' }, out: { type: 'string' } } })
const cpuBefore = process.cpuUsage()
const started = performance.now()
const stages: Record<string, number> = {}
let since = started
const summary = await buildSite({
  root: values.root!,
  out: values.out!,
  onProgress: (done, total, stage) => {
    if (done < total || stage in stages) return
    const now = performance.now()
    stages[stage] = Math.round(now - since)
    since = now
  },
}).catch((error: unknown) => {
  console.error(formatError(error))
  process.exit(1)
})
const wallMs = performance.now() - started
const cpu = process.cpuUsage(cpuBefore)
stages.outputs = Math.round(performance.now() - since)
console.log(
  JSON.stringify({
    wallMs: Math.round(wallMs),
    // Every thread of the process (worker threads too): on a shared machine the steadier figure.
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    startMs: Math.round(startMs),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    pages: summary.pages,
    bytes: summary.bytes,
    bytesWritten: summary.bytesWritten,
    pageBytes: medianPageBytes(summary.files),
    stages,
  }),
)
