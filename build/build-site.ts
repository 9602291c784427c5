// `npm run build`: the five stages of build/stages/ in order (inputs → compile → plan → render → outputs), every
// file handed to a sink as it is made; `buildSite` streams them into a new output folder and swaps it in.
import { relative, resolve } from 'node:path'
import { siteIslands } from './assets/bundle-islands.ts'
import type { SiteConfig } from './config/resolve.ts'
import { routeOf } from './content/routes.ts'
import { asBuildError, BuildErrors } from './errors.ts'
import type { OutputFile } from './output/output-file.ts'
import { compileBanner, compilePages, createCompileContext, openPageCache } from './stages/compile.ts'
import { noPagesError, readConfigSource, readPages, readRuntime, readStatics, uniqueRoutes } from './stages/inputs.ts'
import { searchIndexFiles, siteWideFiles } from './stages/outputs.tsx'
import { planSite, withTreeSidebar } from './stages/plan.ts'
import { preparePageContent, renderPageFiles } from './stages/render.tsx'
import { loadConfig } from './config/load.ts'
import { OutputWriter, type WrittenFile } from './write/write-output.ts'

export interface BuildOptions {
  root: string
  out?: string
  /** Replace a non-empty output folder that this tool did not make (the CLI's `--empty-out-dir`). */
  emptyOutDir?: boolean
  /** The site's config when the caller has loaded it already (loaded from `root` otherwise). */
  config?: SiteConfig
  /** Called as each stage goes on (the CLI draws a progress line on a terminal). */
  onProgress?: (done: number, total: number, stage: string) => void
}

export interface GeneratedSite {
  config: SiteConfig
  pages: number
  warnings: string[]
}

export interface BuildSummary extends GeneratedSite {
  out: string
  files: WrittenFile[]
  bytes: number
  ms: number
}

/** Receives each output file once it is complete (may apply back-pressure by resolving later). */
export type OutputSink = (file: OutputFile) => Promise<void> | void

/**
 * Every output file of the site, handed to `emit` as it is made. Every page is read, compiled, rendered and
 * link-checked even when some fail, so one run reports every error (then throws them all; nothing is emitted after).
 */
export async function generateSite(options: BuildOptions, emit: OutputSink): Promise<GeneratedSite> {
  const root = resolve(options.root)
  const progress = options.onProgress

  // 1. inputs
  const config = options.config ?? (await loadConfig(root))
  const folders = config.folders
  const [read, statics, configSource] = await Promise.all([readPages(root, folders), readStatics(root, folders), readConfigSource(config)])
  const { pages, errors: routeErrors } = uniqueRoutes(read.pages)
  const errors = [...read.errors, ...routeErrors, ...statics.errors]
  const warnings = [...read.warnings, ...statics.warnings].map((w) => w.format())
  if (pages.length === 0 && errors.length === 0) throw noPagesError(folders)
  progress?.(pages.length, pages.length, 'pages')

  // 2. compile
  const ctx = await createCompileContext(config)
  const cache = await openPageCache(root, config)
  const { compiled, errors: compileErrors } = await compilePages(pages, ctx, cache, { onProgress: progress, workersRoot: root })
  errors.push(...compileErrors)
  progress?.(pages.length, pages.length, 'compile')

  // 3. plan (the search index first: pages name it by the hash of its content; its trails follow the sidebar)
  const searched = searchIndexFiles(withTreeSidebar(config, compiled), compiled)
  const [runtime, search, banner] = await Promise.all([readRuntime(), searched, compileBanner(config, ctx)])
  const islands = await siteIslands(config, compiled, runtime.bundle.shared)
  const failedRoutes = errors.filter((e) => /\.mdx?$/.test(e.place.file)).map((e) => routeOf(relative(folders.pages, e.place.file)))
  const plan = planSite({
    config,
    configSource,
    compiled,
    statics: statics.files,
    runtime,
    banner,
    searchIndexUrl: `${config.basePath}/${search.path}`,
    failedRoutes,
    islands,
  })
  errors.push(...plan.errors)
  warnings.push(...plan.warnings)
  BuildErrors.throwIfAny(errors)
  progress?.(compiled.length, compiled.length, 'links')

  // Static files first: a generated file of the same path (robots.txt, say) is written after, and wins.
  for (const file of statics.files) await emit(file)
  for (const file of plan.assetFiles) await emit(file)
  progress?.(plan.assetFiles.length, plan.assetFiles.length, 'assets')

  // 4. render: one tree in memory at a time, read from the cache, rendered, let go (a large site's memory stays flat).
  let done = 0
  for (const { source, compiled: page } of compiled) {
    const hast = await cache.getTree(source)
    let files: OutputFile[]
    try {
      await preparePageContent(hast)
      files = renderPageFiles(plan, source, { ...page, hast })
    } catch (error) {
      errors.push(asBuildError(error, source.absolutePath, 'render'))
      continue
    }
    if (errors.length === 0) for (const file of files) await emit(file)
    progress?.(++done, compiled.length, 'render')
  }
  BuildErrors.throwIfAny(errors)

  // 5. outputs
  for (const file of search.files) await emit(file)
  for (const file of await siteWideFiles(plan, compiled)) await emit(file)
  return { config: plan.config, pages: compiled.length, warnings }
}

/** Every output file of a site, in memory (tests and small sites). */
export async function generateSiteFiles(options: BuildOptions): Promise<GeneratedSite & { files: OutputFile[] }> {
  const files: OutputFile[] = []
  const site = await generateSite(options, (file) => void files.push(file))
  return { ...site, files }
}

/** Builds a site into its output folder: written into a marked temporary folder, swapped in only when complete. */
export async function buildSite(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now()
  const root = resolve(options.root)
  const config = await loadConfig(root)
  const out = resolve(options.out ?? config.folders.output)
  const writer = await OutputWriter.open(out, { siteRoot: root, sourceDirs: config.folders.sources, emptyOutDir: options.emptyOutDir })
  let generated: GeneratedSite
  try {
    generated = await generateSite({ ...options, config }, (file) => writer.write(file))
  } catch (error) {
    await writer.abort()
    throw error
  }
  await writer.commit()
  const bytes = writer.written.reduce((n, f) => n + f.bytes, 0)
  return { ...generated, out, files: writer.written, bytes, ms: performance.now() - started }
}
