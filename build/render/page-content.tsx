// The content of a page as React: a Markdown page's HAST through the component map, or an .mdx page's module
// (which gets the same map from mdx-components.ts), inside the page's island context.
import type { Root } from 'hast'
import type { ReactNode } from 'react'
import { hastToReact } from './hast-to-react.ts'
import { loadMdxModule, loadPackages } from './mdx-module.ts'
import { PageIslandsContext } from './page-island.tsx'

export interface ContentOptions {
  /** The page's file, for errors. */
  page: string
  /** The site folder (the page module's source map is relative to it). */
  root: string
  /** Island key → URL of its browser chunk. */
  islandUrl: (key: string) => string | undefined
}

/** What an .mdx page's module needs loaded before it can render (its packages); nothing for a Markdown page. */
export async function preparePageContent(tree: Root): Promise<void> {
  await loadPackages(tree.data?.mdxPackages ?? [])
}

export function pageContent(tree: Root, options: ContentOptions): ReactNode {
  const code = tree.data?.mdxModule
  if (!code) return hastToReact(tree)
  const Content = loadMdxModule(code, options.page, options.root).default
  const islands = { page: options.page, keys: tree.data?.islandKeys ?? {}, urlOf: options.islandUrl }
  return (
    <PageIslandsContext.Provider value={islands}>
      <Content />
    </PageIslandsContext.Provider>
  )
}
