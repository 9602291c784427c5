// The build, stage by stage: config → content → markdown → links → assets → render → output → write.
// `generateSite` hands every output file to a sink as it is made; `buildSite` streams them into the new dist/.
import { readFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import type { SiteModel } from '../runtime/contract/page-model.ts'
import { NotFound } from '../runtime/components/NotFound.tsx'
import { bundleRuntime, type RuntimeBundle } from './assets/bundle-runtime.ts'
import { siteIslands } from './assets/bundle-islands.ts'
import { contentHash, hashedName } from './assets/content-hash.ts'
import { codeTokenCss, readRuntimeStyles } from './assets/stylesheet.ts'
import { loadConfig } from './config/load.ts'
import { deepFreeze, type SiteConfig } from './config/resolve.ts'
import { collectPages, duplicateRoutes } from './content/collect.ts'
import { walkFiles } from './content/walk.ts'
import { htmlFilesOf, markdownFileOf, routeOf } from './content/routes.ts'
import type { SourcePage } from './content/source-page.ts'
import { asBuildError, BuildError, BuildErrors } from './errors.ts'
import { configLinks, findBrokenLinks, type LinkSource } from './links/check-links.ts'
import { PageCache } from './markdown/cache.ts'
import { compileInWorkers, workerCount } from './markdown/compile-pool.ts'
import { compilePage, type CompileContext, type CompiledPage, type PageSummary } from './markdown/compile.ts'
import { llmsFullTxt, llmsTxt } from './output/llms.ts'
import type { OutputFile } from './output/output-file.ts'
import { redirectFiles } from './output/redirects.ts'
import { deployFiles } from './output/deploy.ts'
import { robotsTxt, sitemapXml } from './output/sitemap.ts'
import { hastToReact } from './render/hast-to-react.ts'
import { pageContent, preparePageContent } from './render/page-content.tsx'
import { componentFailure } from './render/render-error.ts'
import { pageModel, siteModel } from './render/page-model.ts'
import { renderDocument, type DocumentAssets } from './render/render-page.tsx'
import { sidebarFromTree } from './render/sidebar.ts'
import { OutputWriter, type WrittenFile } from './write/write-output.ts'
import { blogPosts } from './content/blog.ts'
import { atomFeed, FEED_PATH } from './output/feed.ts'
import { customHeadTags } from './render/custom-head.ts'
import { buildSearchIndex, type SearchIndexFile } from './search/build-index.ts'
import { REPO_ROOT } from './assets/bundle-runtime.ts'

export interface BuildOptions {
  root: string
  out?: string
  /** Replace a non-empty output folder that this tool did not make (the CLI's `--empty-out-dir`). */
  emptyOutDir?: boolean
  /** The site's config when the caller has loaded it already (loaded from `root` otherwise). */
  config?: SiteConfig
  /** Called after each rendered page (the CLI draws a progress line on a TTY). */
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

/** A page with its compiled data but not its tree: what the build holds for every page at once. */
export interface SummarySource {
  source: SourcePage
  compiled: PageSummary
}

/** A page with its whole compiled form (the dev server keeps these). */
export interface CompiledSource extends SummarySource {
  compiled: CompiledPage
}

// The compile context lives with the Markdown stage; re-exported here for the dev session and tests.
import { createCompileContext } from './markdown/context.ts'
export { createCompileContext }

export interface CompiledSite {
  /** The pages that compiled, in input order. */
  compiled: SummarySource[]
  /** One per page that failed (file:line); the other pages are compiled all the same. */
  errors: BuildError[]
}

/**
 * Compiles every page, reading unchanged ones from the cache, and returns their data; each tree stays in the cache
 * until its page is rendered (`cache.getTree`). With `root` given and enough cache misses, the misses are compiled on
 * worker threads (one per core), since parsing and highlighting are CPU-bound.
 */
export async function compileAll(
  pages: SourcePage[],
  ctx: CompileContext,
  cache: PageCache,
  onProgress?: BuildOptions['onProgress'],
  root?: string,
): Promise<CompiledSite> {
  const results: (PageSummary | undefined)[] = await Promise.all(pages.map((page) => cache.getSummary(page)))
  const errors: BuildError[] = []
  let done = results.filter(Boolean).length
  const misses = pages.map((_, i) => i).filter((i) => !results[i])
  const threads = root ? workerCount(misses.length) : 0
  const store = async (index: number, compiled: CompiledPage) => {
    await cache.set(pages[index]!, compiled)
    const { hast: _, ...summary } = compiled
    results[index] = summary
    onProgress?.(++done, pages.length, 'compile')
  }
  if (threads > 1) {
    await compileInWorkers(
      root!,
      misses.map((i) => pages[i]!),
      threads,
      (k, compiled) => store(misses[k]!, compiled),
      (_, error) => errors.push(error),
    )
  } else {
    for (const i of misses) {
      let compiled: CompiledPage
      try {
        compiled = await compilePage(pages[i]!, ctx)
      } catch (error) {
        errors.push(asBuildError(error, pages[i]!.absolutePath, 'compile'))
        continue
      }
      await store(i, compiled)
    }
  }
  const compiled = pages.flatMap((source, i) => (results[i] ? [{ source, compiled: results[i] }] : []))
  return { compiled, errors }
}

/** The site's static files, copied as they are; symlinks are followed only inside the site folder (see walk.ts). */
export async function staticFiles(dir: string, siteRoot: string): Promise<{ files: OutputFile[]; warnings: BuildError[]; errors: BuildError[] }> {
  const walked = await walkFiles(dir, siteRoot)
  const files = walked.files.map((file) => ({ path: relative(dir, file).replace(/\\/g, '/'), copyFrom: file }))
  return { files, warnings: walked.warnings, errors: walked.errors }
}

/** Every output file of a site, in memory (tests and small sites). */
export async function generateSiteFiles(options: BuildOptions): Promise<GeneratedSite & { files: OutputFile[] }> {
  const files: OutputFile[] = []
  const site = await generateSite(options, (file) => void files.push(file))
  return { ...site, files }
}

export async function generateSite(options: BuildOptions, emit: OutputSink): Promise<GeneratedSite> {
  const root = resolve(options.root)
  const loaded = options.config ?? (await loadConfig(root))
  const contentDir = join(root, loaded.rootDir)
  const pagesDir = join(contentDir, 'pages')
  // Every page is read and compiled even when some fail, so one run reports every broken page and link.
  const collected = await collectPages(pagesDir, root)
  const errors = [...collected.errors, ...duplicateRoutes(collected.pages)]
  const warnings = collected.warnings.map((w) => w.format())
  const pages = collected.pages.filter((page) => !errors.some((e) => e.place.file === page.absolutePath))
  if (pages.length === 0 && errors.length === 0) throw new BuildError({ file: pagesDir }, 'expected at least one .md or .mdx page in this folder')
  options.onProgress?.(pages.length, pages.length, 'pages')

  const ctx = await createCompileContext(loaded)
  const cache = await openPageCache(root, loaded)
  const { compiled, errors: compileErrors } = await compileAll(pages, ctx, cache, options.onProgress, root)
  errors.push(...compileErrors)
  options.onProgress?.(pages.length, pages.length, 'compile')
  for (const c of compiled) warnings.push(...c.compiled.warnings)

  const config = withTreeSidebar(loaded, compiled)
  const { files: statics, ...walkedStatics } = await staticFiles(join(root, 'static'), root)
  errors.push(...walkedStatics.errors)
  warnings.push(...walkedStatics.warnings.map((w) => w.format()))
  const failedRoutes = errors.filter((e) => /\.mdx?$/.test(e.place.file)).map((e) => routeOf(relative(pagesDir, e.place.file)))
  errors.push(...checkLinks(config, compiled, statics, warnings, await readConfigSource(config), failedRoutes))
  BuildErrors.throwIfAny(errors)
  options.onProgress?.(compiled.length, compiled.length, 'links')

  const runtime = await bundleSiteRuntime()
  // Static files first: a generated file of the same path (robots.txt, say) is written after, and wins.
  for (const file of statics) await emit(file)
  const stylesheet = siteStylesheet(await readRuntimeStyles(RUNTIME_STYLES), compiled)
  const islands = await siteIslands(config, compiled, runtime.shared)
  for (const file of [stylesheet, ...runtime.files, ...islands.files]) await emit(file)
  const assets = { ...documentAssets(config, stylesheet.path, runtime), islands: islands.urls }
  options.onProgress?.(runtime.files.length + 1, runtime.files.length + 1, 'assets')

  const search = await siteSearchIndex(config, compiled)
  await emit(search)
  const site = siteModel(config, config.banner ? await renderBanner(config, ctx) : undefined, `${config.basePath}/${search.path}`, blogPosts(config, compiled))
  let done = 0
  for (const { source, compiled: page } of compiled) {
    // One tree in memory at a time: read from the cache, rendered, let go. Keeps a 10,000-page build's memory flat.
    const hast = await cache.getTree(source)
    await preparePageContent(hast)
    let files: OutputFile[]
    try {
      files = renderPageFiles(config, site, source, { ...page, hast }, assets)
    } catch (error) {
      errors.push(asBuildError(error, source.absolutePath, 'render'))
      continue
    }
    if (errors.length === 0) for (const file of files) await emit(file)
    options.onProgress?.(++done, compiled.length, 'render')
  }
  BuildErrors.throwIfAny(errors)
  for (const file of await siteWideFiles(config, compiled, site, assets)) await emit(file)
  return { config, pages: compiled.length, warnings }
}

/** The compiled-page disk cache of a site, salted with everything outside a page that changes its compiled form. */
export function openPageCache(root: string, config: SiteConfig): Promise<PageCache> {
  // The site's own folder is part of the key: a compiled .mdx page names the files it imports by absolute path, so a
  // site copied elsewhere with its .cache must not reuse them.
  return PageCache.open(join(resolve(root), '.cache', 'pages'), { basePath: config.basePath, themes: config.markdown.code.themes, root: resolve(root) })
}

export async function readConfigSource(config: SiteConfig): Promise<string> {
  return config.configFile ? await readFile(config.configFile, 'utf8') : ''
}

/** The runtime bundle depends on this repository's code only, so one cache serves every site built from it. */
export function bundleSiteRuntime(): Promise<RuntimeBundle> {
  return bundleRuntime(join(REPO_ROOT, 'node_modules/.cache/valdres-docs/runtime'))
}

export const RUNTIME_STYLES = join(REPO_ROOT, 'runtime/styles')

/** With no configured sidebar, the folder tree is the sidebar (so any folder of Markdown builds as is). */
export function withTreeSidebar(config: SiteConfig, compiled: SummarySource[]): SiteConfig {
  if (config.configFile && !config.sidebar.every((s) => s.items.length === 0)) return config
  const tree = sidebarFromTree(compiled.map((c) => ({ path: c.source.path, title: c.compiled.data.title || c.source.path })))
  return tree.length ? deepFreeze({ ...config, sidebar: [{ prefix: '/', backLink: false, items: tree }] }) : config
}

/** The one HTML document of a page, published as `a.html` and `a/index.html`, plus its raw Markdown as `a.md`. */
export function renderPageFiles(config: SiteConfig, site: SiteModel, source: SourcePage, page: CompiledPage, assets: DocumentAssets): OutputFile[] {
  const html = renderPageHtml(config, site, source, page, assets)
  return [...htmlFilesOf(source.path).map((path) => ({ path, content: html })), { path: markdownFileOf(source.path), content: source.content }]
}

/** Throws a BuildError naming the page's file when a component fails while rendering it. */
export function renderPageHtml(config: SiteConfig, site: SiteModel, source: SourcePage, page: CompiledPage, assets: DocumentAssets): string {
  try {
    const content = pageContent(page.hast, { page: source.absolutePath, root: config.root, islandUrl: (key) => assets.islands?.[key] })
    return renderDocument(config, site, pageModel(config, source, page), site.posts, content, assets)
  } catch (error) {
    throw componentFailure(error, source.absolutePath)
  }
}

/**
 * Outputs made from the whole site rather than one page: 404, redirects, llms files, sitemap, robots.
 * Site-wide steps (such as a search index) belong here, so the dev server publishes them too.
 */
export async function siteWideFiles(config: SiteConfig, compiled: SummarySource[], site: SiteModel, assets: DocumentAssets): Promise<OutputFile[]> {
  const files: OutputFile[] = []
  if (!compiled.some((c) => c.source.path === '/404')) files.push({ path: '404.html', content: renderNotFound(config, site, assets) })
  files.push(...redirectFiles(config))
  files.push(
    ...deployFiles(
      config,
      compiled.map((c) => c.source.path),
    ),
  )
  const llmsPages = compiled.map((c) => ({
    source: c.source,
    title: c.compiled.data.title,
    description: c.source.frontmatter.description ?? c.compiled.data.description,
  }))
  files.push({ path: 'llms.txt', content: llmsTxt(config, llmsPages) }, { path: 'llms-full.txt', content: llmsFullTxt(config, llmsPages) })
  if (config.baseUrl) {
    files.push({
      path: 'sitemap.xml',
      content: sitemapXml(
        config,
        compiled.map((c) => ({ path: c.source.path, lastUpdatedAt: c.source.lastUpdatedAt })),
      ),
    })
    files.push({ path: 'robots.txt', content: robotsTxt(config) })
    if (site.posts.length) files.push({ path: FEED_PATH, content: atomFeed(config, site.posts) })
  }
  return files
}

/** The dev server publishes its index under one fixed name, so an edit does not change every page's HTML. */
export const DEV_SEARCH_INDEX_PATH = '.vocs/search-index-dev.json'

/** The search index of the site's searchable pages; `fixedPath` replaces the content-hashed name (dev server). */
export async function siteSearchIndex(config: SiteConfig, compiled: SummarySource[], fixedPath?: string): Promise<SearchIndexFile> {
  const index = await buildSearchIndex(compiled, config.basePath)
  return fixedPath ? { ...index, path: fixedPath } : index
}

/**
 * The site's broken links as errors (none when `checkDeadlinks` is off; warnings when it is 'warn'). `failedRoutes`
 * are pages that exist but did not compile: links to them count as fine, since their anchors are unknown.
 */
export function checkLinks(
  config: SiteConfig,
  compiled: SummarySource[],
  statics: OutputFile[],
  warnings: string[],
  configSource: string,
  failedRoutes: string[] = [],
): BuildError[] {
  if (config.checkDeadlinks === false) return []
  const anchors = new Map(compiled.map((c) => [c.source.path, new Set(c.compiled.data.anchors)]))
  const files = new Set<string>([
    '/llms.txt',
    '/llms-full.txt',
    '/sitemap.xml',
    '/robots.txt',
    '/404',
    `/${FEED_PATH}`,
    '/_headers',
    '/_redirects',
    ...failedRoutes,
  ])
  for (const s of statics) files.add(`/${s.path}`)
  for (const from of Object.keys(config.redirects)) files.add(from.replace(/\/+$/, '') || '/')
  for (const c of compiled) files.add(`/${markdownFileOf(c.source.path)}`)
  const sources: LinkSource[] = compiled.map((c) => ({ file: c.source.absolutePath, links: c.compiled.data.links }))
  sources.push(
    configLinks(
      config.configFile,
      configSource,
      config.sidebar.map((s) => s.items),
      config.topNav,
    ),
  )
  const broken = findBrokenLinks(sources, { anchors, files })
  if (config.checkDeadlinks !== 'warn') return broken
  warnings.push(...broken.map((b) => `broken link: ${b.format()}`))
  return []
}

/** One CSS file: the runtime's styles plus the code-token classes every page collected, named by its hash. */
export function siteStylesheet(runtimeStyles: string, compiled: SummarySource[]): { path: string; content: string } {
  const tokenStyles: Record<string, string> = {}
  for (const c of compiled) Object.assign(tokenStyles, c.compiled.data.codeStyles)
  const css = `${runtimeStyles}\n${codeTokenCss(tokenStyles)}\n`
  return { path: `assets/${hashedName('style', 'css', css)}`, content: css }
}

export function documentAssets(config: SiteConfig, cssPath: string, runtime: RuntimeBundle): DocumentAssets {
  const base = config.basePath
  return {
    stylesheets: [`${base}/${cssPath}`],
    head: [
      ...customHeadTags(config),
      `<script type="module" src="${base}/${runtime.entry}"></script>`,
      ...runtime.prefetch.map((p) => `<link rel="prefetch" href="${base}/${p}" as="script" crossorigin>`),
    ],
  }
}

export async function renderBanner(config: SiteConfig, ctx: CompileContext) {
  const source: SourcePage = {
    path: '/',
    type: 'md',
    filePath: 'banner',
    absolutePath: config.configFile ?? 'banner',
    content: config.banner!.content,
    frontmatter: {},
    body: config.banner!.content,
    bodyLine: 1,
    hash: contentHash(config.banner!.content),
  }
  const compiled = await compilePage(source, ctx)
  // A one-paragraph banner renders inline (no <p> margins inside the bar).
  const only = compiled.hast.children.filter((n) => n.type !== 'text')
  if (only.length === 1 && only[0]!.type === 'element' && only[0]!.tagName === 'p') return hastToReact({ type: 'root', children: only[0]!.children })
  return hastToReact(compiled.hast)
}

function renderNotFound(config: SiteConfig, site: SiteModel, assets: DocumentAssets): string {
  const model = pageModel(
    config,
    {
      path: '/404',
      type: 'md',
      filePath: '404.md',
      absolutePath: '404.md',
      content: '',
      frontmatter: { layout: 'minimal', title: 'Page Not Found' },
      body: '',
      bodyLine: 1,
      hash: '',
    },
    {
      hast: { type: 'root', children: [] },
      data: { title: 'Page Not Found', outline: [], anchors: [], sections: [], links: [], codeStyles: {} },
      warnings: [],
    },
  )
  return renderDocument(config, site, { ...model, showAiCta: false, markdownUrl: '' }, [], <NotFound />, assets)
}

export async function buildSite(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now()
  const out = resolve(options.out ?? join(options.root, 'dist'))
  const root = resolve(options.root)
  const config = await loadConfig(root)
  // The content folder is off limits as a whole, unless it is the site folder itself (then its pages are).
  const contentDir = join(root, config.rootDir)
  const sourceDirs = [contentDir === root ? join(root, 'pages') : contentDir, join(root, 'config'), join(root, 'static')]
  const writer = await OutputWriter.open(out, { siteRoot: root, sourceDirs, emptyOutDir: options.emptyOutDir })
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
