// One Memory measurement: a fresh store, `count` atoms created and set in slices, with the work time and the
// heap growth read around it. Browser only (the heap figure needs Chromium's performance.memory).
import { usedHeapBytes } from './heap.ts'
import { runInSlices } from './slices.ts'
import type { MemoryTask } from './adapters/types.ts'

export interface MemoryResult {
  count: number
  /** Time inside the creation loop only (pauses for the browser excluded). */
  activeMs: number
  /** Heap after minus heap before, with every atom still referenced; undefined where the browser does not say. */
  heapDelta?: number
  stopped: boolean
}

export const MEMORY_BATCH = 1000

export async function measureMemory(
  createTask: () => MemoryTask,
  count: number,
  options: { signal?: AbortSignal; onProgress?: (done: number) => void } = {},
): Promise<MemoryResult> {
  const heapBefore = usedHeapBytes()
  const task = createTask()
  const batches = Math.ceil(count / MEMORY_BATCH)
  const result = await runInSlices(batches, (b) => task.batch(b * MEMORY_BATCH, Math.min(count, (b + 1) * MEMORY_BATCH)), {
    signal: options.signal,
    checkEvery: 1,
    onProgress: (done) => options.onProgress?.(Math.min(count, done * MEMORY_BATCH)),
  })
  // Read the heap while the atoms are still alive, then let them go.
  const heapAfter = usedHeapBytes()
  task.release()
  return {
    count: Math.min(count, result.done * MEMORY_BATCH),
    activeMs: result.activeMs,
    heapDelta: heapBefore !== undefined && heapAfter !== undefined ? heapAfter - heapBefore : undefined,
    stopped: result.stopped,
  }
}
