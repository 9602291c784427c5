// The site logo (or title) as a link home; used by the sidebar and the top bars.
import type { SiteModel } from '../../contract/page-model.ts'
import { Logo } from '../Logo.tsx'
import { withBase } from '../site-context.ts'

export function SiteLogoLink({ site, className }: { site: SiteModel; className?: string }) {
  return (
    <a className={`site-logo-link ${className ?? ''}`.trim()} href={withBase(site.basePath, '/')}>
      <Logo url={site.logoUrl} title={site.title} basePath={site.basePath} />
    </a>
  )
}
