// The dev server's incremental state: the site's inputs (config, pages, statics, runtime) kept in memory,
// updated per changed file, and the last good SiteView. Pages render on request and are memoised by render key.
import { existsSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { ReactNode } from 'react'
import type { RuntimeBundle } from '../assets/bundle-runtime.ts'
import { readRuntimeStyles } from '../assets/stylesheet.ts'
import { loadConfig } from '../config/load.ts'
import type { SiteConfig } from '../config/resolve.ts'
import { collectPages, duplicateRoutes, hashText, readSourcePage } from '../content/collect.ts'
import type { SourcePage } from '../content/source-page.ts'
import { asBuildError, BuildError, BuildErrors } from '../errors.ts'
import type { PageCache } from '../markdown/cache.ts'
import { fileHash, withDependencies } from '../markdown/dependencies.ts'
import { compilePage, type CompileContext, type CompiledPage } from '../markdown/compile.ts'
import type { OutputFile } from '../output/output-file.ts'
import {
  bundleSiteRuntime,
  createCompileContext,
  openPageCache,
  readConfigSource,
  renderBanner,
  renderPageHtml,
  RUNTIME_STYLES,
  siteSearchIndex,
  siteWideFiles,
  DEV_SEARCH_INDEX_PATH,
  staticFiles,
} from '../site.tsx'
import { SymlinkLoopError } from '../content/walk.ts'
import { preparePageContent } from '../render/page-content.tsx'
import { shellHash } from './shell.ts'
import { DevIslands } from './islands.ts'
import { ModuleGraph } from './module-graph.ts'
import { affectedRoutes, deriveView, type SiteView } from './view.ts'

export type ChangeKind = 'page' | 'pages' | 'config' | 'static' | 'runtime' | 'dependency'
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
  private siteWideMemo: { view: SiteView; files?: Promise<Map<string, OutputFile>>; search?: Promise<OutputFile> } | undefined

  private config!: SiteConfig
  private configGeneration = 0
  private configSource = ''
  private configError: unknown
  private settings = ''
  private ctx!: CompileContext
  private cache!: PageCache
  private banner: ReactNode | undefined
  private sources = new Map<string, SourcePage>()
  private fileErrors = new Map<string, unknown>()
  private times = new Map<string, number>()
  private compiledMemo = new Map<string, CompiledPage>()
  private statics: OutputFile[] = []
  /** Symlinks left out of (warnings) or looping in (errors) the static folder and the pages folder. */
  private staticProblems: { warnings: BuildError[]; errors: BuildError[] } = { warnings: [], errors: [] }
  private collectWarnings: BuildError[] = []
  private hasLinkErrors = false
  private runtime!: RuntimeBundle
  private runtimeStyles = ''
  private html = new Map<string, RenderedPage & { key: string }>()
  private warmToken = 0
  /** The version at which each route's HTML last changed (and at which every page last did). */
  private changedAt = new Map<string, number>()
  private allChangedAt = 0
  /** Resolves when every page of the current view has been rendered once. */
  warmed: Promise<void> = Promise.resolve()
  /** True while a change is being applied: background warming steps aside so the edit is not slowed down. */
  private busy = false
  /** Which pages each imported or included file is part of (a save recompiles those pages). */
  readonly graph = new ModuleGraph()
  private islands = new DevIslands()

  constructor(root: string) {
    this.root = root
  }

  get pagesDir(): string {
    return join(this.root, this.config?.rootDir ?? 'content', 'pages')
  }

  get staticDir(): string {
    return join(this.root, 'static')
  }

  get basePath(): string {
    return this.view?.config.basePath ?? this.config?.basePath ?? ''
  }

  /**
   * Loads everything once. Throws the first error; the session is still usable and recovers on the next change.
   * `beforeReading` runs after the config is known and before any page or static file is read: the dev server
   * starts its watcher there, so a file saved while the site loads is either read here or seen as a change.
   */
  async start(beforeReading?: (contentDir: string) => Promise<void>): Promise<UpdateResult> {
    const started = performance.now()
    const [runtime, styles] = await Promise.all([bundleSiteRuntime(), readRuntimeStyles(RUNTIME_STYLES)])
    this.runtime = runtime
    this.runtimeStyles = styles
    await this.reloadConfig(false)
    await beforeReading?.(join(this.root, this.config?.rootDir ?? 'content'))
    // The config was read before the watcher looked: read it again if it was saved in between.
    const configChanged = this.config !== undefined && (await readConfigSource(this.config).catch(() => '')) !== this.configSource
    if (configChanged) await this.reloadConfig(false)
    await this.readStatics()
    if (!this.configError) await this.collectAll()
    return this.refresh(started)
  }

  /** Applies one coalesced batch of file changes and derives the next view. Throws on a build error. */
  async update(changes: Change[]): Promise<UpdateResult> {
    this.busy = true
    try {
      return await this.applyChanges(changes)
    } finally {
      this.busy = false
    }
  }

  private async applyChanges(changes: Change[]): Promise<UpdateResult> {
    const started = performance.now()
    const kinds = new Set(changes.map((c) => c.kind))
    if (kinds.has('runtime')) {
      ;[this.runtime, this.runtimeStyles] = await Promise.all([bundleSiteRuntime(), readRuntimeStyles(RUNTIME_STYLES)])
    }
    if (kinds.has('static') || this.staticProblems.errors.length > 0) await this.readStatics()
    if (kinds.has('config') || !this.ctx) await this.reloadConfig()
    // A symlink the watcher does not follow (a loop) sends no event when it is removed: while one is reported, every
    // change reads its whole folder again (pages here, static files above), so the fix is seen on the next save.
    else if (kinds.has('pages') || this.hasLinkErrors) await this.collectAll()
    else for (const change of changes) if (change.kind === 'page') await this.readPage(change.file)
    // A saved component, partial or snippet: the pages made from it compile again.
    for (const change of changes) for (const page of this.graph.pagesOf(change.file)) this.forgetCompiled(page)
    return this.refresh(started, kinds.has('runtime') || kinds.has('static'))
  }

  /** Loads the config (and what is derived from it); `collect` then reads every page again. */
  private async reloadConfig(collect = true): Promise<void> {
    this.configGeneration++
    try {
      this.config = await loadConfig(this.root)
      this.configSource = await readConfigSource(this.config)
      this.configError = undefined
    } catch (error) {
      this.configError = error
      return
    }
    // Base path and code themes are baked into compiled pages: when they change, nothing compiled is reusable.
    const settings = JSON.stringify([this.config.basePath, this.config.markdown.code.themes])
    if (settings !== this.settings) {
      this.ctx = await createCompileContext(this.config)
      this.cache = await openPageCache(this.root, this.config)
      this.compiledMemo.clear()
      this.settings = settings
    }
    this.banner = this.config.banner ? await renderBanner(this.config, this.ctx) : undefined
    if (collect) await this.collectAll()
  }

  private async readStatics(): Promise<void> {
    const { files, warnings, errors } = await staticFiles(this.staticDir, this.root)
    this.statics = files
    this.staticProblems = { warnings, errors }
  }

  private async collectAll(): Promise<void> {
    this.sources.clear()
    this.fileErrors.clear()
    try {
      const { pages, errors, warnings } = await collectPages(this.pagesDir, this.root)
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
    const pending = this.fileErrors.get(this.pagesDir)
    if (pending) {
      // Retry the full collection so a fixed page (or a removed duplicate) clears the error.
      await this.collectAll()
      const again = this.fileErrors.get(this.pagesDir)
      if (again) throw again
    }
    const sources = [...this.sources.values()].sort((a, b) => (a.absolutePath < b.absolutePath ? -1 : 1))
    const failed = [...this.fileErrors].map(([file, error]) => asBuildError(error, file, 'read'))
    BuildErrors.throwIfAny([...failed, ...this.staticProblems.errors, ...duplicateRoutes(sources)])
    if (sources.length === 0) throw new BuildError({ file: this.pagesDir }, 'expected at least one .md or .mdx page in this folder')

    const keys = new Map<SourcePage, string>()
    const compiled = []
    const compileErrors: BuildError[] = []
    for (const source of sources) {
      const key = this.cache.key(source)
      try {
        const page = await this.compile(source, key)
        compiled.push({ source, compiled: page })
        this.graph.set(source.absolutePath, page.data.dependencies)
        // The files it was made from are part of its render key: saving one of them changes the page.
        keys.set(source, withDependencies(key, page))
      } catch (error) {
        compileErrors.push(asBuildError(error, source.absolutePath, 'compile'))
      }
    }
    BuildErrors.throwIfAny(compileErrors)
    await this.islands.update(this.config, compiled, this.runtime.shared)
    const previous = this.view
    const view = deriveView(
      {
        config: this.config,
        configGeneration: this.configGeneration,
        configSource: this.configSource,
        banner: this.banner,
        compiled,
        keys,
        statics: this.statics,
        runtime: this.runtime,
        runtimeStyles: this.runtimeStyles,
        islands: this.islands.current,
      },
      previous,
    )
    const routes = forceAll ? null : affectedRoutes(previous, view)
    this.view = view
    this.version++
    if (routes === null) this.allChangedAt = this.version
    else for (const route of routes) this.changedAt.set(route, this.version)
    setImmediate(() => {
      if (routes && this.view === view) for (const route of routes) if (view.pages.has(route)) this.renderQuietly(route)
      this.warm()
    })
    const memoRoutes = new Set(view.pages.keys())
    for (const route of this.html.keys()) if (!memoRoutes.has(route)) this.html.delete(route)
    return {
      routes,
      reload: forceAll,
      version: this.version,
      ms: performance.now() - started,
      warnings: [...[...this.collectWarnings, ...this.staticProblems.warnings].map((w) => w.format()), ...view.warnings],
    }
  }

  private memoKeys = new Map<string, string>()

  /** Drops a page's compiled form, so the next refresh compiles it from its files again. */
  private forgetCompiled(page: string): void {
    const key = this.memoKeys.get(page)
    if (key) this.compiledMemo.delete(key)
  }

  private async compile(source: SourcePage, key: string): Promise<CompiledPage> {
    this.memoKeys.set(source.absolutePath, key)
    const memo = this.compiledMemo.get(key)
    if (memo) return memo
    let compiled = await this.cache.get(source)
    if (!compiled) {
      compiled = await compilePage(source, this.ctx)
      // The disk copy only speeds up the next start; the edit does not wait for it.
      this.cache.set(source, compiled).catch(() => {})
    }
    await preparePageContent(compiled.hast)
    this.compiledMemo.set(key, compiled)
    return compiled
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
    if (path === DEV_SEARCH_INDEX_PATH) {
      memo.search ??= siteSearchIndex(view.config, view.compiled, DEV_SEARCH_INDEX_PATH)
      return memo.search
    }
    memo.files ??= siteWideFiles(view.config, view.compiled, view.site, view.assets).then((files) => new Map(files.map((f) => [f.path, f])))
    return memo.files.then((files) => files.get(path))
  }

  /** The HTML of a route in the current view (rendered now unless already rendered for the same key). */
  render(route: string): RenderedPage | undefined {
    const view = this.view
    const entry = view?.pages.get(route)
    if (!view || !entry) return undefined
    const memo = this.html.get(route)
    if (memo && memo.key === entry.renderKey) return memo
    const html = renderPageHtml(view.config, view.site, entry.source, entry.compiled, view.assets)
    const rendered = { key: entry.renderKey, html, shell: shellHash(html) }
    this.html.set(route, rendered)
    return rendered
  }

  /** Renders ahead of a request; a page that fails is left for its request, which shows the error. */
  private renderQuietly(route: string): void {
    try {
      this.render(route)
    } catch {
      // Reported when the page is asked for.
    }
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
      this.renderQuietly(route)
      setImmediate(next)
    }
    setImmediate(next)
  }

  stop(): void {
    this.warmToken++
    this.busy = true
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
