// Fences: a fence with no language is Markdown (as in Vocs). Titles (`[Title]`/`title="..."`) are read by
// fenceTitle. (`twoslash` fences keep their full text: the twoslash transformer compiles it and hides the setup.)
import type { Root } from 'mdast'
import { walkMarkdown } from '../tree-walk.ts'

export function fenceTitle(meta: string | null | undefined): string | undefined {
  if (!meta) return undefined
  return (
    /\[([^\]]+)\]/.exec(meta)?.[1] ??
    /title=(?:"([^"]*)"|'([^']*)')/
      .exec(meta)
      ?.slice(1)
      .find((x) => x !== undefined)
  )
}

export function remarkCodeMeta() {
  return (tree: Root) => {
    walkMarkdown(tree, 'code', (node) => {
      node.lang ||= 'markdown'
    })
  }
}
