// One test file's result as the runner reports it, and the process-group handling every way of running a file shares:
// each process runs in a group of its own, so a timeout ends what it started (a browser, a worker), and Ctrl-C ends all.

export interface FileResult {
  file: string
  seconds?: number
  /** CPU seconds (unit files only). */
  cpu?: number
  passed: number
  failed: number
  skipped: number
  output: string
  skipReason?: string
}

/** A file that hangs (a server that never answers, a browser that never closes) fails on its own after this long. */
export const FILE_TIMEOUT_MS = Number(process.env.TEST_FILE_TIMEOUT_MS) || 8 * 60_000

const running = new Set<number>()

/** Ends a process and everything it started. */
export function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {}
}

export function trackGroup(pid: number): () => void {
  running.add(pid)
  return () => running.delete(pid)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const pid of running) killGroup(pid)
    process.exit(130)
  })
}
