// Time slicing for the demos' long loops: do a bounded amount of work, give the browser the main thread back,
// continue. Runs in the browser; pure enough to test in Node.

export interface SliceResult {
  /** How many steps ran (all of them unless the run was stopped). */
  done: number
  /** Time spent inside the steps only, excluding the pauses between slices. */
  activeMs: number
  stopped: boolean
}

/**
 * Resolves on a later task, after the browser has had a chance to paint and handle input. Deliberately not
 * scheduler.yield(): its continuation outranks React's own render tasks, so progress would never show.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Calls `step(i)` for i in [0, total) in slices of at most `budgetMs` of work. Checks the clock only every
 * `checkEvery` steps so the clock itself costs little against million-step loops.
 */
export async function runInSlices(
  total: number,
  step: (i: number) => void,
  options: { signal?: AbortSignal; budgetMs?: number; checkEvery?: number; onProgress?: (done: number) => void; now?: () => number } = {},
): Promise<SliceResult> {
  const { signal, budgetMs = 12, checkEvery = 256, onProgress, now = () => performance.now() } = options
  let i = 0
  let activeMs = 0
  while (i < total) {
    if (signal?.aborted) return { done: i, activeMs, stopped: true }
    const start = now()
    let elapsed = 0
    do {
      const end = Math.min(total, i + checkEvery)
      for (; i < end; i++) step(i)
      elapsed = now() - start
    } while (i < total && elapsed < budgetMs)
    activeMs += elapsed
    onProgress?.(i)
    if (i < total) await yieldToBrowser()
  }
  return { done: i, activeMs, stopped: false }
}
