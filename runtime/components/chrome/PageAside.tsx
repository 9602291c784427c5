// The right-hand aside of docs pages: page actions on top, then the outline and the configured outline footer.
// A column on wide screens; on narrow ones the same element is the "On this page" popover.
import type { PageModel, SiteModel } from '../../contract/page-model.ts'
import { withBase } from '../site-context.ts'
import { AiCta } from './AiCta.tsx'
import { Outline, nestOutline } from './Outline.tsx'

export const PAGE_ASIDE_ID = 'page-aside'

export function hasPageAside(page: PageModel): boolean {
  const outline = page.outlineMaxLevel !== false && nestOutline(page.outline, 2, page.outlineMaxLevel).length > 0
  return outline || (page.showAiCta && Boolean(page.aiCtaHref))
}

export function PageAside({ site, page }: { site: SiteModel; page: PageModel }) {
  if (!hasPageAside(page)) return null
  return (
    <aside id={PAGE_ASIDE_ID} className="page-aside" popover="auto" aria-label="On this page" data-page-aside="">
      <div className="page-aside-inner">
        {page.showAiCta && page.aiCtaHref ? <AiCta href={page.aiCtaHref} pageUrl={page.aiCtaPageUrl} markdownUrl={page.markdownUrl} /> : null}
        {page.outlineMaxLevel === false ? null : (
          <Outline items={page.outline} maxLevel={page.outlineMaxLevel} pagePath={withBase(site.basePath, page.path)} footer={site.outlineFooter} />
        )}
      </div>
    </aside>
  )
}
