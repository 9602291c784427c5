// `npm run build`: the five stages of build/stages/ in order (inputs → compile → plan → render → outputs), every
// file handed to a sink as it is made; `buildSite` streams them into a new output folder and swaps it in.
import { join, resolve } from 'node:path'
import { siteIslands } from './assets/bundle-islands.ts'
import { ISLAND_ENTRY, islandCacheDir } from './assets/island-cache.ts'
import { readSiteStyles, tailwindScan } from './assets/site-styles.ts'
import { contentHash } from './cache/content-hash.ts'
import { checkSiteCache, siteCache, siteCacheFolders, takeCacheWarning } from './cache/site-cache.ts'
import { deleteStale } from './cache/stale-cache.ts'
import type { BuildSummary } from './config/hook-types.ts'
import { loadConfig } from './config/load.ts'
import type { SiteConfig } from './config/resolve.ts'
import { asBuildError, BuildError, BuildErrors } from './errors/build-error.ts'
import { hookFailure } from './hooks/failure.ts'
import { pageDataChange } from './hooks/page-data-change.ts'
import { transformHtml } from './hooks/transform-html.ts'
import { TWOSLASH_ENTRY, twoslashCacheDir } from './markdown/twoslash/twoslash-cache.ts'
import type { OutputFile } from './output/output-file.ts'
import { CODE_CACHE_ENTRY, codeCacheDir } from './platform/typescript-code-cache.ts'
import { preparePageContent } from './render/page-content.tsx'
import { renderPageHtml } from './render/page-html.tsx'
import { planForWorkers } from './render/plan-for-workers.ts'
import { bundleSiteComponents, prepareSiteComponents } from './render/site-components.ts'
import { siteStep } from './site-step.ts'
import {
  bannerSource,
  type CompileContext,
  compileBannerTree,
  compilePages,
  createCompileContext,
  openPageCache,
  treeOf,
  unreadableCacheWarning,
} from './stages/compile.ts'
import { noPagesError, readConfigSource, readPages, readRuntime, readStatics, uniqueRoutes } from './stages/inputs.ts'
import { searchIndexFiles, searchIndexKey, siteWideFiles } from './stages/outputs.tsx'
import { pageFilePaths, pageFiles } from './stages/render.tsx'
import { BuildWorkers } from './workers/pool.ts'
import { renderInWorkers, renderWorkerCount } from './workers/render-jobs.ts'
import { realOutputFolder } from './write/output-folder.ts'
import { OutputWriter, type WrittenFile } from './write/write-output.ts'

export interface SiteBuildOptions {
  root: string
  out?: string
  /** Replace a non-empty output folder that this tool did not make (the CLI's `--empty-out-dir`). */
  emptyOutDir?: boolean
  /** The site's config when the caller has loaded it already (loaded from `root` otherwise). */
  config?: SiteConfig
  /**
   * Worker threads to compile and render on: 0 for none; by default as many as the number of pages and cores make
   * worth their start-up.
   */
  threads?: number
  /** Called as each stage goes on (the CLI draws a progress line on a terminal). */
  onProgress?: (done: number, total: number, stage: string) => void
}

export interface GeneratedSite {
  config: SiteConfig
  pages: number
  warnings: string[]
}

export interface SiteBuild extends GeneratedSite {
  out: string
  files: WrittenFile[]
  /** Size of the output. */
  bytes: number
  /** Bytes actually written: files carried over from the previous output or linked to a twin are not. */
  bytesWritten: number
  ms: number
}

/** Where output files go as they are made. */
export interface OutputSink {
  /** Receives each output file once it is complete (may apply back-pressure by resolving later); `key` as below. */
  write(file: OutputFile, key?: string): Promise<void> | void
  /**
   * Keeps `paths` as the previous build made them under the same `key` (a page whose render key did not change), so
   * the page is not rendered again; resolves false when it cannot, and the page is rendered and written.
   */
  reuse?(paths: string[], key: string): Promise<boolean>
  /** As `reuse`, for every file the previous build made under `key` (a set whose names it does not know ahead). */
  reuseAll?(key: string): Promise<boolean>
  /** Called once the build's own work is done and it waits for its search index: the sink may prepare its end then. */
  whileWaiting?(): void
}

