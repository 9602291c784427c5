// The compile context of a site: one shiki highlighter with the configured themes, and the .md, .mdx and partial
// processors that share it. Created once per build, per dev session and per compile worker.

import type { Highlighter } from 'shiki'
import { sitePlugins } from '../config/markdown-plugins.ts'
import type { SiteConfig } from '../config/resolve.ts'
import { COMPILE_CACHE_SIZES, type CompileUse } from './cache-sizes.ts'
import { HighlightCache } from './highlight-cache.ts'
import { createSiteHighlighter } from './highlighter.ts'
import type { MdxProcessor } from './mdx/mdx-processor.ts'
import { type SiteImports, siteImportsOf } from './mdx/site-imports.ts'
import { createMarkdownProcessor, type MarkdownProcessor, type ProcessorOptions } from './pipeline.ts'
import type { TwoslashFence, TwoslashStats } from './twoslash/fence.ts'
import { twoslashOnDemand } from './twoslash/on-demand.ts'
import { twoslashCacheDir } from './twoslash/twoslash-cache.ts'

export interface CompileContext {
  basePath: string
  /** The site folder, where .mdx pages' imports are bundled from. */
  root: string
  /** The content folder (the config's rootDir): `~/` in imports. */
  contentDir: string
  /** How .mdx pages' imports read, as Vite reads them (mdx/site-imports.ts). */
  siteImports: SiteImports
  highlighter: Highlighter
  /** How often twoslash ran the compiler vs. read its cache (for tests and the bench). */
  twoslashStats?: TwoslashStats
  /** Loads twoslash (TypeScript) the first time a page may need it. */
  loadTwoslash?: () => Promise<void>
  /** Works out a page's twoslash types into the disk cache, once loaded (twoslash/types-ahead.ts). */
  computeTwoslashTypes?: (fences: TwoslashFence[]) => void
  /** `.md` pages; the .mdx processors, made on first use. */
  processors: { md: MarkdownProcessor; mdx: () => Promise<MdxProcessors> }
}

/** `.mdx` pages, and the Markdown partials .mdx pages import. */
export interface MdxProcessors {
  page: MdxProcessor
  partial: MdxProcessor
}

/** `use`: a build's thread or the dev server, which keeps more in memory for the pages a writer saves again (cache-sizes.ts). */
export async function createCompileContext(config: SiteConfig, use: CompileUse = 'build'): Promise<CompileContext> {
  const themes = config.markdown.code.themes
  const sizes = COMPILE_CACHE_SIZES[use]
  const highlighter = await createSiteHighlighter(themes, sizes.lines)
  const vocs = config.folders.style === 'vocs'
  const popups = { entries: sizes.popups, nodes: sizes.popupNodes }
  // `twoslash: false` in the config: `twoslash` fences are highlighted as plain code, and TypeScript never loads.
  const twoslash =
    config.twoslash === false
      ? undefined
      : twoslashOnDemand({
          root: config.root,
          cacheDir: twoslashCacheDir(config.root),
          vocs,
          tolerant: vocs && !config.strict,
          popups,
          options: config.twoslash,
        })
  const includeRoots = { site: config.root, content: config.folders.content }
  const plugins = sitePlugins(config)
  const options = {
    highlighter,
    themes,
    twoslash: twoslash?.transformer,
    startTwoslashPage: twoslash?.startPage,
    highlightCache: new HighlightCache(sizes.blocks, sizes.blockNodes),
    includeRoots,
    strict: config.strict,
    vocs,
    remarkPlugins: plugins.remark,
    rehypePlugins: plugins.rehype,
  }
  return {
    basePath: config.basePath,
    root: config.root,
    contentDir: config.folders.content,
    siteImports: siteImportsOf(config),
    highlighter,
    twoslashStats: twoslash?.stats,
    loadTwoslash: twoslash?.load,
    computeTwoslashTypes: twoslash?.computeTypes,
    processors: { md: createMarkdownProcessor(options), mdx: mdxProcessorsOf(options) },
  }
}

/**
 * The .mdx processors, made when a page first needs them: @mdx-js/mdx and what compiles and bundles an .mdx page are
 * a third of the compiler's modules, which a thread compiling only `.md` pages (a compile worker of a Markdown site, the
 * main thread of a one-page rebuild) then never loads.
 */
function mdxProcessorsOf(options: ProcessorOptions): () => Promise<MdxProcessors> {
  let made: Promise<MdxProcessors> | undefined
  return () =>
    (made ??= import('./mdx/mdx-processor.ts').then(({ createMdxProcessor }) => ({
      page: createMdxProcessor(options),
      partial: createMdxProcessor(options, 'md'),
    })))
}
