// The dev server's incremental state: the site's inputs kept in memory and updated per changed file, then the same
// stages as a build (build/stages: compile → plan → render → outputs) for what changed. Runs in the dev server.
import { existsSync, readFileSync } from 'node:fs'
import { relative, sep } from 'node:path'
import type { ReactNode } from 'react'
import { markdownPluginsKey } from '../config/markdown-plugins.ts'
import { defaultRootDir, findSiteSource, siteFolders, type SiteFolders } from '../config/site-layout.ts'
import type { SiteConfig } from '../config/resolve.ts'
import { hashText, readSourcePage } from '../content/collect-pages.ts'
import type { SourcePage } from '../content/source-page.ts'
import { SymlinkLoopError } from '../content/walk-files.ts'
import { isSearchIndexPath } from '../../runtime/contract/search.ts'
import { asBuildError, BuildError, BuildErrors } from '../errors/build-error.ts'
import type { OutputFile } from '../output/output-file.ts'
import {
  compileBannerTree,
  compilePages,
  createCompileContext,
  openPageCache,
  warmCompilerFor,
  type CompileContext,
  type SummarySource,
} from '../stages/compile.ts'
import { compileInWorkers } from '../workers/compile-jobs.ts'
import { BuildWorkers } from '../workers/pool.ts'
import { noPagesError, readConfigSource, readPages, readRuntime, readSiteConfig, readStatics, type SiteRuntime, uniqueRoutes } from '../stages/inputs.ts'
import { searchIndexFiles, siteWideFiles } from '../stages/outputs.tsx'
import { bannerContent } from '../render/banner.ts'
import { preparePageContent } from '../render/page-content.tsx'
import { renderPageHtml } from '../render/page-html.tsx'
import type { SearchIndexFiles } from '../search/build-index.ts'
import { MemoryPageStore } from './memory-store.ts'
import { transformHtml } from '../hooks/transform-html.ts'
import { transformPagesData } from '../hooks/transform-page-data.ts'
import { pageDataChange, withPageDataChange } from '../hooks/page-data-change.ts'
import { NO_SITE_STYLES, readSiteStyles, type SiteStyles } from '../assets/site-styles.ts'
import { shellHash } from './shell.ts'
import { fileHash, withDependencies } from '../markdown/dependencies.ts'
import { DevIslands } from './islands.ts'
import { ModuleGraph } from './module-graph.ts'
import { affectedRoutes, deriveView, type SiteView } from './view.ts'
import { bundleSiteComponents, isSiteComponentFile, prepareSiteComponents, siteComponentFiles, type SiteComponentsBundle } from '../render/site-components.ts'
import { routeHeadTags } from '../render/custom-head.ts'

/** How many asset files of earlier views stay served (a tab may still ask for the stylesheet its page named). */
const RECENT_ASSETS = 16

/** Content-hashed assets of the previous view that this one dropped, kept a while: old names never change meaning. */
function carryRecentAssets(previous: SiteView | undefined, view: SiteView): void {
  if (!previous) return
  let carried = 0
  for (const [path, content] of previous.assetFiles) {
    if (view.assetFiles.has(path)) continue
    if (++carried > RECENT_ASSETS) break
    view.assetFiles.set(path, content)
  }
}

/** From this many uncompiled pages on, a refresh serves what is ready and compiles the rest in the background. */
export const BACKGROUND_COMPILE_FROM = 24

/** `compiled`: the background compile of a cold start finished (see `DevSession.refresh`). */
/** `dependency`: a file pages import or include (module-graph.ts). */
export type ChangeKind = 'page' | 'pages' | 'config' | 'styles' | 'static' | 'runtime' | 'compiled' | 'dependency'
export interface Change {
  kind: ChangeKind
  /** Absolute path of the file that changed (for `pages`, the folder that was added or removed). */
  file: string
}

export interface RenderedPage {
  html: string
  /**
   * Hash of the page without its Markdown content (the one `<article class="prose">`), or undefined when it has none.
   * Two renders with the same shell differ only inside the article, so an open tab may swap just that element.
   */
  shell: string | undefined
}

export interface UpdateResult {
  /** Routes whose HTML changed, or null when every page did. */
  routes: string[] | null
  /** Files outside the HTML changed (static files, styles): tabs must reload, a content swap would miss them. */
  reload: boolean
  version: number
  ms: number
  warnings: string[]
}

