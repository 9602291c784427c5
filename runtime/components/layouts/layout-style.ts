// The per-site and per-page values the stylesheet reads as custom properties on the layout root: fonts from the
// config, the banner height and the frontmatter content width and paddings. Only values that are set appear.
import type { CSSProperties } from 'react'
import type { PageModel, SiteModel } from '../../contract/page-model.ts'

export function layoutStyle(site: SiteModel, page: PageModel, withBanner: boolean): CSSProperties | undefined {
  const vars: Record<string, string | undefined> = {
    '--font-configured': site.fonts.default,
    '--font-mono-configured': site.fonts.mono,
    '--banner-height': withBanner ? site.banner?.height : undefined,
    '--content-width': page.content.width,
    '--content-padding-x': page.content.horizontalPadding,
    '--content-padding-y': page.content.verticalPadding,
  }
  const set = Object.entries(vars).filter(([, value]) => value !== undefined)
  return set.length ? (Object.fromEntries(set) as CSSProperties) : undefined
}
