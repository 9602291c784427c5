// The RenderPlan sent to render threads as plain data, and made again there: the config's functions and React
// elements cannot cross threads, so a thread loads the config itself and takes the main thread's sidebar and
// banner tree. Node (main thread and render threads).
import type { Root } from 'hast'
import { deepFreeze, type SiteConfig } from '../config/resolve.ts'
import { bannerContent } from './banner.ts'
import { siteModel } from './page-model.ts'
import type { RenderPlan } from './render-plan.ts'

export interface PlanForWorkers {
  sidebar: SiteConfig['sidebar']
  banner: Root | undefined
  searchIndexUrl: string | undefined
  posts: RenderPlan['site']['posts']
  assets: RenderPlan['assets']
  sidebarUrls: RenderPlan['sidebarUrls']
  siteComponents: RenderPlan['siteComponents']
  /** Worked out in the main thread: a `head` function in the config cannot be called (or sent) here. */
  routeHeads: RenderPlan['routeHeads']
}

/** The plan as plain data for render workers, with the banner as its tree (see compileBannerTree). */
export function planForWorkers(plan: RenderPlan, banner: Root | undefined): PlanForWorkers {
  return {
    sidebar: plan.config.sidebar,
    banner,
    searchIndexUrl: plan.site.searchIndexUrl,
    posts: plan.site.posts,
    assets: plan.assets,
    sidebarUrls: plan.sidebarUrls,
    siteComponents: plan.siteComponents,
    routeHeads: plan.routeHeads,
  }
}

/** The plan in a render worker: its own load of the site config with the main thread's sidebar, as the plan made it. */
export function planInWorker(config: SiteConfig, wire: PlanForWorkers): RenderPlan {
  const withSidebar = deepFreeze({ ...config, sidebar: wire.sidebar })
  const site = siteModel(withSidebar, bannerContent(config, wire.banner), wire.searchIndexUrl, wire.posts)
  return { config: withSidebar, site, assets: wire.assets, sidebarUrls: wire.sidebarUrls, siteComponents: wire.siteComponents, routeHeads: wire.routeHeads }
}