export class DevSession {
  readonly root: string
  version = 0
  view: SiteView | undefined
  /** The current view's site-wide outputs, once something asked for one. */
  private siteWideMemo: { view: SiteView; files?: Promise<Map<string, OutputFile>>; search?: Promise<SearchIndexFiles> } | undefined

  private config!: SiteConfig
  private configGeneration = 0
  private configSource = ''
  private configError: unknown
  private settings = ''
  private ctx!: CompileContext
  private store!: MemoryPageStore
  private banner: ReactNode | undefined
  /** The site's layout.tsx / footer.tsx bundle, or the error that bundling them met (shown until fixed). */
  private siteComponents: SiteComponentsBundle | undefined
  private siteComponentsError: unknown
  private siteComponentHashes = new Map<string, string | undefined>()
  /** The site's files the config imports (from its last load; and a file its last failure named), with their hashes then. */
  private configImportHashes = new Map<string, string | undefined>()
  private sources = new Map<string, SourcePage>()
  private fileErrors = new Map<string, unknown>()
  private times = new Map<string, number>()
  private statics: OutputFile[] = []
  /** Symlinks left out of (warnings) or looping in (errors) the static folder and the pages folder. */
  private staticProblems: { warnings: BuildError[]; errors: BuildError[] } = { warnings: [], errors: [] }
  private collectWarnings: BuildError[] = []
  private hasLinkErrors = false
  private runtime!: SiteRuntime
  /** The site's styles.css, or the error reading it met (shown until fixed). */
  private siteStyles: SiteStyles = NO_SITE_STYLES
  private siteStylesError: unknown
  private html = new Map<string, RenderedPage & { key: string }>()
  private warmToken = 0
  /** The version at which each route's HTML last changed (and at which every page last did). */
  private changedAt = new Map<string, number>()
  private allChangedAt = 0
  /** Resolves when every page of the current view has been rendered once. */
  warmed: Promise<void> = Promise.resolve()
  /** True while a change is being applied: background warming steps aside so the edit is not slowed down. */
  private busy = false
  /** Pages still compiling in the background (route → source): a request for one compiles it at once. */
  private pending = new Map<string, SourcePage>()
  /** Cache keys of the pages the running background compile has not answered yet, and the compile errors it met. */
  private inBackground = new Set<string>()
  private backgroundFailures = new Map<string, BuildError>()
  /** The background compiles' threads while they run (a config change may start one before the last has ended). */
  private backgroundThreads = new Set<BuildWorkers>()
  /** A background thread failed as a whole (it could not start, say): later pages compile on this thread instead. */
  private backgroundBroken = false
  /** Updates run one at a time: saves (through the queue), pages asked for before they compiled, the background's end. */
  private serial: Promise<unknown> = Promise.resolve()
  /** Cache keys of the pages this thread has compiled (or warmed its compiler for) since its compile context was made. */
  private compiledHere = new Set<string>()
  private warming = new Set<string>()
  /** Which pages each imported or included file is part of (a save recompiles those pages). */
  readonly graph = new ModuleGraph()
  private islands = new DevIslands()
  /** Aborted when the server closes: a background compile still running stops at its next page. */
  private readonly stopped = new AbortController()
  /** Called when the background compile ends (the dev server queues a `compiled` change). */
  onBackgroundDone: (() => void) | undefined
  /** Called with the result of an update made outside the queue (a page compiled because it was asked for). */
  onUpdate: ((result: UpdateResult, label: string) => void) | undefined

  constructor(root: string) {
    this.root = root
  }

  get pagesDir(): string {
    return this.folders.pages
  }

  get staticDir(): string {
    return this.folders.static
  }

  /** The site's folders (build/config/site-layout.ts); found from the files alone while the config does not load. */
  get folders(): SiteFolders {
    const style = findSiteSource(this.root).style
    return this.config?.folders ?? siteFolders(this.root, style, defaultRootDir(style))
  }

  get basePath(): string {
    return this.view?.plan.config.basePath ?? this.config?.basePath ?? ''
  }

