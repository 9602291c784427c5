// One build in its own process, so its peak memory is its own: prints one JSON line with the build's wall and CPU
// time (the process start, loading the tool's modules, reported apart), peak RSS, pages, bytes and each stage's time.
// Runs the tool compiled to JavaScript, as `npm run build` does (build/package/compiled-tool.mjs), with no loader.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { compiledTool } from '../build/package/compiled-tool.mjs'

const lib = compiledTool()
// As the command line does, before the build starts its threads (build/heap-growth.ts).
const { limitHeapGrowth } = await import(pathToFileURL(join(lib, 'build/platform/heap-growth.js')).href)
limitHeapGrowth()
const { buildSite } = await import(pathToFileURL(join(lib, 'build/build-site.js')).href)
const { formatError } = await import(pathToFileURL(join(lib, 'build/errors/build-error.js')).href)

/** The median size of a page's HTML (`a.html`; its twin `a/index.html` is the same file). */
function medianPageBytes(files) {
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
/** @type {Record<string, number>} */
const stages = {}
let since = started
// The process's RSS (its threads' too) every 20 ms, its highest kept per stage: a build whose peak goes over the
// goal shows in which stage it did.
/** @type {Record<string, number>} */
const rssMbByStage = {}
let stagePeak = 0
const sampleRss = setInterval(() => {
  stagePeak = Math.max(stagePeak, process.memoryUsage.rss())
}, 20)
const endStage = (stage) => {
  rssMbByStage[stage] = Math.round(Math.max(stagePeak, process.memoryUsage.rss()) / 1024 / 1024)
  stagePeak = 0
}
const summary = await buildSite({
  root: values.root,
  out: values.out,
  onProgress: (done, total, stage) => {
    if (done < total || stage in stages) return
    const now = performance.now()
    stages[stage] = Math.round(now - since)
    since = now
    endStage(stage)
  },
}).catch((error) => {
  console.error(formatError(error))
  process.exit(1)
})
const wallMs = performance.now() - started
const cpu = process.cpuUsage(cpuBefore)
// The whole process, from its start (what a command timed from outside, like Vocs's build, is measured by).
const processCpu = process.cpuUsage()
stages.outputs = Math.round(performance.now() - since)
endStage('outputs')
clearInterval(sampleRss)
console.log(
  JSON.stringify({
    wallMs: Math.round(wallMs),
    // Every thread of the process (worker threads too): on a shared machine the steadier figure.
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    startMs: Math.round(startMs),
    processWallMs: Math.round(performance.now()),
    processCpuMs: Math.round((processCpu.user + processCpu.system) / 1000),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    pages: summary.pages,
    bytes: summary.bytes,
    bytesWritten: summary.bytesWritten,
    pageBytes: medianPageBytes(summary.files),
    stages,
    rssMbByStage,
  }),
)
