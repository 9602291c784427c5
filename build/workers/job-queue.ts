// Which job of a run each build thread takes next (Node, main thread; pool.ts sends them). Jobs go in their order,
// except that some are kept for the first threads, which take them before any other, and a job may wait until another
// one has been answered (a page's compile waits for its twoslash types: compile-jobs.ts).

/** Which of a run's jobs wait, and which are kept for some threads. */
export interface RunOrder {
  /** Jobs (`is(k)`) that only the first `threads` threads take, before any other. */
  reserved?: { threads: number; is: (k: number) => boolean }
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
    if (thread < (this.order.reserved?.threads ?? 0) && this.#reservedHead < this.#reserved.length) return this.#reserved[this.#reservedHead++]
    return this.#openHead < this.#open.length ? this.#open[this.#openHead++] : undefined
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