  /**
   * Loads everything once. Throws the first error; the session is still usable and recovers on the next change.
   * `beforeReading` runs after the config is known and before any page or static file is read: the dev server
   * starts its watcher there, so a file saved while the site loads is either read here or seen as a change.
   */
  async start(beforeReading?: (folders: SiteFolders) => Promise<void>): Promise<UpdateResult> {
    const started = performance.now()
    this.runtime = await readRuntime()
    await this.reloadConfig(false)
    await beforeReading?.(this.folders)
    // The config was read before the watcher looked: read it again if it was saved in between.
    const configChanged = this.config !== undefined && (await readConfigSource(this.config).catch(() => '')) !== this.configSource
    if (configChanged) await this.reloadConfig(false)
    await Promise.all([this.readStatics(), this.readSiteStyles()])
    if (!this.configError) await this.collectAll()
    return this.refresh(started)
  }

  /** Applies one coalesced batch of file changes and derives the next view. Throws on a build error. */
  async update(changes: Change[]): Promise<UpdateResult> {
    return this.exclusive(async () => {
      this.busy = true
      const release = this.holdBackground()
      try {
        return await this.applyChanges(changes)
      } finally {
        this.busy = false
        release()
      }
    })
  }

  /**
   * Holds the background compile until the returned function is called: its threads finish the page they hold and
   * take no other, so a save (or a page asked for) is compiled, rendered and pushed first. The release waits one
   * turn, after the refresh has rendered the changed pages (`refresh` queues that render first).
   */
  holdBackground(): () => void {
    const releases = [...this.backgroundThreads].map((threads) => threads.hold())
    return () =>
      setImmediate(() => {
        for (const release of releases) release()
      })
  }

  private exclusive<T>(run: () => Promise<T>): Promise<T> {
    const next = this.serial.then(run, run)
    this.serial = next.catch(() => {})
    return next
  }

  /** Whether a background compile is running (a cold start's, or a config change's). */
  get compilingInBackground(): boolean {
    return this.backgroundThreads.size > 0
  }

  /** Pages not compiled yet, while a cold start compiles them in the background. */
  get pendingPages(): number {
    return this.pending.size
  }

  /**
   * Makes sure a requested route is compiled: a page the background has not reached yet is compiled now, ahead of
   * the rest, and the view is derived again with it. Throws the page's error (the server shows the overlay).
   */
  async ensure(route: string): Promise<void> {
    if (!this.pending.has(route)) return
    const result = await this.exclusive(async () => {
      const source = this.pending.get(route)
      if (!source) return undefined
      const release = this.holdBackground()
      try {
        const { errors } = await compilePages([source], this.ctx, this.store)
        // Compiled here (or found compiled by the background): the background's answer for it is no longer awaited.
        this.inBackground.delete(this.store.key(source))
        this.compiledHere.add(this.store.key(source))
        for (const error of errors) this.backgroundFailures.set(this.store.key(source), error)
        return await this.refresh(performance.now())
      } finally {
        release()
      }
    })
    if (result) this.onUpdate?.(result, route)
  }

  private async applyChanges(changes: Change[]): Promise<UpdateResult> {
    const started = performance.now()
    const kinds = new Set(changes.map((c) => c.kind))
    // A file the config imports counts as the config.
    if (changes.some((c) => this.isConfigImport(c.file))) kinds.add('config')
    if (kinds.has('runtime')) this.runtime = await readRuntime()
    if (kinds.has('static') || this.staticProblems.errors.length > 0) await this.readStatics()
    const configChanged = kinds.has('config') || !this.ctx
    if (configChanged) await this.reloadConfig()
    // Read after the config, which says where it is.
    if (kinds.has('styles') || configChanged || this.siteStylesError) await this.readSiteStyles()
    // While a symlink loop is reported, every change reads its whole folder again (pages here, static files above): the
    // watcher reports a loop made or removed as a change of its folder (watch.ts), and any save brings the fix in too.
    if (configChanged) {
      // The config's reload read every page.
    } else if (kinds.has('pages') || this.hasLinkErrors) await this.collectAll()
    else for (const change of changes) if (change.kind === 'page') await this.readPage(change.file)
    // The site's layout or footer component, or a file they import: every page renders again (through plan.shared).
    if (!kinds.has('config') && changes.some((c) => this.isSiteComponent(c.file))) await this.bundleSiteComponents()
    // A saved component, partial or snippet: the pages made from it compile again.
    for (const change of changes) for (const page of this.graph.pagesOf(change.file)) this.store.forget(page)
    return this.refresh(started, kinds.has('runtime') || kinds.has('static') || kinds.has('styles'))
  }

