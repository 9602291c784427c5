// Which job of a run each build thread takes next (Node, main thread; pool.ts sends them). Jobs go in their order,
// except that some are kept for the first threads, which take them before any other (another thread with nothing to do
// may help with them, from the last), and a job may wait until another one has been answered (a page's compile waits
// for its twoslash types: compile-jobs.ts).

/** Which of a run's jobs wait, and which are kept for some threads. */
export interface RunOrder {
  /**
   * Jobs (`is(k)`) that the first `threads` threads take, before any other. Another thread with nothing else to take
   * takes the last of them when `help(thread, left)` says so (`left`: how many are not taken yet).
   */
  reserved?: { threads: number; is: (k: number) => boolean; help?: (thread: number, left: number) => boolean }
  /** The job that job k waits for (it is taken only once that one is answered), if any. */
  after?: (k: number) => number | undefined
}

export class JobQueue {
  /** Jobs that may be taken now, in two queues, each taken from its head. */
  readonly #reserved: number[] = []
  readonly #open: number[] = []
  #reservedHead = 0
  #openHead = 0
  /** Job → the jobs waiting for its answer. */
  readonly #waiters = new Map<number, number[]>()
  #unanswered: number

  constructor(
    count: number,
    private readonly order: RunOrder = {},
  ) {
    this.#unanswered = count
    for (let k = 0; k < count; k++) {
      const before = order.after?.(k)
      if (before === undefined) this.#enqueue(k)
      else this.#waiters.set(before, [...(this.#waiters.get(before) ?? []), k])
    }
  }

  /** The job thread `thread` takes now, if any may be taken by it. */
  next(thread: number): number | undefined {
    const reserved = this.order.reserved
    const left = this.#reserved.length - this.#reservedHead
    if (thread < (reserved?.threads ?? 0) && left > 0) return this.#reserved[this.#reservedHead++]
    if (this.#openHead < this.#open.length) return this.#open[this.#openHead++]
    return left > 0 && reserved?.help?.(thread, left) ? this.#reserved.pop() : undefined
  }

  /** Job k was answered: the jobs waiting for it may be taken. */
  answered(k: number): void {
    this.#unanswered--
    for (const waiting of this.#waiters.get(k) ?? []) this.#enqueue(waiting)
    this.#waiters.delete(k)
  }

  /** Whether every job has been answered. */
  get done(): boolean {
    return this.#unanswered === 0
  }

  #enqueue(k: number): void {
    const reserved = this.order.reserved
    ;(reserved && reserved.threads > 0 && reserved.is(k) ? this.#reserved : this.#open).push(k)
  }
}
