// The build's worker threads (main thread side): started by a stage with enough pages for them (the compile, the
// render), given the site plan once, then jobs one page each, each job to a free thread.
import { Worker } from 'node:worker_threads'
import { siteCacheRoot } from '../cache/site-cache.ts'
import type { PageCache } from '../markdown/page-cache.ts'
import { JobQueue, type RunOrder } from './job-queue.ts'
import type { WorkerData, WorkerJob, WorkerReply } from './jobs.ts'

interface Thread {
  worker: Worker
  /** Settles once the thread has loaded the site config and the page cache. */
  ready: Promise<void>
  /** The current run's handlers (none between runs). */
  onReply?: (reply: WorkerReply) => void
  onFailure?: (error: Error) => void
  /** Why the thread stopped, when it stopped outside a run. */
  failed?: Error
}

/**
 * Jobs a thread holds at once: it starts the next page while the main thread handles the last one's answer. (More
 * would let one thread take the last long pages to compile while another one idles.)
 */
const IN_FLIGHT = 2

/**
 * Twice V8's young generation (a thread's new space grows to 64 MB instead of 32 MB): compiling a page makes many
 * short-lived objects (micromark events, tokens, trees), and fewer of them outlive the nursery into the old generation
 * (decisions: Threads, files and memory).
 */
const resourceLimits = { maxYoungGenerationSizeMb: 96 }

export interface WorkerOptions {
  /**
   * Background threads (the dev server's compile of a cold start): each holds one job at a time, so `hold()` stops
   * them after their current page.
   */
  background?: boolean
}

export class BuildWorkers {
  #threads: Thread[] = []
  /** Open holds (see `hold`); while any is open no job is handed out. */
  #holds = 0
  /** Hands out jobs again (the running `run`'s dispatch). */
  #wake: (() => void) | undefined

  /** Threads for the site in `root`, reading and writing `cache` (the same folder with the same settings). */
  constructor(
    readonly root: string,
    readonly cache: PageCache,
    readonly options: WorkerOptions = {},
  ) {}

  /** Starts `count` threads, unless some already run. */
  start(count: number): void {
    if (this.#threads.length || count < 1) return
    const workerData: WorkerData = { root: this.root, cacheDir: this.cache.dir, cacheSettings: this.cache.settings, siteCache: siteCacheRoot(this.root) }
    this.#threads = Array.from({ length: count }, () => {
      const thread = { worker: new Worker(new URL('./build-worker.mjs', import.meta.url), { workerData, resourceLimits }) } as Thread
      const fail = (error: Error) => {
        thread.failed ??= error
        thread.onFailure?.(error)
      }
      thread.ready = new Promise((resolve) =>
        thread.worker.on('message', (reply: WorkerReply | { ready: true }) => ('ready' in reply ? resolve() : thread.onReply?.(reply))),
      )
      thread.worker.on('error', fail)
      thread.worker.on('exit', (code) => fail(new Error(`build worker exited with code ${code}`)))
      return thread
    })
  }

  /** Sends `job` to every running thread (the site plan, before their pages). */
  broadcast(job: WorkerJob): void {
    for (const { worker } of this.#threads) worker.postMessage(job)
  }

  /**
   * Runs `jobs` on the running threads, each holding up to IN_FLIGHT of them; `onReply(k, reply)` gets job k's answer,
   * and a thread gets its next job once that resolves (a slow writer holds the threads back instead of their results
   * piling up in memory). Threads take the jobs in their order, as `order` allows: the reserved jobs only on the first
   * threads, which take them before any other, and a job that waits for another only once that one is answered.
   */
  async run(jobs: WorkerJob[], onReply: (index: number, reply: WorkerReply) => void | Promise<void>, order: RunOrder = {}): Promise<void> {
    if (!this.#threads.length) throw new Error('no build worker is running')
    const threads = this.#threads
    const queue = new JobQueue(jobs.length, order)
    const pending = new Uint8Array(threads.length)
    const started = new Uint8Array(threads.length)
    const inFlight = this.options.background ? 1 : IN_FLIGHT
    try {
      await new Promise<void>((resolve, reject) => {
        const dispatch = () => {
          for (const [t, thread] of threads.entries()) {
            if (!started[t] || this.#holds > 0) continue
            while (pending[t]! < inFlight) {
              const k = queue.next(t)
              if (k === undefined) break
              pending[t]!++
              thread.worker.postMessage({ ...jobs[k], id: k })
            }
          }
          if (queue.done) resolve()
        }
        this.#wake = dispatch
        for (const [t, thread] of threads.entries()) {
          if (thread.failed) return reject(thread.failed)
          thread.onFailure = reject
          thread.onReply = async (reply) => {
            try {
              await onReply(reply.id, reply)
            } catch (error) {
              return reject(error)
            }
            pending[t]!--
            queue.answered(reply.id)
            dispatch()
          }
          thread.ready.then(() => {
            started[t] = 1
            dispatch()
          })
        }
        dispatch()
      })
    } finally {
      this.#wake = undefined
      for (const thread of threads) thread.onReply = thread.onFailure = undefined
    }
  }

  /**
   * Hands out no more jobs until the returned function is called (a thread finishes the page it holds): the dev
   * server holds its background compile while it applies a save, so the saved page gets the cores.
   */
  hold(): () => void {
    this.#holds++
    let released = false
    return () => {
      if (released) return
      released = true
      this.#holds--
      this.#wake?.()
    }
  }

  /** Stops every thread (after the last stage, or when the build failed). */
  async close(): Promise<void> {
    const threads = this.#threads
    this.#threads = []
    for (const thread of threads) thread.onFailure = () => {}
    await Promise.all(threads.map((t) => t.worker.terminate()))
  }
}