  /** Loads the config (and what is derived from it); `collect` then reads every page again. */
  private async reloadConfig(collect = true): Promise<void> {
    this.configGeneration++
    try {
      const loaded = await readSiteConfig(this.root)
      this.config = loaded.config
      this.configSource = loaded.configSource
      this.configError = undefined
    } catch (error) {
      this.configError = error
      // A broken import names its own file: watch it too, so saving the fix reloads the config.
      for (const failure of error instanceof BuildErrors ? error.errors : error instanceof BuildError ? [error] : [])
        if (failure.place.file !== this.config?.configFile && failure.place.file.startsWith(this.root + sep) && existsSync(failure.place.file))
          this.configImportHashes.set(failure.place.file, fileHash(failure.place.file))
      return
    }
    this.configImportHashes = new Map(this.config.configImports.map((file) => [file, fileHash(file)]))
    // Base path, code themes and the site's Markdown plugins are baked into compiled pages: when they change, nothing compiled is reusable.
    const settings = JSON.stringify([this.config.basePath, this.config.markdown.code.themes, markdownPluginsKey(this.config)])
    if (settings !== this.settings) {
      // A background compile for the old settings is of no use now.
      this.stopBackground()
      this.ctx = await createCompileContext(this.config)
      this.compiledHere.clear()
      this.store = new MemoryPageStore(await openPageCache(this.root, this.config))
      this.settings = settings
    }
    this.banner = bannerContent(this.config, await compileBannerTree(this.config, this.ctx))
    await this.bundleSiteComponents()
    if (collect) await this.collectAll()
  }

  private async bundleSiteComponents(): Promise<void> {
    try {
      this.siteComponents = await bundleSiteComponents(this.config)
      await prepareSiteComponents(this.siteComponents)
      this.siteComponentsError = undefined
    } catch (error) {
      this.siteComponentsError = error
    }
    // What each file held when bundled: a quick second save (inside chokidar's 50 ms window) is caught by isStale.
    const { layout, footer } = siteComponentFiles(this.config.folders.content)
    const files = [...new Set([layout, footer, ...(this.siteComponents?.files ?? [])])].filter((f) => f !== undefined)
    this.siteComponentHashes = new Map(files.map((file) => [file, fileHash(file)]))
  }

  /** A file of the site that the config file imports (directly or not). */
  isConfigImport(file: string): boolean {
    return this.configImportHashes.has(file)
  }

  /** The files the config imports, for the watcher (some may lie outside the folders it watches). */
  configImports(): string[] {
    return [...this.configImportHashes.keys()]
  }

  /** The site's layout.tsx / footer.tsx (even one just created) or a file they import. */
  isSiteComponent(file: string): boolean {
    return (this.config !== undefined && isSiteComponentFile(this.config.folders.content, file)) || (this.siteComponents?.files.includes(file) ?? false)
  }

  private async readStatics(): Promise<void> {
    const { files, warnings, errors } = await readStatics(this.root, this.folders)
    this.statics = files
    this.staticProblems = { warnings, errors }
  }

  private async readSiteStyles(): Promise<void> {
    try {
      this.siteStyles = await readSiteStyles(this.folders.styles)
      this.siteStylesError = undefined
    } catch (error) {
      this.siteStylesError = error
    }
  }

  private async collectAll(): Promise<void> {
    this.sources.clear()
    this.fileErrors.clear()
    try {
      const { pages, errors, warnings } = await readPages(this.root, this.folders)
      this.collectWarnings = warnings
      this.hasLinkErrors = errors.some((e) => e instanceof SymlinkLoopError)
      for (const page of pages) this.sources.set(page.absolutePath, page)
      for (const error of errors) this.fileErrors.set(error.place.file, error)
      this.times = new Map(pages.filter((p) => p.lastUpdatedAt).map((p) => [p.filePath, p.lastUpdatedAt!]))
    } catch (error) {
      // One unreadable page must not hide the others: fall back to reading them one by one.
      this.fileErrors.set(this.pagesDir, error)
    }
  }

