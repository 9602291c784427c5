// How far V8 lets each heap of the tool's own process grow past its live data before a full collection (Node, the
// command line's process, before any thread starts). On a machine with room for heaps of 2 GB or more V8 allows up
// to 4×: a compile thread of the 10,000-page corpus with 80 MB live grew to 300–400 MB between its collections, and
// two of them made most of the build's peak memory. At 3× that build's compile stage peaked at 1.06 GB instead of
// 1.19 GB with the same CPU time; 2× went lower still, but cost this site's twoslash-heavy threads 2–3% more CPU.
import { setFlagsFromString } from 'node:v8'
import { tuningOff } from './tuning.ts'

export const HEAP_GROWING_PERCENT = 200

/** Sets V8's heap growing factor for this process and the threads it starts, unless its command line set its own (or tuning.ts turns it off). */
export function limitHeapGrowth(): void {
  // (Node refuses the flag in NODE_OPTIONS: the command line is the only other place it can come from.)
  if (tuningOff() || process.execArgv.some((flag) => /^--heap[-_]growing[-_]percent\b/.test(flag))) return
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
}
