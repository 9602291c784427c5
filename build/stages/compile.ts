// Stage 2, compile: each page's Markdown or MDX into its tree and data (title, outline, links, search sections),
// through a store that keeps compiled pages (the disk cache for a build, memory over it for the dev server).

import { relative } from 'node:path'
import type { Root } from 'hast'
import { contentHash } from '../cache/content-hash.ts'
import { siteCache } from '../cache/site-cache.ts'
import { markdownPluginsKey } from '../config/markdown-plugins.ts'
import type { SiteConfig } from '../config/resolve.ts'
import type { SourcePage } from '../content/source-page.ts'
import { asBuildErrors, type BuildError } from '../errors/build-error.ts'
import type { CompiledPage, PageSummary } from '../markdown/compile-page.ts'
import type { CompileContext } from '../markdown/context.ts'
import { siteImportsKey, siteImportsOf } from '../markdown/mdx/site-imports.ts'
import { PageCache, type PageCacheOptions } from '../markdown/page-cache.ts'
import { mayHoldTwoslash } from '../markdown/twoslash/fence.ts'
import { twoslashSettingsKey } from '../markdown/twoslash/site-settings.ts'
import { keepCompilerCode } from '../platform/typescript-code-cache.ts'
import { inlineLessWhileTyping } from '../platform/typescript-inlining.ts'
import { compileInWorkers, compileThreads } from '../workers/compile-jobs.ts'
import type { BuildWorkers } from '../workers/pool.ts'

/**
 * The compiler's modules (unified, micromark, shiki, MDX), loaded when this thread first compiles a page: a build whose
 * pages compile on workers, or all come from the cache, never loads them on its main thread.
 */
const compiler = () => import('../markdown/compile-page.ts')

/** The highlighter and processors of `config` (see markdown/context.ts), with their modules loaded then. */
export async function createCompileContext(config: SiteConfig, use?: 'build' | 'dev'): Promise<CompileContext> {
  return (await import('../markdown/context.ts')).createCompileContext(config, use)
}
export type { CompileContext, CompiledPage, PageSummary }

/** Where compiled pages are kept between stages: a page's data for the whole site, its tree until it is rendered. */
export interface CompiledPageStore {
  getSummary(page: SourcePage): Promise<PageSummary | undefined>
  getTree(page: SourcePage): Promise<Root>
  set(page: SourcePage, compiled: CompiledPage): Promise<void>
}

/** A page with its compiled data but not its tree: what the later stages hold for every page at once. */
export interface SummarySource {
  source: SourcePage
  compiled: PageSummary
}

/** A page with its whole compiled form. */
export interface CompiledSource extends SummarySource {
  compiled: CompiledPage
}

export interface CompiledSite {
  /** The pages that compiled, in input order. */
  compiled: SummarySource[]
  /** One per page that failed (file:line); the other pages are compiled all the same. */
  errors: BuildError[]
}

/** The compiled-page disk cache of a site, salted with everything outside a page that changes its compiled form. */
export function openPageCache(root: string, config: SiteConfig, options?: PageCacheOptions): Promise<PageCache> {
  // The site's own folder is part of the key: a compiled .mdx page names the files it imports by absolute path, so a
  // site copied elsewhere with its .cache must not reuse them.
  return PageCache.open(
    siteCache(root, 'pages'),
    {
      basePath: config.basePath,
      themes: config.markdown.code.themes,
      plugins: markdownPluginsKey(config),
      strict: config.strict,
      imports: siteImportsKey(siteImportsOf(config)),
      twoslash: twoslashSettingsKey(root, config.twoslash),
      root,
    },
    options,
  )
}

export interface CompileOptions {
  /** Called after each compiled page (the CLI draws a progress bar). */
  onProgress?: (done: number, total: number, stage: string) => void
  /**
   * The build's worker threads: with them, enough pages to compile and their page cache as the store, the pages compile
   * there (one thread per core), and the threads write the cache themselves. The caller closes them.
   */
  workers?: BuildWorkers
  /** How many workers (0 for none); by default as many as the number of pages and cores make worth their start-up. */
  threads?: number
  /** Stops compiling on this thread at the next page (a closed dev server's background compile); the rest stay missing. */
  signal?: AbortSignal
}

/**
 * Compiles every page the store does not hold yet, and returns every page's data. `ctx` may be a function making the
 * context: it is then called only if a page must be compiled on this thread (a build where every page is in the cache
 * never creates a highlighter).
 */