  private async readPage(file: string): Promise<void> {
    this.fileErrors.delete(file)
    const inPages = file.startsWith(this.pagesDir + sep)
    const name = file.slice(file.lastIndexOf(sep) + 1)
    if (!inPages || !/\.mdx?$/.test(name) || name.startsWith('_') || !existsSync(file)) {
      this.sources.delete(file)
      return
    }
    try {
      const { page } = await readSourcePage(this.pagesDir, file, this.times)
      this.sources.set(file, page)
    } catch (error) {
      this.fileErrors.set(file, error)
    }
  }

  private async refresh(started: number, forceAll = false): Promise<UpdateResult> {
    if (this.configError) throw this.configError
    if (this.siteComponentsError) throw this.siteComponentsError
    if (this.siteStylesError) throw this.siteStylesError
    const unread = this.fileErrors.get(this.pagesDir)
    if (unread) {
      // Retry the full collection so a fixed page (or a removed duplicate) clears the error.
      await this.collectAll()
      const again = this.fileErrors.get(this.pagesDir)
      if (again) throw again
    }
    const {
      pages: sources,
      errors: routeErrors,
      warnings: routeWarnings,
    } = uniqueRoutes([...this.sources.values()].sort((a, b) => (a.absolutePath < b.absolutePath ? -1 : 1)))
    const failed = [...this.fileErrors].map(([file, error]) => asBuildError(error, file, 'read'))
    BuildErrors.throwIfAny([...failed, ...this.staticProblems.errors, ...routeErrors])
    if (sources.length === 0) throw noPagesError(this.folders)

    const { ready, pending } = await this.compileOrDefer(sources)
    this.store.retain(sources)
    // The config's transformPageData, as in a build: what it gives is each page's data in this view.
    const { pages: compiled, errors: hookErrors } = await transformPagesData(this.config, ready)
    BuildErrors.throwIfAny(hookErrors)
    const changes = new Map(compiled.map(({ source, compiled: page }) => [source.absolutePath, pageDataChange(page)]))
    const keys = new Map<SourcePage, string>()
    for (const { source, compiled: page } of compiled) {
      await preparePageContent(this.store.page(source).hast)
      this.graph.set(source.absolutePath, page.data.dependencies)
      // The files a page is made from are part of its render key: saving one of them changes the page.
      keys.set(source, withDependencies(this.store.key(source), page))
    }
    await this.islands.update(this.config, compiled, this.runtime.bundle.shared)
    const heads = await routeHeadTags(
      this.config,
      compiled.map((c) => c.source.path),
    )
    const previous = this.view
    const view = deriveView({
      config: this.config,
      configGeneration: this.configGeneration,
      configSource: this.configSource,
      banner: this.banner,
      compiled,
      page: (source) => withPageDataChange(this.store.page(source), changes.get(source.absolutePath)),
      keys,
      pendingRoutes: [...pending.keys()],
      islands: this.islands.current,
      siteComponents: this.siteComponents,
      routeHeads: heads.heads,
      statics: this.statics,
      runtime: this.runtime,
      siteStyles: this.siteStyles,
    })
    const routes = forceAll ? null : affectedRoutes(previous, view)
    carryRecentAssets(previous, view)
    this.view = view
    // Pages still compiling go with the view that lacks them: a failed refresh (a broken link) leaves both as they were,
    // so a page asked for meanwhile is compiled then (and shows the error) instead of being a 404.
    this.pending = pending
    this.version++
    if (routes === null) this.allChangedAt = this.version
    else for (const route of routes) this.changedAt.set(route, this.version)
    setImmediate(() => {
      if (routes && this.view === view) for (const route of routes) if (view.pages.has(route)) void this.renderQuietly(route)
      this.warm()
    })
    const memoRoutes = new Set(view.pages.keys())
    for (const route of this.html.keys()) if (!memoRoutes.has(route)) this.html.delete(route)
    return {
      routes,
      reload: forceAll,
      version: this.version,
      ms: performance.now() - started,
      warnings: [
        ...(this.config?.warnings ?? []),
        ...[...this.collectWarnings, ...this.staticProblems.warnings, ...routeWarnings, ...this.siteStyles.warnings].map((w) => w.format()),
        ...view.warnings,
        ...heads.warnings,
      ],
    }
  }

