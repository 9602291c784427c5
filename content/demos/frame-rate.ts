// Rolling frame rate from requestAnimationFrame timestamps. Used by the FPS demo in the browser.

export class FrameRateMeter {
  private times: number[] = []
  constructor(private readonly window = 30) {}

  /** Records one frame; returns frames per second over the last `window` frames, or null until there are two. */
  push(timestamp: number): number | null {
    this.times.push(timestamp)
    if (this.times.length > this.window + 1) this.times.shift()
    return this.current()
  }

  current(): number | null {
    const n = this.times.length
    if (n < 2) return null
    const span = this.times[n - 1]! - this.times[0]!
    return span > 0 ? ((n - 1) * 1000) / span : null
  }

  reset(): void {
    this.times = []
  }
}
