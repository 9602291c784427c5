// The dev server's inputs as last read: the config (with the compile context and page store its settings make), the
// pages, static files, styles, runtime and the site's own components, each read again when a change concerns it.
// Also tells whether a file on disk differs from what was read. Runs in the dev server.
import { existsSync, readFileSync } from 'node:fs'
import { sep } from 'node:path'
import type { Root } from 'hast'
import { NO_SITE_STYLES, readSiteStyles, rescanSiteStyles, type SiteStyles, tailwindScan } from '../assets/site-styles.ts'
import { markdownPluginsKey } from '../config/markdown-plugins.ts'
import type { SiteConfig } from '../config/resolve.ts'
import { defaultRootDir, findSiteSource, type SiteFolders, siteFolders } from '../config/site-layout.ts'
import { isPageFile, pageHash, readSourcePage } from '../content/collect-pages.ts'
import type { SourcePage } from '../content/source-page.ts'
import { SymlinkLoopError } from '../content/walk-files.ts'
import { BuildError, BuildErrors } from '../errors/build-error.ts'
import { fileHash } from '../markdown/dependencies.ts'
import type { OutputFile } from '../output/output-file.ts'
import { bundleSiteComponents, isSiteComponentFile, prepareSiteComponents, type SiteComponentsBundle, siteComponentFiles } from '../render/site-components.ts'
import { type CompileContext, compileBannerTree, createCompileContext, openPageCache } from '../stages/compile.ts'
import { readPages, readRuntime, readSiteConfig, readStatics, type SiteRuntime } from '../stages/inputs.ts'
import { MemoryPageStore } from './memory-store.ts'
import { ModuleGraph } from './module-graph.ts'

/**
 * What changed: `compiled`, the background compile of a cold start finished (background-compile.ts); `dependency`, a
 * file pages import or include (module-graph.ts).
 */
export type ChangeKind = 'page' | 'pages' | 'config' | 'styles' | 'static' | 'runtime' | 'compiled' | 'dependency'
export interface Change {
  kind: ChangeKind
  /** Absolute path of the file that changed (for `pages`, the folder that was added or removed). */
  file: string
}

export class DevInputs {
  config!: SiteConfig
  /** Bumped on every config load, so anything rendered from an older config is stale. */
  configGeneration = 0
  configSource = ''
  configError: unknown
  private settings = ''
  ctx!: CompileContext
  store!: MemoryPageStore
  /** The config's banner text compiled (none when it is an element, or there is no banner). */
  bannerTree: Root | undefined
  /** The site's layout.tsx / footer.tsx bundle, or the error that bundling them met (shown until fixed). */
  siteComponents: SiteComponentsBundle | undefined
  siteComponentsError: unknown
  private siteComponentHashes = new Map<string, string | undefined>()
  /** The site's files the config imports (from its last load; and a file its last failure named), with their hashes then. */
  private configImportHashes = new Map<string, string | undefined>()
  readonly sources = new Map<string, SourcePage>()
  readonly fileErrors = new Map<string, unknown>()
  private times = new Map<string, number>()
  statics: OutputFile[] = []
  /** Symlinks left out of (warnings) or looping in (errors) the static folder and the pages folder. */
  staticProblems: { warnings: BuildError[]; errors: BuildError[] } = { warnings: [], errors: [] }
  collectWarnings: BuildError[] = []
  hasLinkErrors = false
  runtime!: SiteRuntime
  /** The site's styles.css, or the error reading it met (shown until fixed). */
  siteStyles: SiteStyles = NO_SITE_STYLES
  siteStylesError: unknown
  /** Which pages each imported or included file is part of (a save recompiles those pages). */
  readonly graph = new ModuleGraph()

  /** `beforeNewCompiler` runs when the config's settings need a new compile context, before it is made. */
  constructor(
    readonly root: string,
    private readonly beforeNewCompiler: () => void,
  ) {}

  /** The site's folders (build/config/site-layout.ts); found from the files alone while the config does not load. */
  get folders(): SiteFolders {
    const style = findSiteSource(this.root).style
    return this.config?.folders ?? siteFolders(this.root, style, defaultRootDir(style))
  }

  get pagesDir(): string {
    return this.folders.pages
  }

  async readRuntime(): Promise<void> {
    this.runtime = await readRuntime()
  }

  /** Loads the config (and what is derived from it); `collect` then reads every page again. */
  async reloadConfig(collect = true): Promise<void> {
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
      this.beforeNewCompiler()
      this.ctx = await createCompileContext(this.config, 'dev')
      this.store = new MemoryPageStore(await openPageCache(this.root, this.config))
      this.settings = settings
    }
    this.bannerTree = await compileBannerTree(this.config, this.ctx)
    await this.bundleSiteComponents()
    if (collect) await this.collectAll()
  }

  async bundleSiteComponents(): Promise<void> {
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

  async readStatics(): Promise<void> {
    const { files, warnings, errors } = await readStatics(this.root, this.folders)
    this.statics = files
    this.staticProblems = { warnings, errors }
  }

  async readSiteStyles(): Promise<void> {
    try {
      this.siteStyles = await readSiteStyles(this.folders.styles, tailwindScan(this.root, this.folders))
      this.siteStylesError = undefined
    } catch (error) {
      this.siteStylesError = error
    }
  }

  /** Scans saved files for Tailwind class names; true when the site's styles changed with them. */
  async rescanSiteStyles(files: string[]): Promise<boolean> {
    const styles = await rescanSiteStyles(this.siteStyles, this.folders.styles, files)
    if (styles) this.siteStyles = styles
    return styles !== undefined
  }

  /** A file the site's stylesheet is made from (a Tailwind config, plugin or imported stylesheet). */
  isStylesImport(file: string): boolean {
    return this.siteStyles.tailwind?.dependencies.includes(file) ?? false
  }

  /** The files the site's stylesheet is made from, for the watcher. */
  stylesImports(): string[] {
    return this.siteStyles.tailwind?.dependencies ?? []
  }

  async collectAll(): Promise<void> {
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

  async readPage(file: string): Promise<void> {
    this.fileErrors.delete(file)
    if (!isPageFile(this.pagesDir, file) || !existsSync(file)) {
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

  /**
   * Whether a file on disk differs from what was last read. chokidar drops a second `change` of the same file within
   * 50 ms, so a quick second save (format-on-save, an undo) is re-checked with this.
   */
  isStale(change: Change): boolean {
    try {
      if (change.kind === 'page') {
        const known = this.sources.get(change.file)
        if (!existsSync(change.file)) return known !== undefined
        return this.fileErrors.has(change.file) || known?.hash !== pageHash(change.file, readFileSync(change.file, 'utf8'))
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
}