  /**
   * Compiles what a refresh needs. A cold start (or a config change) that finds more than BACKGROUND_COMPILE_FROM pages
   * uncompiled does not wait for them: they compile on worker threads in the background, the view is derived from
   * the pages that are ready, and a page asked for meanwhile is compiled at once (`ensure`). Links to pending pages
   * count as fine until then; when the background ends, a `compiled` change derives the whole site and checks it.
   */
  private async compileOrDefer(sources: SourcePage[]): Promise<{ ready: SummarySource[]; pending: Map<string, SourcePage> }> {
    // A page the background has not answered yet is not looked for (on disk, that is a read per page per refresh).
    const unanswered = (source: SourcePage) => this.inBackground.has(this.store.key(source))
    const summaries = await Promise.all(sources.map((source) => (unanswered(source) ? undefined : this.store.getSummary(source))))
    const missing = sources.filter((_, i) => !summaries[i])
    // A page whose background compile failed is compiled here again, so its error is reported like any other.
    const known = (source: SourcePage) => this.backgroundFailures.has(this.store.key(source))
    let deferred = missing.filter((source) => this.inBackground.has(this.store.key(source)) && !known(source))
    let now = missing.filter((source) => !deferred.includes(source))
    const fresh = now.filter((source) => !known(source))
    if (fresh.length >= BACKGROUND_COMPILE_FROM && !this.backgroundBroken) {
      this.compileInBackground(fresh)
      deferred = [...deferred, ...fresh]
      now = now.filter((source) => known(source))
    }
    const pending = new Map(deferred.map((source) => [source.path, source]))
    const { errors } = await compilePages(now, this.ctx, this.store)
    for (const source of now) this.compiledHere.add(this.store.key(source))
    for (const source of now) this.backgroundFailures.delete(this.store.key(source))
    BuildErrors.throwIfAny(errors)
    const ready: SummarySource[] = []
    for (const source of sources) {
      if (pending.has(source.path) || unanswered(source)) continue
      const summary = await this.store.getSummary(source)
      if (summary) ready.push({ source, compiled: summary })
    }
    return { ready, pending }
  }

