// Makes the site files a twoslash block imported (recorded on its <pre> by twoslash.ts) files the page is made
// from: they join `file.data.dependencies`, so the page cache misses and the dev server recompiles the page when
// one is saved. The record is taken off the tree (it is no part of the page).
import type { Element, Root } from 'hast'
import type { VFile } from 'vfile'
import { SKIP, walkElements } from '../tree-walk.ts'

export function rehypeCodeDependencies() {
  return (tree: Root, file: VFile) => {
    const found: string[] = []
    walkElements(tree, (node: Element) => {
      const files = node.data?.twoslashFiles
      if (files) {
        found.push(...Object.keys(files))
        delete node.data!.twoslashFiles
      }
      // The record is on a block's <pre>; its tokens (most of a page's elements) hold none.
      if (node.tagName === 'pre') return SKIP
    })
    if (found.length) file.data.dependencies = [...new Set([...(file.data.dependencies ?? []), ...found])]
  }
}
