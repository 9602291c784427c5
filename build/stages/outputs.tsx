// Stage 5, outputs: the files made from the whole site rather than one page: the search index, 404, redirects,
// llms files, sitemap, robots, feed and the deploy files static hosts read.
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { NotFound } from '../../runtime/components/NotFound.tsx'
import { toolCodeHash } from '../cache/code-hash.ts'
import { siteCache } from '../cache/site-cache.ts'
import type { SiteConfig } from '../config/resolve.ts'
import { htmlFilesOf } from '../content/routes.ts'
import { withDependencies } from '../markdown/dependencies.ts'
import type { PageCache } from '../markdown/page-cache.ts'
import { deployFiles } from '../output/deploy.ts'
import { atomFeed, FEED_PATH } from '../output/feed.ts'
import { llmsFullTxt, llmsTxt } from '../output/llms.ts'
import type { OutputFile } from '../output/output-file.ts'
import { redirectFiles } from '../output/redirects.ts'
import { robotsTxt, sitemapXml } from '../output/sitemap.ts'
import { pageModel } from '../render/page-model.ts'
import { renderDocument } from '../render/render-page.tsx'
import type { SearchIndexFiles } from '../search/build-index.ts'
import { buildSearchIndexAside } from '../search/index-in-worker.ts'
import type { SummarySource } from './compile.ts'
import type { SitePlan } from './plan.ts'

/**
 * The split search index of the site's searchable pages: a manifest and the chunks it names. `config` is the planned
 * one (its sidebar gives each result's trail). With `cache`, the pages' words are kept in the site's cache between
 * builds, each under its page's compile key.
 */
export async function searchIndexFiles(
  config: SiteConfig,
  compiled: SummarySource[],
  signal?: AbortSignal,
  cache?: Pick<PageCache, 'key'>,
): Promise<SearchIndexFiles> {
  const words = cache && {
    file: join(siteCache(config.root, 'search'), 'words.v8'),
    termsFile: join(siteCache(config.root, 'search'), 'terms.v8'),
    recordsFile: join(siteCache(config.root, 'search'), 'records.v8'),
    salt: await toolCodeHash(),
    keys: compileKeys(compiled, cache),
  }
  return buildSearchIndexAside(compiled, { basePath: config.basePath, sidebar: config.sidebar, words }, signal)
}

/**
 * Changes whenever the search index would: the code, the base path, the planned sidebar (each result's trail) and every
 * page's route and compiled form (its compile-cache key, with the files it includes). Known as soon as the site is
 * planned, before any page's render key, so a build that needs a new index starts it then, beside the render.
 */
export async function searchIndexKey(config: SiteConfig, compiled: SummarySource[], cache: Pick<PageCache, 'key'>): Promise<string> {
  const hash = createHash('sha256')
    .update(await toolCodeHash())
    .update(`${config.basePath}\0${JSON.stringify(config.sidebar)}`)
  const keys = compileKeys(compiled, cache)
  compiled.forEach(({ source }, i) => void hash.update(`\0${source.path}\0${keys[i]}`))
  return hash.digest('base64url').slice(0, 22)
}

/** Each page's compile-cache key, with the files it includes: what its compiled form, and so its text, comes from. */
function compileKeys(compiled: SummarySource[], cache: Pick<PageCache, 'key'>): string[] {
  return compiled.map(({ source, compiled: page }) => withDependencies(cache.key(source), page))
}

/**
 * `hidden`: the routes of hidden page files (collect-pages.ts). A Vocs site gets its not-found page at each, as Vocs's
 * own build writes one for every file under `pages/`, though its router has no page there.
 */
export async function siteWideFiles(plan: SitePlan, compiled: SummarySource[], hidden: readonly string[] = []): Promise<OutputFile[]> {
  const { config, site } = plan
  const files: OutputFile[] = []
  const notFound = compiled.find((c) => c.source.path === '/404') ? undefined : renderNotFound(plan)
  if (notFound) files.push({ path: '404.html', content: notFound })
  if (notFound && config.folders.style === 'vocs') for (const route of hidden) for (const path of htmlFilesOf(route)) files.push({ path, content: notFound })
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
    markdown: c.compiled.data.markdown,
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

/** The 404 page: the minimal layout around a "not found" message, for hosts that serve `404.html`. */
function renderNotFound(plan: SitePlan): string {
  const model = pageModel(
    plan.config,
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
  return renderDocument(plan.config, plan.site, { ...model, showAiCta: false, markdownUrl: '' }, [], <NotFound />, plan.assets)
}