export async function compilePages(
  pages: SourcePage[],
  ctx: CompileContext | (() => Promise<CompileContext>),
  store: CompiledPageStore,
  options: CompileOptions = {},
): Promise<CompiledSite> {
  const results: (PageSummary | undefined)[] = await Promise.all(pages.map((page) => store.getSummary(page)))
  const errors: BuildError[] = []
  let done = results.filter(Boolean).length
  const misses = pages.map((_, i) => i).filter((i) => !results[i])
  // Workers write into the site's page cache themselves, so they run only when that is the store.
  const threads = options.workers && store === options.workers.cache && misses.length ? (options.threads ?? compileThreads(misses.map((i) => pages[i]!))) : 0
  const compiledOne = (index: number, summary: PageSummary) => {
    results[index] = summary
    options.onProgress?.(++done, pages.length, 'compile')
  }
  const keep = async (index: number, compiled: CompiledPage) => {
    await store.set(pages[index]!, compiled)
    const { hast: _, ...summary } = compiled
    compiledOne(index, summary)
  }
  // Pages with twoslash blocks run TypeScript: V8 inlines less meanwhile (typescript-inlining.ts).
  const inlineAgain = misses.some((i) => mayHoldTwoslash(pages[i]!.content)) ? inlineLessWhileTyping() : undefined
  try {
    if (threads > 0) {
      await compileInWorkers(
        options.workers!,
        threads,
        misses.map((i) => pages[i]!),
        (k, summary, unwritable) => {
          if (unwritable !== undefined) options.workers!.cache.unwritable ??= unwritable
          compiledOne(misses[k]!, summary)
        },
        (_, error) => errors.push(error),
      )
    } else {
      for (const i of misses) {
        if (options.signal?.aborted) break
        let compiled: CompiledPage
        try {
          compiled = await (await compiler()).compilePage(pages[i]!, typeof ctx === 'function' ? await ctx() : ctx)
        } catch (error) {
          errors.push(...asBuildErrors(error, pages[i]!.absolutePath, 'compile'))
          continue
        }
        await keep(i, compiled)
        keepCompilerCode()
        // A page's own awaits resolve as microtasks (a memory store, cached languages), so without a turn of the event
        // loop here the whole loop would run before any I/O: the dev server's background compile would hold back the
        // request for the page a reader asked for until every page was compiled.
        await new Promise((resolve) => setImmediate(resolve))
      }
    }
  } finally {
    inlineAgain?.()
  }
  const compiled = pages.flatMap((source, i) => (results[i] ? [{ source, compiled: results[i] }] : []))
  return { compiled, errors }
}

/**
 * The page's tree from the disk cache; an entry that cannot be read (too large, cut short) is a miss: the page is
 * compiled again here and kept, and the cache notes it for the build's one warning.
 */
export async function treeOf(page: SourcePage, ctx: CompileContext | (() => Promise<CompileContext>), cache: PageCache): Promise<Root> {
  try {
    return await cache.getTree(page)
  } catch (error) {
    cache.noteUnreadable(page, error)
    const compiled = await (await compiler()).compilePage(page, typeof ctx === 'function' ? await ctx() : ctx)
    await cache.set(page, compiled)
    return compiled.hast
  }
}

/** The build's one warning for the page-cache entries it could not read, naming them; undefined when there were none. */
export function unreadableCacheWarning(cache: PageCache): string | undefined {
  const pages = [...cache.unreadable]
  if (cache.unwritable !== undefined) {
    const where = relative(process.cwd(), cache.dir) || cache.dir
    return `${where} could not be written (${cache.unwritable}), so this build compiled its pages without it; nothing to do unless this repeats (then free some space, or delete that folder)`
  }
  if (pages.length === 0) return undefined
  const [file, why] = pages[0]!
  const others = pages.length > 1 ? ` and ${pages.length - 1} more ${pages.length === 2 ? 'page' : 'pages'}` : ''
  return `${relative(process.cwd(), file) || file}${others}: the cached compiled form in ${relative(process.cwd(), cache.dir) || cache.dir} could not be read (${why.split('\n')[0]}), so it was compiled again; nothing to do unless this repeats (then delete that folder)`
}

/**
 * Compiles a page on this thread and drops the result: its languages load and its blocks and popups go into this
 * thread's highlight caches, so the page's next compile (a save, in the dev server) does only what the save changed.
 */
export async function warmCompilerFor(page: SourcePage, ctx: CompileContext): Promise<void> {
  await (await compiler()).compilePage(page, ctx)
}

/** The banner's text as a page to compile (none when the config gave an element, or no banner). */
export function bannerSource(config: SiteConfig): SourcePage | undefined {
  if (typeof config.banner?.content !== 'string') return undefined
  const text = config.banner.content
  return {
    path: '/',
    type: 'md',
    filePath: 'banner',
    absolutePath: config.configFile ?? 'banner',
    content: text,
    frontmatter: {},
    body: text,
    bodyLine: 1,
    hash: contentHash(text),
  }
}

/**
 * The banner's tree: plain data, so a render worker can turn it into the same React node (none for an element). With
 * `store`, it is kept there like a page's, so a rebuild with the same banner makes no compile context for it at all.
 */
export async function compileBannerTree(
  config: SiteConfig,
  ctx: CompileContext | (() => Promise<CompileContext>),
  store?: CompiledPageStore,
): Promise<Root | undefined> {
  const source = bannerSource(config)
  if (!source) return undefined
  if (store && (await store.getSummary(source))) return store instanceof PageCache ? treeOf(source, ctx, store) : store.getTree(source)
  const compiled = await (await compiler()).compilePage(source, typeof ctx === 'function' ? await ctx() : ctx)
  await store?.set(source, compiled)
  return compiled.hast
}
