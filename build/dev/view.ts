// One consistent picture of the site derived from the dev session's inputs: routes, sidebar, link check, assets,
// and a render key per page. Runs in the dev server after every batch of changes; nothing here renders HTML.
import { createHash } from 'node:crypto'
import type { ReactNode } from 'react'
import type { SiteModel } from '../../runtime/contract/page-model.ts'
import type { RuntimeBundle } from '../assets/bundle-runtime.ts'
import type { SiteConfig } from '../config/resolve.ts'
import { htmlFilesOf, markdownFileOf } from '../content/routes.ts'
import type { SourcePage } from '../content/source-page.ts'
import type { OutputFile } from '../output/output-file.ts'
import { siteModel } from '../render/page-model.ts'
import { blogPosts } from '../content/blog.ts'
import type { DocumentAssets } from '../render/render-page.tsx'
import { checkLinks, withTreeSidebar, DEV_SEARCH_INDEX_PATH, documentAssets, siteStylesheet, type CompiledSource } from '../site.tsx'
import type { CompiledPage } from '../markdown/compile.ts'
import { BuildErrors } from '../errors.ts'

export interface ViewInputs {
  config: SiteConfig
  /** Bumped on every config load, so anything rendered from an older config is stale. */
  configGeneration: number
  configSource: string
  banner: ReactNode | undefined
  compiled: CompiledSource[]
  /** Per page, the compiled-cache key (route + content hash + settings). */
  keys: Map<SourcePage, string>
  statics: OutputFile[]
  runtime: RuntimeBundle
  runtimeStyles: string
  /** The page islands' browser chunks and their URLs (build/assets/bundle-islands.ts). */
  islands?: { files: OutputFile[]; urls: Record<string, string> }
}

export interface PageEntry {
  source: SourcePage
  compiled: CompiledPage
  /** Changes exactly when this page's HTML would change. */
  renderKey: string
}

export interface SiteView {
  config: SiteConfig
  site: SiteModel
  assets: DocumentAssets
  compiled: CompiledSource[]
  /** Hash of everything every page's HTML shares (config, sidebar, asset names). */
  shared: string
  pages: Map<string, PageEntry>
  /** Output path (`a.html`, `a/index.html`) → route. */
  htmlPaths: Map<string, string>
  /** Output path (`a.md`) → raw Markdown. */
  markdown: Map<string, string>
  /** CSS and runtime chunks, by output path. */
  assetFiles: Map<string, string>
  warnings: string[]
}

/** Throws BuildError(s) for broken links, exactly as `npm run build` would. */
export function deriveView(input: ViewInputs, previous?: SiteView): SiteView {
  // A sidebar derived from the folder tree is recomputed from the current pages every time.
  const config: SiteConfig = withTreeSidebar(input.config, input.compiled)
  const warnings: string[] = input.compiled.flatMap((c) => c.compiled.warnings)
  BuildErrors.throwIfAny(checkLinks(config, input.compiled, input.statics, warnings, input.configSource))

  const stylesheet = siteStylesheet(input.runtimeStyles, input.compiled)
  const assets = documentAssets(config, stylesheet.path, input.runtime)
  const shared = createHash('sha256')
    .update(`${input.configGeneration}\n${JSON.stringify(config.sidebar)}\n${JSON.stringify(assets)}`)
    .digest('hex')
    .slice(0, 16)
  const site =
    previous && previous.shared === shared
      ? previous.site
      : siteModel(config, input.banner, `${config.basePath}/${DEV_SEARCH_INDEX_PATH}`, blogPosts(config, input.compiled))

  // Island chunk names are left out of `shared`: a page's render key changes with the files its islands are made of.
  const withIslands: DocumentAssets = { ...assets, islands: input.islands?.urls }
  const pages = new Map<string, PageEntry>()
  const htmlPaths = new Map<string, string>()
  const markdown = new Map<string, string>()
  for (const c of input.compiled) {
    const renderKey = `${shared}:${input.keys.get(c.source)}:${c.source.lastUpdatedAt ?? ''}`
    pages.set(c.source.path, { source: c.source, compiled: c.compiled, renderKey })
    for (const path of htmlFilesOf(c.source.path)) htmlPaths.set(path, c.source.path)
    markdown.set(markdownFileOf(c.source.path), c.source.content)
  }
  const assetFiles = new Map<string, string>([
    [stylesheet.path, stylesheet.content],
    ...input.runtime.files.map((f) => [f.path, f.content] as [string, string]),
    ...(input.islands?.files ?? []).map((f) => [f.path, String((f as { content: string }).content)] as [string, string]),
  ])
  return { config, site, assets: withIslands, compiled: input.compiled, shared, pages, htmlPaths, markdown, assetFiles, warnings }
}

/** Routes whose HTML differs between two views (added, removed or re-keyed), or `null` when every page changed. */
export function affectedRoutes(before: SiteView | undefined, after: SiteView): string[] | null {
  if (!before || before.shared !== after.shared) return null
  const routes: string[] = []
  for (const [route, entry] of after.pages) if (before.pages.get(route)?.renderKey !== entry.renderKey) routes.push(route)
  for (const route of before.pages.keys()) if (!after.pages.has(route)) routes.push(route)
  return routes
}
