// How far V8 lets each heap of the tool's own process grow past its live data before a full collection (Node, the
// command line's process, before any thread starts): 3× rather than V8's up to 4×, which let the compile threads of a
// large site make most of the build's peak memory (decisions: Threads, files and memory).
import { setFlagsFromString } from 'node:v8'
import { tuningOff } from './tuning.ts'

export const HEAP_GROWING_PERCENT = 200

/** Sets V8's heap growing factor for this process and the threads it starts, unless its command line set its own (or tuning.ts turns it off). */
export function limitHeapGrowth(): void {
  // (Node refuses the flag in NODE_OPTIONS: the command line is the only other place it can come from.)
  if (tuningOff() || process.execArgv.some((flag) => /^--heap[-_]growing[-_]percent\b/.test(flag))) return
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
}
