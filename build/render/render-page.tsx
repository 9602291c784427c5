// Renders one route to a complete HTML document: the layout (React, renderToString) inside the document shell.
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { Layout } from '../../runtime/components/layouts/Layout.tsx'
import { type SiteSlots, SiteSlotsContext } from '../../runtime/components/layouts/site-slots.ts'
import type { BlogPostSummary, PageModel, SiteModel } from '../../runtime/contract/page-model.ts'
import { DARK_CLASS, LIGHT_CLASS } from '../../runtime/contract/storage.ts'
import type { SiteConfig } from '../config/resolve.ts'
import { renderHead } from './head.ts'

export interface DocumentAssets {
  stylesheets: string[]
  /** Tags for the end of <head> (module script, custom head tags). */
  head: string[]
  /** Page islands: island key → URL of its browser chunk (build/assets/bundle-islands.ts). */
  islands?: Record<string, string>
}

export function renderDocument(
  config: SiteConfig,
  site: SiteModel,
  page: PageModel,
  posts: BlogPostSummary[],
  content: ReactNode,
  assets: DocumentAssets,
  slots: SiteSlots = {},
): string {
  const body = renderToString(
    <SiteSlotsContext.Provider value={slots}>
      <Layout site={site} page={page} posts={posts}>
        {content}
      </Layout>
    </SiteSlotsContext.Provider>,
  )
  const head = renderHead(config, {
    path: page.path,
    title: page.title,
    description: page.description ?? config.description,
    stylesheets: assets.stylesheets,
    extra: assets.head,
  })
  const htmlClass = site.colorScheme ? ` class="${site.colorScheme === 'dark' ? DARK_CLASS : LIGHT_CLASS}"` : ''
  return `<!doctype html>\n<html lang="en"${htmlClass}>\n<head>\n${head}\n</head>\n<body>\n<div id="app">${body}</div>\n</body>\n</html>\n`
}
