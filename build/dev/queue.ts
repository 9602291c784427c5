// Coalesces file changes for the dev server: changes that arrive while a rebuild runs wait, merged by file,
// and run as one batch afterwards, so a burst of saves costs one rebuild and none is lost.
import type { Change } from './site-inputs.ts'

export class ChangeQueue {
  private pending = new Map<string, Change>()
  private running: Promise<void> | undefined
  private timer: NodeJS.Timeout | undefined
  private closed = false

  /** `delayMs` lets the other events of one save (editors write, rename, chmod) join the same batch. */
  constructor(
    private readonly run: (batch: Change[]) => Promise<void>,
    private readonly delayMs = 4,
  ) {}

  push(change: Change): void {
    if (this.closed) return
    this.pending.set(`${change.kind}\0${change.file}`, change)
    if (!this.running && !this.timer) this.timer = setTimeout(() => this.drain(), this.delayMs)
  }

  private drain(): void {
    this.timer = undefined
    if (this.running) return
    this.running = (async () => {
      while (this.pending.size && !this.closed) {
        const batch = [...this.pending.values()]
        this.pending.clear()
        await this.run(batch).catch(() => {})
      }
    })().finally(() => (this.running = undefined))
  }

  /** Resolves once nothing is queued or running. */
  async idle(): Promise<void> {
    while (this.running || this.timer || this.pending.size) {
      await (this.running ?? new Promise((r) => setTimeout(r, this.delayMs + 1)))
    }
  }

  close(): void {
    this.closed = true
    clearTimeout(this.timer)
  }
}
