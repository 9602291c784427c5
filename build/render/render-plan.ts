// What rendering any page of the site needs, made by the plan stage (stages/plan.ts) and read by the render of a page
// (page-html.tsx), on the main thread or a render thread (plan-for-workers.ts). Types only.
import type { SiteModel } from '../../runtime/contract/page-model.ts'
import type { SiteConfig } from '../config/resolve.ts'
import type { RouteHeads } from './custom-head.ts'
import type { DocumentAssets } from './render-page.tsx'
import type { SiteComponentsBundle } from './site-components.ts'

/** What rendering any page of the site needs (part of the plan stage's SitePlan). */
export interface RenderPlan {
  /** The config the pages render with (with the folder-tree sidebar when none is configured). */
  config: SiteConfig
  site: SiteModel
  assets: DocumentAssets
  /** Sidebar prefix → URL of its shared full list, for the sidebars too large to repeat in every page. */
  sidebarUrls: Record<string, string>
  siteComponents?: SiteComponentsBundle
  /** Each route's extra head tags from the config. */
  routeHeads: RouteHeads
}
