// The config's banner as React, for the site model: its Markdown compiled to a tree (stages/compile.ts), one
// paragraph rendered inline (no <p> margins in the bar), or the React element the config gave. Node, render time.
import type { Root } from 'hast'
import type { ReactNode } from 'react'
import type { SiteConfig } from '../config/resolve.ts'
import { hastToReact } from './hast-to-react.ts'

export function bannerContent(config: SiteConfig, tree: Root | undefined): ReactNode | undefined {
  if (tree) return bannerFromTree(tree)
  return typeof config.banner?.content === 'object' ? config.banner.content : undefined
}

function bannerFromTree(tree: Root): ReactNode {
  const only = tree.children.filter((n) => n.type !== 'text')
  if (only.length === 1 && only[0]!.type === 'element' && only[0]!.tagName === 'p') return hastToReact({ type: 'root', children: only[0]!.children })
  return hastToReact(tree)
}
