// One page's HTML document from its compiled tree and what every page shares (RenderPlan): the page model, the
// content (Markdown's tree or an .mdx page's module), the site's layout, renderToString. Node, render time.
import type { PageModel } from '../../runtime/contract/page-model.ts'
import type { SourcePage } from '../content/source-page.ts'
import type { CompiledPage } from '../markdown/compile-page.ts'
import { pageContent } from './page-content.tsx'
import { pageModel } from './page-model.ts'
import { componentFailure } from './render-error.ts'
import { renderDocument } from './render-page.tsx'
import type { RenderPlan } from './render-plan.ts'
import { sidebarFor } from './sidebar.ts'
import { siteSlots } from './site-components.ts'

/**
 * Throws a BuildError naming the page's file (and, for an .mdx page, the component and its frame in the site's own
 * file) when a component fails while rendering it. An .mdx page's module needs `preparePageContent` first.
 */
export function renderPageHtml(plan: RenderPlan, source: SourcePage, page: CompiledPage): string {
  try {
    const content = pageContent(page.hast, { page: source.absolutePath, root: plan.config.root, islandUrl: (key) => plan.assets.islands?.[key] })
    const model = withSidebarFile(plan, pageModel(plan.config, source, page))
    const assets = { ...plan.assets, head: [...(plan.routeHeads[source.path] ?? []), ...plan.assets.head] }
    return renderDocument(plan.config, plan.site, model, plan.site.posts, content, assets, siteSlots(plan.siteComponents, plan.config.root))
  } catch (error) {
    throw componentFailure(error, source.absolutePath)
  }
}

/** A page of a large sidebar names the sidebar's shared full list. */
function withSidebarFile(plan: RenderPlan, model: PageModel): PageModel {
  const fullUrl = plan.sidebarUrls[sidebarFor(plan.config.sidebar, model.path)?.prefix ?? '']
  return fullUrl && model.showSidebar ? { ...model, sidebar: { ...model.sidebar, fullUrl } } : model
}
