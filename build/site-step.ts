// Between the compile and the render, for `npm run build` (build-site.ts) and the dev server (dev/session.ts) alike:
// the config's transformPageData, the pages' islands and head tags, the banner, the site plan and each page's render key.
import type { Root } from 'hast'
import { SEARCH_MANIFEST_PATH } from '../runtime/contract/search.ts'
import type { SourcePage } from './content/source-page.ts'
import { asBuildError, type BuildError } from './errors/build-error.ts'
import { transformPagesData } from './hooks/transform-page-data.ts'
import { bannerContent } from './render/banner.ts'
import { routeHeadTags } from './render/custom-head.ts'
import type { SummarySource } from './stages/compile.ts'
import { type PageIslandChunks, type PlanInputs, planSite, type SitePlan } from './stages/plan.ts'
import { renderKey } from './stages/render.tsx'

/** What the plan takes (stages/plan.ts), but the compiled pages before transformPageData and what the step works out. */
export interface SiteStepInputs
  extends Pick<
    PlanInputs,
    'config' | 'configSource' | 'compiled' | 'statics' | 'runtime' | 'siteStyles' | 'siteComponents' | 'failedRoutes' | 'configVersion'
  > {
  /** The banner's Markdown compiled (stages/compile.ts `compileBannerTree`), when the config's banner is text. */
  bannerTree: Root | undefined
  /** The page islands' chunks for these pages: bundled by a build, kept between saves by the dev server (dev/islands.ts). */
  islands: (pages: SummarySource[], shared: Record<string, string>) => Promise<PageIslandChunks | undefined>
  /** The page's compile-cache key (content, route, Markdown settings, pipeline). */
  cacheKey: (source: SourcePage) => string
}

export interface SiteStep {
  /** The pages with their data as transformPageData gave it: what the plan, the search index and the render read. */
  compiled: SummarySource[]
  plan: SitePlan
  /** Per page, a key that changes exactly when its files would (stages/render.tsx `renderKey`). */
  renderKeys: Map<SourcePage, string>
  /** Errors of the hooks, the config's `head` and the link check; the plan is made in spite of them. */
  errors: BuildError[]
  warnings: string[]
}

export async function siteStep(input: SiteStepInputs): Promise<SiteStep> {
  const { config } = input
  const { pages: compiled, errors } = await transformPagesData(config, input.compiled)
  const warnings: string[] = []
  const islands = await input.islands(compiled, input.runtime.bundle.shared)
  // The config's `head` per route, here in the main thread: a function in it cannot reach the render workers.
  const routeHeads = await routeHeadTags(
    config,
    compiled.map((c) => c.source.path),
  ).catch((error) => void errors.push(asBuildError(error, config.configFile ?? config.root, 'config')))
  if (routeHeads) warnings.push(...routeHeads.warnings)
  const plan = planSite({
    config,
    configSource: input.configSource,
    compiled,
    statics: input.statics,
    runtime: input.runtime,
    siteStyles: input.siteStyles,
    banner: bannerContent(config, input.bannerTree),
    searchIndexUrl: `${config.basePath}/${SEARCH_MANIFEST_PATH}`,
    failedRoutes: input.failedRoutes,
    islands,
    siteComponents: input.siteComponents,
    routeHeads: routeHeads?.heads,
    configVersion: input.configVersion,
  })
  errors.push(...plan.errors)
  warnings.push(...plan.warnings)
  const renderKeys = new Map<SourcePage, string>()
  for (const { source, compiled: page } of compiled) renderKeys.set(source, await renderKey(plan, source, page, input.cacheKey(source)))
  return { compiled, plan, renderKeys, errors, warnings }
}