/** Pages whose files are looked up in the previous output at once. */
const REUSE_BATCH = 64

/**
 * Every output file of the site, handed to `emit` as it is made. Every page is read, compiled, rendered and
 * link-checked even when some fail, so one run reports every error (then throws them all; nothing is emitted after).
 */
export async function generateSite(options: SiteBuildOptions, emit: OutputSink): Promise<GeneratedSite> {
  const root = resolve(options.root)
  const progress = options.onProgress

  // 1. inputs
  const config = options.config ?? (await loadConfig(root))
  const folders = config.folders
  const [read, statics, configSource, siteStyles] = await Promise.all([
    readPages(root, folders, { blockingReads: true }),
    readStatics(root, folders),
    readConfigSource(config),
    readSiteStyles(folders.styles, tailwindScan(root, folders, options.out)).catch((error) => asBuildError(error, folders.styles, 'read')),
  ])
  const { pages, errors: routeErrors, warnings: routeWarnings } = uniqueRoutes(read.pages)
  const errors = [...read.errors, ...routeErrors, ...statics.errors, ...(siteStyles instanceof BuildError ? [siteStyles] : [])]
  const styles = siteStyles instanceof BuildError ? undefined : siteStyles
  const warnings = [...read.warnings, ...statics.warnings, ...routeWarnings, ...(styles?.warnings ?? [])].map((w) => w.format())
  const cacheWarning = takeCacheWarning(root)
  if (cacheWarning) warnings.push(cacheWarning)
  if (pages.length === 0 && errors.length === 0) throw noPagesError(folders)
  progress?.(pages.length, pages.length, 'pages')

  // 2. compile
  // Made when first needed: a build whose pages are all in the cache never loads the highlighter.
  let made: Promise<CompileContext> | undefined
  const ctx = () => (made ??= createCompileContext(config))
  // Like the sources, the pages' data is read with this thread blocked: it has nothing else to do until it is read.
  const cache = await openPageCache(root, config, { blockingReads: true })
  // The runtime and the site's own components do not depend on the pages: they bundle on this thread while the
  // pages compile on the workers, which leave it idle. (Caught here too, so a failure waits for the compile's errors.)
  const runtimeRead = readRuntime()
  runtimeRead.catch(() => {})
  const siteComponentsBundled = bundleSiteComponents(config).catch((error) => void errors.push(asBuildError(error, config.folders.content, 'bundle')))
  // Threads for the compile when it has enough pages, and for the render when it has; stopped when the build fails, as
  // is a search index thread still running.
  const workers = new BuildWorkers(root, cache)
  const stopSearch = new AbortController()
  let compileThreadsStopped: Promise<void> | undefined
  try {
    // The banner compiles with the pages, on a compile thread when they have some, so this thread does not load the
    // compiler and a highlighter for it alone (decisions: Markdown compile). Its errors are reported with the pages'.
    const bannerPage = bannerSource(config)
    const onProgress = progress && ((done: number, total: number, stage: string) => progress(Math.max(0, done - (total - pages.length)), pages.length, stage))
    const compiledAll = await compilePages(bannerPage ? [...pages, bannerPage] : pages, ctx, cache, { onProgress, workers, threads: options.threads })
    const ownPages = compiledAll.compiled.filter((c) => c.source !== bannerPage)
    const compiledPages = new Set(ownPages.map((c) => c.source))
    const bannerFailed = bannerPage !== undefined && ownPages.length === compiledAll.compiled.length
    errors.push(...compiledAll.errors)
    progress?.(pages.length, pages.length, 'compile')
    // The compile's threads stop here, even when the render will want threads: kept, they would take their heaps into
    // the render (decisions: Threads, files and memory). Their exit is waited for before the render's threads start.
    compileThreadsStopped = workers.close()

    // 3. plan
    const [runtime, bannerTree, siteComponents] = await Promise.all([
      runtimeRead,
      bannerFailed ? undefined : compileBannerTree(config, ctx, cache),
      siteComponentsBundled,
    ])
    const step = await siteStep({
      config,
      configSource,
      compiled: ownPages,
      statics: statics.files,
      runtime,
      siteStyles: styles,
      bannerTree,
      siteComponents: siteComponents ?? undefined,
      islands: (using, shared) => siteIslands(config, using, shared),
      // A page that failed is still a page (its error may be in a component it imports): links to it are not broken.
      failedRoutes: pages.filter((page) => !compiledPages.has(page)).map((page) => page.path),
      cacheKey: (source) => cache.key(source),
    })
    const { compiled, plan, renderKeys } = step
    errors.push(...step.errors)
    warnings.push(...step.warnings)
    BuildErrors.throwIfAny(errors)
    progress?.(compiled.length, compiled.length, 'links')

    // The search index is made from every page's compiled text and the planned sidebar, which its key covers: when the
    // key is the previous build's, that build's index files are carried over as they are. Otherwise a large site's
    // index is made on a thread of its own from now on, while this thread writes the assets, works out the pages'
    // render keys and renders what changed.
    const searchKey = emit.reuseAll ? await searchIndexKey(plan.config, compiled, cache) : undefined
    const reuseSearch = searchKey !== undefined && (await emit.reuseAll!(searchKey))
    const searchIndex = reuseSearch ? undefined : searchIndexFiles(plan.config, compiled, stopSearch.signal, cache)
    // Awaited after the render; a render error ends the build first, and the index's own error is then not the news.
    searchIndex?.catch(() => {})

    // Static files first: a generated file of the same path (robots.txt, say) is written after, and wins.
    for (const file of statics.files) await emit.write(file)
    for (const file of plan.assetFiles) await emit.write(file)
    for (const file of plan.importedFiles) await emit.write(file)
    progress?.(plan.assetFiles.length, plan.assetFiles.length, 'assets')

    // 4. render: pages whose render key is unchanged keep the previous output's files; the others are rendered one
    // tree in memory at a time, read from the cache, rendered, let go (a large site's memory stays flat).
    let done = 0
    let toRender = compiled
    // A transformHtml hook is called on every page: its HTML cannot be known without rendering the page.
    if (emit.reuse && !config.transformHtml) {
      toRender = []
      for (let i = 0; i < compiled.length; i += REUSE_BATCH) {
        const batch = compiled.slice(i, i + REUSE_BATCH)
        const reused = await Promise.all(batch.map(({ source }) => emit.reuse!(pageFilePaths(source), renderKeys.get(source)!)))
        batch.forEach((page, k) => void (reused[k] ? progress?.(++done, compiled.length, 'render') : toRender.push(page)))
      }
    }
    // Enough pages render on threads; fewer render here (see MIN_PAGES_FOR_RENDER_WORKERS).
    const threads = toRender.length ? (options.threads ?? renderWorkerCount(toRender.length)) : 0
    if (threads > 0) {
      await compileThreadsStopped
      await renderInWorkers(
        workers,
        threads,
        planForWorkers(plan, bannerTree),
        toRender.map((p) => ({ page: p.source, change: pageDataChange(p.compiled) })),
        async (k, rendered, unreadable) => {
          const { source, compiled: page } = toRender[k]!
          if (unreadable !== undefined) cache.unreadable.set(source.absolutePath, unreadable)
          let html: string
          try {
            html = await transformHtml(config, rendered, source, page.data)
          } catch (error) {
            errors.push(asBuildError(error, source.absolutePath, 'render'))
            return
          }
          if (errors.length === 0) for (const file of pageFiles(source, html, page.data.markdown)) await emit.write(file, renderKeys.get(source))
          progress?.(++done, compiled.length, 'render')
        },
        (_, error) => errors.push(error),
      )
      toRender = []
    }
    if (toRender.length) await prepareSiteComponents(plan.siteComponents)
    for (const { source, compiled: page } of toRender) {
      const hast = await treeOf(source, ctx, cache)
      let files: OutputFile[]
      try {
        await preparePageContent(hast)
        const html = await transformHtml(config, renderPageHtml(plan, source, { ...page, hast }), source, page.data)
        files = pageFiles(source, html, page.data.markdown)
      } catch (error) {
        errors.push(asBuildError(error, source.absolutePath, 'render'))
        continue
      }
      if (errors.length === 0) for (const file of files) await emit.write(file, renderKeys.get(source))
      progress?.(++done, compiled.length, 'render')
    }
    BuildErrors.throwIfAny(errors)

    // 5. outputs. Every page went through: the page cache lets go of what none of its pages (or its banner) used, once
    // nothing else may be using it; the twoslash and island caches of what no build has read for a month. Done while the
    // search index's thread (started before the render, see there) may still be at work. (An index that fails after
    // this fails a build whose caches are clean all the same.)
    await cache.prune(new Set([...compiled.map((c) => cache.key(c.source)), ...(bannerPage ? [cache.key(bannerPage)] : [])]))
    await deleteStale(twoslashCacheDir(config.root), TWOSLASH_ENTRY)
    await deleteStale(islandCacheDir(config.root), ISLAND_ENTRY)
    await deleteStale(codeCacheDir(), CODE_CACHE_ENTRY)
    // The index, then the site-wide files, so a large site's llms-full.txt is not held beside its index.
    emit.whileWaiting?.()
    if (searchIndex) for (const file of (await searchIndex).files) await emit.write(file, searchKey)
    for (const file of await siteWideFiles(plan, compiled, read.hidden)) await emit.write(file)
    const unreadable = unreadableCacheWarning(cache)
    if (unreadable) warnings.push(unreadable)
    return { config: plan.config, pages: compiled.length, warnings }
  } finally {
    // A build that failed leaves no thread running.
    stopSearch.abort()
    await Promise.all([compileThreadsStopped, workers.close()])
  }
}

