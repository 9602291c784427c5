// The dev server's session: applies each batch of saved files to the site's inputs (site-inputs.ts), compiles what
// changed (background-compile.ts), runs the same site step as a build (site-step.ts) into a new view (view.ts), and
// serves pages from the render memo (render-memo.ts). Runs in the dev server.
import { relative } from 'node:path'
import { isSearchIndexPath } from '../../runtime/contract/search.ts'
import type { SiteFolders } from '../config/site-layout.ts'
import { asBuildError, BuildErrors } from '../errors/build-error.ts'
import { pageDataChange, withPageDataChange } from '../hooks/page-data-change.ts'
import type { OutputFile } from '../output/output-file.ts'
import { preparePageContent } from '../render/page-content.tsx'
import type { SearchIndexFiles } from '../search/build-index.ts'
import { siteStep } from '../site-step.ts'
import { warmCompilerFor } from '../stages/compile.ts'
import { noPagesError, readConfigSource, uniqueRoutes } from '../stages/inputs.ts'
import { searchIndexFiles, siteWideFiles } from '../stages/outputs.tsx'
import { BackgroundCompile } from './background-compile.ts'
import { DevIslands } from './islands.ts'
import type { ModuleGraph } from './module-graph.ts'
import { type RenderedPage, RenderMemo } from './render-memo.ts'
import { type Change, DevInputs } from './site-inputs.ts'
import { affectedRoutes, deriveView, type SiteView } from './view.ts'

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
  private readonly inputs: DevInputs
  private readonly background: BackgroundCompile
  private readonly memo = new RenderMemo()
  private islands = new DevIslands()
  /** The version at which each route's HTML last changed (and at which every page last did). */
  private changedAt = new Map<string, number>()
  private allChangedAt = 0
  /** Updates run one at a time: saves (through the queue), pages asked for before they compiled, the background's end. */
  private serial: Promise<unknown> = Promise.resolve()
  private warming = new Set<string>()
  /** Aborted when the server closes: a background compile still running stops at its next page. */
  private readonly stopped = new AbortController()
  /** Called when the background compile ends (the dev server queues a `compiled` change). */
  onBackgroundDone: (() => void) | undefined
  /** Called with the result of an update made outside the queue (a page compiled because it was asked for). */
  onUpdate: ((result: UpdateResult, label: string) => void) | undefined

  constructor(root: string) {
    this.root = root
    this.inputs = new DevInputs(root, () => {
      // A background compile for the old settings is of no use now.
      this.background.stop()
      this.background.compiledHere.clear()
    })
    this.background = new BackgroundCompile(
      root,
      () => this.inputs.store,
      this.stopped.signal,
      () => this.onBackgroundDone?.(),
    )
  }

  get pagesDir(): string {
    return this.inputs.pagesDir
  }

  get staticDir(): string {
    return this.folders.static
  }

  /** The site's folders (build/config/site-layout.ts); found from the files alone while the config does not load. */
  get folders(): SiteFolders {
    return this.inputs.folders
  }

  get basePath(): string {
    return this.view?.plan.config.basePath ?? this.inputs.config?.basePath ?? ''
  }

  /** Which pages each imported or included file is part of (a save recompiles those pages). */
  get graph(): ModuleGraph {
    return this.inputs.graph
  }

  /** Resolves when every page of the current view has been rendered once. */
  get warmed(): Promise<void> {
    return this.memo.warmed
  }

  /**
   * Loads everything once. Throws the first error; the session is still usable and recovers on the next change.
   * `beforeReading` runs after the config is known and before any page or static file is read: the dev server
   * starts its watcher there, so a file saved while the site loads is either read here or seen as a change.
   */
  async start(beforeReading?: (folders: SiteFolders) => Promise<void>): Promise<UpdateResult> {
    const started = performance.now()
    const inputs = this.inputs
    await inputs.readRuntime()
    await inputs.reloadConfig(false)
    await beforeReading?.(this.folders)
    // The config was read before the watcher looked: read it again if it was saved in between.
    const configChanged = inputs.config !== undefined && (await readConfigSource(inputs.config).catch(() => '')) !== inputs.configSource
    if (configChanged) await inputs.reloadConfig(false)
    await Promise.all([inputs.readStatics(), inputs.readSiteStyles()])
    if (!inputs.configError) await inputs.collectAll()
    return this.refresh(started)
  }

  /** Applies one coalesced batch of file changes and derives the next view. Throws on a build error. */
  async update(changes: Change[]): Promise<UpdateResult> {
    return this.exclusive(async () => {
      this.memo.busy = true
      const release = this.holdBackground()
      try {
        return await this.applyChanges(changes)
      } finally {
        this.memo.busy = false
        release()
      }
    })
  }

  /** Holds the background compile until the returned function is called (see BackgroundCompile.hold). */
  holdBackground(): () => void {
    return this.background.hold()
  }

  private exclusive<T>(run: () => Promise<T>): Promise<T> {
    const next = this.serial.then(run, run)
    this.serial = next.catch(() => {})
    return next
  }

  /** Whether a background compile is running (a cold start's, or a config change's). */
  get compilingInBackground(): boolean {
    return this.background.running
  }

  /** Pages not compiled yet, while a cold start compiles them in the background. */
  get pendingPages(): number {
    return this.background.pending.size
  }

  /**
   * Makes sure a requested route is compiled: a page the background has not reached yet is compiled now, ahead of
   * the rest, and the view is derived again with it. Throws the page's error (the server shows the overlay).
   */
  async ensure(route: string): Promise<void> {
    if (!this.background.pending.has(route)) return
    const result = await this.exclusive(async () => {
      const source = this.background.pending.get(route)
      if (!source) return undefined
      const release = this.holdBackground()
      try {
        await this.background.compileNow(source, this.inputs.ctx, this.inputs.store)
        return await this.refresh(performance.now())
      } finally {
        release()
      }
    })
    if (result) this.onUpdate?.(result, route)
  }

  private async applyChanges(changes: Change[]): Promise<UpdateResult> {
    const started = performance.now()
    const inputs = this.inputs
    const kinds = new Set(changes.map((c) => c.kind))
    // A file the config imports counts as the config.
    if (changes.some((c) => inputs.isConfigImport(c.file))) kinds.add('config')
    // So does a file the site's stylesheet is made from (a Tailwind config) count as the stylesheet.
    if (changes.some((c) => inputs.isStylesImport(c.file))) kinds.add('styles')
    if (kinds.has('runtime')) await inputs.readRuntime()
    if (kinds.has('static') || inputs.staticProblems.errors.length > 0) await inputs.readStatics()
    const configChanged = kinds.has('config') || !inputs.ctx
    if (configChanged) await inputs.reloadConfig()
    // Read after the config, which says where it is.
    if (kinds.has('styles') || configChanged || inputs.siteStylesError) await inputs.readSiteStyles()
    // While a symlink loop is reported, every change reads its whole folder again (pages here, static files above): the
    // watcher reports a loop made or removed as a change of its folder (watch.ts), and any save brings the fix in too.
    if (configChanged) {
      // The config's reload read every page.
    } else if (kinds.has('pages') || inputs.hasLinkErrors) await inputs.collectAll()
    else for (const change of changes) if (change.kind === 'page') await inputs.readPage(change.file)
    // A saved file with new Tailwind class names changes the site's styles.
    if (!kinds.has('styles') && (await inputs.rescanSiteStyles(changes.map((c) => c.file)))) kinds.add('styles')
    // The site's layout or footer component, or a file they import: every page renders again (through plan.shared).
    if (!kinds.has('config') && changes.some((c) => inputs.isSiteComponent(c.file))) await inputs.bundleSiteComponents()
    // A saved component, partial or snippet: the pages made from it compile again.
    for (const change of changes) for (const page of inputs.graph.pagesOf(change.file)) inputs.store.forget(page)
    // The background's end folds in every page it answered; a save's refresh leaves those for later (saves first).
    return this.refresh(started, kinds.has('runtime') || kinds.has('static') || kinds.has('styles'), !kinds.has('compiled'))
  }

  /** A file of the site that the config file imports (directly or not). */
  isConfigImport(file: string): boolean {
    return this.inputs.isConfigImport(file)
  }

  /** The files the config and the site's stylesheet import, for the watcher (some lie outside the folders it watches). */
  configImports(): string[] {
    return [...this.inputs.configImports(), ...this.inputs.stylesImports()]
  }

  /** A file the site's stylesheet is made from (a Tailwind config). */
  isStylesImport(file: string): boolean {
    return this.inputs.isStylesImport(file)
  }

  /** The site's layout.tsx / footer.tsx (even one just created) or a file they import. */
  isSiteComponent(file: string): boolean {
    return this.inputs.isSiteComponent(file)
  }

  private async refresh(started: number, forceAll = false, savesFirst = false): Promise<UpdateResult> {
    const inputs = this.inputs
    if (inputs.configError) throw inputs.configError
    if (inputs.siteComponentsError) throw inputs.siteComponentsError
    if (inputs.siteStylesError) throw inputs.siteStylesError
    const unread = inputs.fileErrors.get(this.pagesDir)
    if (unread) {
      // Retry the full collection so a fixed page (or a removed duplicate) clears the error.
      await inputs.collectAll()
      const again = inputs.fileErrors.get(this.pagesDir)
      if (again) throw again
    }
    const {
      pages: sources,
      errors: routeErrors,
      warnings: routeWarnings,
    } = uniqueRoutes([...inputs.sources.values()].sort((a, b) => (a.absolutePath < b.absolutePath ? -1 : 1)))
    const failed = [...inputs.fileErrors].map(([file, error]) => asBuildError(error, file, 'read'))
    BuildErrors.throwIfAny([...failed, ...inputs.staticProblems.errors, ...routeErrors])
    if (sources.length === 0) throw noPagesError(this.folders)

    const { config, store } = inputs
    const { ready, pending } = await this.background.compile(sources, inputs.ctx, store, savesFirst)
    store.retain(sources)
    const step = await siteStep({
      config,
      configSource: inputs.configSource,
      compiled: ready,
      statics: inputs.statics,
      runtime: inputs.runtime,
      siteStyles: inputs.siteStyles,
      bannerTree: inputs.bannerTree,
      siteComponents: inputs.siteComponents,
      islands: async (using, shared) => {
        await this.islands.update(config, using, shared)
        return this.islands.current
      },
      failedRoutes: [...pending.keys()],
      cacheKey: (source) => store.key(source),
      configVersion: inputs.configGeneration,
    })
    BuildErrors.throwIfAny(step.errors)
    const changes = new Map(step.compiled.map(({ source, compiled: page }) => [source.absolutePath, pageDataChange(page)]))
    for (const { source, compiled: page } of step.compiled) {
      await preparePageContent(store.page(source).hast)
      inputs.graph.set(source.absolutePath, page.data.dependencies)
    }
    const previous = this.view
    const view = deriveView(step, (source) => withPageDataChange(store.page(source), changes.get(source.absolutePath)))
    const routes = forceAll ? null : affectedRoutes(previous, view)
    carryRecentAssets(previous, view)
    this.view = view
    // Pages still compiling go with the view that lacks them: a failed refresh (a broken link) leaves both as they were,
    // so a page asked for meanwhile is compiled then (and shows the error) instead of being a 404.
    this.background.pending = pending
    this.version++
    if (routes === null) this.allChangedAt = this.version
    else for (const route of routes) this.changedAt.set(route, this.version)
    setImmediate(() => {
      if (routes && this.view === view) for (const route of routes) if (view.pages.has(route)) void this.memo.renderQuietly(view, route)
      this.memo.warm(() => this.view)
    })
    this.memo.retain(view)
    return {
      routes,
      reload: forceAll,
      version: this.version,
      ms: performance.now() - started,
      warnings: [
        ...(config?.warnings ?? []),
        ...[...inputs.collectWarnings, ...inputs.staticProblems.warnings, ...routeWarnings, ...inputs.siteStyles.warnings].map((w) => w.format()),
        ...view.warnings,
      ],
    }
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

  /** The HTML of a route in the current view, through the config's transformHtml (see RenderMemo). */
  async render(route: string): Promise<RenderedPage | undefined> {
    return this.view ? this.memo.render(this.view, route) : undefined
  }

  /**
   * A page was served to a tab, whose writer may save it next: unless this thread compiled it, its compiler is warmed
   * for it now (languages, highlighted blocks and popups), one change at a time, so that save does not pay for it.
   * (A page another thread compiled, or the disk cache held, would otherwise load this thread's grammars and highlight
   * every block again on its first save.)
   */
  prepareForEdits(route: string): void {
    const source = this.view?.pages.get(route)?.source
    const key = source && this.inputs.store.key(source)
    const compiledHere = this.background.compiledHere
    if (!source || !key || compiledHere.has(key) || this.warming.has(key)) return
    this.warming.add(key)
    const ctx = this.inputs.ctx
    setImmediate(() => {
      if (this.stopped.signal.aborted) return
      this.exclusive(() => warmCompilerFor(source, ctx))
        .then(() => ctx === this.inputs.ctx && compiledHere.add(key))
        .catch(() => {})
        .finally(() => this.warming.delete(key))
    })
  }

  /** Whether this thread has compiled a route's page, or warmed its compiler for it (`prepareForEdits`). */
  preparedForEdits(route: string): boolean {
    const source = this.view?.pages.get(route)?.source
    return source !== undefined && this.background.compiledHere.has(this.inputs.store.key(source))
  }

  /** Whether a page served at `version` is out of date now (a tab that missed events while reconnecting). */
  changedSince(route: string, version: number): boolean {
    return this.allChangedAt > version || (this.changedAt.get(route) ?? 0) > version
  }

  stop(): void {
    this.memo.stop()
    this.stopped.abort()
    this.background.stop()
  }

  /** Whether a file on disk differs from what the session last read (see DevInputs.isStale). */
  isStale(change: Change): boolean {
    return this.inputs.isStale(change)
  }

  /** A readable path for terminal lines. */
  relative(file: string): string {
    return relative(process.cwd(), file) || file
  }
}
