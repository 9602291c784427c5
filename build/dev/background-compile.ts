// The dev server's compile of the pages a refresh needs: on this thread when they are few, in the background on a
// worker thread when a cold start (or a config change) finds many, so the first pages are served before the rest
// are compiled. Runs in the dev server.
import type { SourcePage } from '../content/source-page.ts'
import { type BuildError, BuildErrors } from '../errors/build-error.ts'
import { type CompileContext, compilePages, type SummarySource } from '../stages/compile.ts'
import { compileInWorkers } from '../workers/compile-jobs.ts'
import { BuildWorkers } from '../workers/pool.ts'
import type { MemoryPageStore } from './memory-store.ts'

/** From this many uncompiled pages on, a refresh serves what is ready and compiles the rest in the background. */
export const BACKGROUND_COMPILE_FROM = 24

export class BackgroundCompile {
  /** Pages still compiling in the background (route → source): a request for one compiles it at once. */
  pending = new Map<string, SourcePage>()
  /** Cache keys of the pages the running background compile has not answered yet, and the compile errors it met. */
  private inBackground = new Set<string>()
  private failures = new Map<string, BuildError>()
  /** The background compiles' threads while they run (a config change may start one before the last has ended). */
  private threads = new Set<BuildWorkers>()
  /** A background thread failed as a whole (it could not start, say): later pages compile on this thread instead. */
  private broken = false
  /** Cache keys of the pages this thread has compiled (or warmed its compiler for) since its compile context was made. */
  readonly compiledHere = new Set<string>()

  /**
   * `currentStore`: the page store in use (a newer config makes another); `onDone`: a background compile of the
   * current store ended while the server runs.
   */
  constructor(
    private readonly root: string,
    private readonly currentStore: () => MemoryPageStore,
    private readonly stopped: AbortSignal,
    private readonly onDone: () => void,
  ) {}

  /** Whether a background compile is running (a cold start's, or a config change's). */
  get running(): boolean {
    return this.threads.size > 0
  }

  /**
   * Holds the background compile until the returned function is called: its threads finish the page they hold and
   * take no other, so a save (or a page asked for) is compiled, rendered and pushed first. The release waits one
   * turn, after the refresh has rendered the changed pages (the session queues that render first).
   */
  hold(): () => void {
    const releases = [...this.threads].map((threads) => threads.hold())
    return () =>
      setImmediate(() => {
        for (const release of releases) release()
      })
  }

  /** Compiles a page asked for before the background reached it, ahead of the rest. */
  async compileNow(source: SourcePage, ctx: CompileContext, store: MemoryPageStore): Promise<void> {
    const { errors } = await compilePages([source], ctx, store)
    // Compiled here (or found compiled by the background): the background's answer for it is no longer awaited.
    this.inBackground.delete(store.key(source))
    this.compiledHere.add(store.key(source))
    for (const error of errors) this.failures.set(store.key(source), error)
  }

  /**
   * Compiles what a refresh needs. More than BACKGROUND_COMPILE_FROM pages uncompiled are not waited for: they compile
   * on a worker thread, the refresh goes on with the pages that are ready, and a page asked for meanwhile is compiled
   * at once (`compileNow`). Links to pending pages count as fine until then; when the background ends, a `compiled`
   * change refreshes the whole site and checks it. With `savesFirst` (a save's refresh), pages the background answered
   * since the last refresh stay pending too: the save's refresh is then the saved pages' alone (the same islands and
   * stylesheet, the open tab swaps its content), and they join the view at the background's end (the next refresh that
   * is not a save's, or any once it has ended: its own may have failed).
   */
  async compile(
    sources: SourcePage[],
    ctx: CompileContext,
    store: MemoryPageStore,
    savesFirst = false,
  ): Promise<{ ready: SummarySource[]; pending: Map<string, SourcePage> }> {
    const answeredSinceRefresh = (source: SourcePage) => {
      const before = this.pending.get(source.path)
      return savesFirst && this.running && before !== undefined && store.key(before) === store.key(source) && !this.failures.has(store.key(source))
    }
    // A page the background has not answered yet is not looked for (on disk, that is a read per page per refresh).
    const unanswered = (source: SourcePage) => this.inBackground.has(store.key(source)) || answeredSinceRefresh(source)
    const summaries = await Promise.all(sources.map((source) => (unanswered(source) ? undefined : store.getSummary(source))))
    const missing = sources.filter((_, i) => !summaries[i])
    // A page whose background compile failed is compiled here again, so its error is reported like any other.
    const known = (source: SourcePage) => this.failures.has(store.key(source))
    let deferred = missing.filter((source) => unanswered(source) && !known(source))
    let now = missing.filter((source) => !deferred.includes(source))
    const fresh = now.filter((source) => !known(source))
    if (fresh.length >= BACKGROUND_COMPILE_FROM && !this.broken) {
      this.start(fresh, store)
      deferred = [...deferred, ...fresh]
      now = now.filter((source) => known(source))
    }
    const pending = new Map(deferred.map((source) => [source.path, source]))
    const { errors } = await compilePages(now, ctx, store)
    for (const source of now) this.compiledHere.add(store.key(source))
    for (const source of now) this.failures.delete(store.key(source))
    BuildErrors.throwIfAny(errors)
    const ready: SummarySource[] = []
    for (const source of sources) {
      if (pending.has(source.path) || unanswered(source)) continue
      const summary = await store.getSummary(source)
      if (summary) ready.push({ source, compiled: summary })
    }
    return { ready, pending }
  }

  /**
   * Compiles `pages` on a thread of its own into the page cache (the build's compile workers, one thread); each page
   * is read into memory as it is answered. Saves and pages asked for hold it (`hold`), so they wait for nothing on
   * this thread, and share the cores with the one page it is on.
   */
  private start(pages: SourcePage[], store: MemoryPageStore): void {
    for (const page of pages) this.inBackground.add(store.key(page))
    const threads = new BuildWorkers(this.root, store.disk, { background: true })
    this.threads.add(threads)
    const answered = (page: SourcePage) => this.inBackground.delete(store.key(page))
    compileInWorkers(
      threads,
      1,
      pages,
      (k) => {
        const page = pages[k]!
        // Read in now, a page at a time, so the refresh of a save finds it in memory.
        if (answered(page)) store.getSummary(page).catch(() => {})
      },
      (k, error) => {
        answered(pages[k]!)
        this.failures.set(store.key(pages[k]!), error)
      },
    )
      .catch(() => {
        this.broken = true
      })
      .finally(async () => {
        this.threads.delete(threads)
        for (const page of pages) answered(page)
        await threads.close()
        // A newer config made another store (its own refresh covers the pages), or the server closed.
        if (store === this.currentStore() && !this.stopped.aborted) this.onDone()
      })
  }

  /** Ends the running background compiles (their pages stay missing, compiled when next needed). */
  stop(): void {
    for (const threads of this.threads) void threads.close()
    this.threads.clear()
    this.inBackground.clear()
  }
}