/** Every output file of a site, in memory (tests and small sites). */
export async function generateSiteFiles(options: SiteBuildOptions): Promise<GeneratedSite & { files: OutputFile[] }> {
  const files: OutputFile[] = []
  const site = await generateSite(options, { write: (file) => void files.push(file) })
  return { ...site, files }
}

/** Builds a site into its output folder: written into a marked temporary folder, swapped in only when complete. */
export async function buildSite(options: SiteBuildOptions): Promise<SiteBuild> {
  const started = performance.now()
  const root = resolve(options.root)
  checkSiteCache(root)
  const config = await loadConfig(root)
  // Symlinks resolved: the real folder is the one guarded, marked and replaced.
  const out = realOutputFolder(options.out ?? config.folders.output)
  const sourceDirs = config.folders.sources
  // Which render key made each file, kept in the site's cache per output folder, so the next build can carry them over.
  const keysFile = join(siteCache(root, 'output'), `${contentHash(out, 16)}.json`)
  const writer = await OutputWriter.open(out, { siteRoot: root, sourceDirs, cacheDirs: siteCacheFolders(root), emptyOutDir: options.emptyOutDir, keysFile })
  let generated: GeneratedSite
  try {
    generated = await generateSite({ ...options, config }, writer)
  } catch (error) {
    await writer.abort()
    throw error
  }
  await writer.commit()
  const bytes = writer.written.reduce((n, f) => n + f.bytes, 0)
  const bytesWritten = writer.written.reduce((n, f) => n + (f.linked ? 0 : f.bytes), 0)
  const site: SiteBuild = { ...generated, out, files: writer.written, bytes, bytesWritten, ms: performance.now() - started }
  // The output is written: a buildEnd that fails fails the build, and leaves that output in place.
  if (config.buildEnd) {
    try {
      await config.buildEnd(buildSummary(site))
    } catch (error) {
      throw hookFailure(config, 'buildEnd', undefined, error)
    }
  }
  return site
}

/** What the API's `build` gives and the config's `buildEnd` gets. */
export function buildSummary(site: SiteBuild): BuildSummary {
  return {
    outDir: site.out,
    pages: site.pages,
    files: site.files.length,
    bytes: site.bytes,
    durationMs: Math.round(site.ms),
    warnings: [...site.config.warnings, ...site.warnings],
  }
}