  /**
   * Compiles `pages` on a thread of its own into the page cache (the build's compile workers, one thread); each page
   * is read into memory as it is answered. Saves and pages asked for hold it (`holdBackground`), so they wait for
   * nothing on this thread, and share the cores with the one page it is on.
   */
  private compileInBackground(pages: SourcePage[]): void {
    const store = this.store
    for (const page of pages) this.inBackground.add(store.key(page))
    const threads = new BuildWorkers(this.root, store.disk, { background: true })
    this.backgroundThreads.add(threads)
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
        this.backgroundFailures.set(store.key(pages[k]!), error)
      },
    )
      .catch(() => {
        this.backgroundBroken = true
      })
      .finally(async () => {
        this.backgroundThreads.delete(threads)
        for (const page of pages) answered(page)
        await threads.close()
        // A newer config made another store (its own refresh covers the pages), or the server closed.
        if (store === this.store && !this.stopped.signal.aborted) this.onBackgroundDone?.()
      })
  }

  /** Ends the running background compiles (their pages stay missing, compiled when next needed). */
  private stopBackground(): void {
    for (const threads of this.backgroundThreads) void threads.close()
    this.backgroundThreads.clear()
    this.inBackground.clear()
  }

  /**
   * A site-wide output (404, redirects, llms, sitemap, search index, …) of the current view, made on first request.
   * An edit never waits for these: the reloading page is served first, and only the index's asker waits for it.
   */
  siteWideFile(path: string): Promise<OutputFile | undefined> {
    const view = this.view
    if (!view) return Promise.resolve(undefined)
    if (this.siteWideMemo?.view !== view) this.siteWideMemo = { view }
    const memo = this.siteWideMemo
    if (isSearchIndexPath(path)) {
      memo.search ??= searchIndexFiles(view.plan.config, view.compiled)
      return memo.search.then((index) => index.files.find((f) => f.path === path))
    }
    memo.files ??= siteWideFiles(view.plan, view.compiled).then((files) => new Map(files.map((f) => [f.path, f])))
    return memo.files.then((files) => files.get(path))
  }

  /**
   * The HTML of a route in the current view, through the config's transformHtml (rendered now unless already rendered
   * for the same key).
   */
  async render(route: string): Promise<RenderedPage | undefined> {
    const view = this.view
    const entry = view?.pages.get(route)
    if (!view || !entry) return undefined
    const memo = this.html.get(route)
    if (memo && memo.key === entry.renderKey) return memo
    const html = await transformHtml(view.plan.config, renderPageHtml(view.plan, entry.source, entry.compiled), entry.source, entry.compiled.data)
    const rendered = { key: entry.renderKey, html, shell: shellHash(html) }
    this.html.set(route, rendered)
    return rendered
  }

  /**
   * A page was served to a tab, whose writer may save it next: unless this thread compiled it, its compiler is warmed
   * for it now (languages, highlighted blocks and popups), one change at a time, so that save does not pay for it.
   * (A page another thread compiled, or the disk cache held, would otherwise load this thread's grammars and highlight
   * every block again on its first save.)
   */
  prepareForEdits(route: string): void {
    const source = this.view?.pages.get(route)?.source
    const key = source && this.store.key(source)
    if (!source || !key || this.compiledHere.has(key) || this.warming.has(key)) return
    this.warming.add(key)
    const ctx = this.ctx
    setImmediate(() => {
      if (this.stopped.signal.aborted) return
      this.exclusive(() => warmCompilerFor(source, ctx))
        .then(() => ctx === this.ctx && this.compiledHere.add(key))
        .catch(() => {})
        .finally(() => this.warming.delete(key))
    })
  }

  /** Whether this thread has compiled a route's page, or warmed its compiler for it (`prepareForEdits`). */
  preparedForEdits(route: string): boolean {
    const source = this.view?.pages.get(route)?.source
    return source !== undefined && this.compiledHere.has(this.store.key(source))
  }

  /** Renders ahead of a request; a page that fails is left for its request, which shows the error. */
  private renderQuietly(route: string): Promise<unknown> {
    // Reported when the page is asked for.
    return this.render(route).catch(() => {})
  }

  /** Whether a page served at `version` is out of date now (a tab that missed events while reconnecting). */
  changedSince(route: string, version: number): boolean {
    return this.allChangedAt > version || (this.changedAt.get(route) ?? 0) > version
  }

  /** Renders the rest of the pages in the background, one per turn of the event loop, so requests stay quick. */
  private warm(): void {
    const token = ++this.warmToken
    const routes = [...(this.view?.pages.keys() ?? [])]
    let done!: () => void
    this.warmed = new Promise((resolve) => (done = resolve))
    const next = () => {
      if (token !== this.warmToken) return done()
      if (this.busy) return void setTimeout(next, 10).unref()
      const route = routes.shift()
      if (route === undefined) return done()
      void this.renderQuietly(route).then(() => setImmediate(next))
    }
    setImmediate(next)
  }

  stop(): void {
    this.warmToken++
    this.busy = true
    this.stopped.abort()
    this.stopBackground()
  }

  /**
   * Whether a file on disk differs from what the session last read. chokidar drops a second `change` of the same
   * file within 50 ms, so a quick second save (format-on-save, an undo) is re-checked with this.
   */
  isStale(change: Change): boolean {
    try {
      if (change.kind === 'page') {
        const known = this.sources.get(change.file)
        if (!existsSync(change.file)) return known !== undefined
        return this.fileErrors.has(change.file) || known?.hash !== hashText(readFileSync(change.file, 'utf8'))
      }
      if (this.isConfigImport(change.file)) return !!this.configError || this.configImportHashes.get(change.file) !== fileHash(change.file)
      if (change.kind === 'dependency' && this.isSiteComponent(change.file)) return this.siteComponentHashes.get(change.file) !== fileHash(change.file)
      if (change.kind === 'dependency') return this.graph.hashSeen(change.file) !== fileHash(change.file)
      if (change.kind === 'config' && change.file === this.config?.configFile)
        return !existsSync(change.file) || readFileSync(change.file, 'utf8') !== this.configSource || !!this.configError
    } catch {
      return true
    }
    return false
  }

  /** A readable path for terminal lines. */
  relative(file: string): string {
    return relative(process.cwd(), file) || file
  }
}
