// Fences: a fence with no language is Markdown (as in Vocs); in `twoslash` fences the hidden setup above
// `// ---cut---` is removed from what readers see. Titles (`[Title]`/`title="..."`) are read by fenceTitle.
import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'

export function fenceTitle(meta: string | null | undefined): string | undefined {
  if (!meta) return undefined
  return /\[([^\]]+)\]/.exec(meta)?.[1] ?? /title=(?:"([^"]*)"|'([^']*)')/.exec(meta)?.slice(1).find((x) => x !== undefined)
}

const CUT = /^.*\/\/ ---cut---[ \t]*\r?\n/s

export function remarkCodeMeta() {
  return (tree: Root) => {
    visit(tree, 'code', (node) => {
      node.lang ||= 'markdown'
      if (node.meta && /(^|\s)twoslash(\s|$)/.test(node.meta)) node.value = node.value.replace(CUT, '')
    })
  }
}
