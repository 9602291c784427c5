// One build in its own process, so its peak memory is its own: prints {"wallMs","peakRssMb","pages"} as JSON.
import { parseArgs } from 'node:util'
import { formatError } from '../build/errors.ts'
import { buildSite } from '../build/build-site.ts'

const { values } = parseArgs({ options: { root: { type: 'string' }, out: { type: 'string' } } })
const started = performance.now()
const summary = await buildSite({ root: values.root!, out: values.out! }).catch((error: unknown) => {
  console.error(formatError(error))
  process.exit(1)
})
const wallMs = performance.now() - started
console.log(
  JSON.stringify({ wallMs: Math.round(wallMs), peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024), pages: summary.pages, bytes: summary.bytes }),
)
