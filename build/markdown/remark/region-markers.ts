// A fence's own `// [!region name]` and `// [!endregion name]` lines are not shown, as Vocs drops them from a fence
// that includes nothing (one that includes a file keeps its own; the included text comes without any, see
// code-include.ts). Runs in Node at compile time, before the includes.
import type { Root } from 'mdast'
import { stripRegionMarkers } from '../code-regions.ts'
import { walkMarkdown } from '../tree-walk.ts'

export function remarkFenceRegionMarkers() {
  return (tree: Root) => {
    walkMarkdown(tree, 'code', (node) => {
      if (node.value.includes('[!') && !node.value.includes('[!include')) node.value = stripRegionMarkers(node.value)
    })
  }
}
