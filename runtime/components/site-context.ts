// React context giving content components (blog list, sponsors, install snippets) the site and page they render in.
import { createContext, useContext } from 'react'
import type { BlogPostSummary, PageModel, SiteModel } from '../contract/page-model.ts'
import { isSitePath, siteHref } from '../contract/url-path.ts'

export interface SiteContextValue {
  site: SiteModel
  page: PageModel
  posts: BlogPostSummary[]
}

export const SiteContext = createContext<SiteContextValue | null>(null)

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext)
  if (!value) throw new Error('useSite() must be used inside <SiteContext.Provider>')
  return value
}

/** A site path as an href: basePath prefixed and the path percent-encoded once ('/a b' → '/docs/a%20b'); external URLs pass through. */
export function withBase(basePath: string, href: string): string {
  return isSitePath(href) ? siteHref(basePath, href) : href
}
