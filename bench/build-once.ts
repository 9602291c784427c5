// One build in its own process, so its peak memory is its own: prints one JSON line with the build's wall and CPU
// time (the process start, mostly loading the tool's modules, reported apart), peak RSS, pages, bytes and each stage's time.
import { parseArgs } from 'node:util'
import { formatError } from '../build/errors.ts'
import { buildSite } from '../build/build-site.ts'

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
    stages,
  }),
)
