// What a build says while it runs: on a terminal, one line per stage with its count, and a bar while pages compile and
// render; off a terminal, nothing until the summary (`--verbose` prints each stage anyway, `--quiet` nothing). Node.
export type Verbosity = 'quiet' | 'normal' | 'verbose'

export interface Progress {
  /** A stage reports `done` of `total` items (called once per item; a stage ends when done === total). */
  update: (done: number, total: number, stage: string) => void
  /** Clears a bar still drawn (after a failure, say). */
  done: () => void
}

const WIDTH = 24
const LABELS: Record<string, [running: string, finished: string, unit: string]> = {
  pages: ['finding pages', 'found', 'pages'],
  compile: ['compiling', 'compiled', 'pages'],
  links: ['checking links of', 'checked the links of', 'pages'],
  assets: ['bundling', 'bundled', 'assets'],
  render: ['rendering', 'rendered', 'pages'],
}

function label(stage: string): [string, string, string] {
  return LABELS[stage] ?? [stage, stage, 'items']
}

export function bar(done: number, total: number): string {
  const filled = total ? Math.round((done / total) * WIDTH) : WIDTH
  return `${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}`
}

export function createProgress(stream: NodeJS.WriteStream, verbosity: Verbosity): Progress {
  const live = verbosity !== 'quiet' && stream.isTTY === true
  const lines = verbosity === 'verbose' || live
  // A stage's time runs from the end of the one before (or the start), so one-step stages get a time too.
  let since = performance.now()
  const finished = new Set<string>()
  let drawn = false
  let lastDraw = 0
  const clear = () => {
    if (drawn) stream.write('\r\x1b[2K')
    drawn = false
  }
  return {
    update(done, total, stage) {
      if (!lines || finished.has(stage)) return
      const [running, past, unit] = label(stage)
      if (done >= total) {
        clear()
        const now = performance.now()
        stream.write(`${past} ${total} ${unit} in ${((now - since) / 1000).toFixed(1)} s\n`)
        finished.add(stage)
        since = now
        return
      }
      // A bar redrawn at most every 50 ms: a terminal is slow to write to, and 10,000 pages would be 10,000 writes.
      const now = performance.now()
      if (!live || now - lastDraw < 50) return
      lastDraw = now
      stream.write(`\r\x1b[2K${running} ${bar(done, total)} ${done}/${total} ${unit}`)
      drawn = true
    },
    done: clear,
  }
}
