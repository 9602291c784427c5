// Lowers the calling thread's scheduling priority (Linux: each thread has its own nice value). Runs in a background
// worker thread, so the dev server's main thread, which answers requests and applies saves, gets the cores first.
import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'

/** How much lower than the process a background thread runs (nice 10: a tenth of the CPU share when both want it). */
const BACKGROUND_NICENESS = 10

/** Lowers this thread's priority where the system names threads (`/proc/thread-self`); elsewhere does nothing. */
export function lowerThreadPriority(): void {
  try {
    const thread = Number(readlinkSync('/proc/thread-self').split('/').pop())
    if (Number.isInteger(thread) && thread > 0) setPriority(thread, BACKGROUND_NICENESS)
  } catch {
    // No /proc, or the system refused: the thread runs at the process's priority.
  }
}
