// `:::code-group`: fences with a `[label]` meta become tabs of one <CodeGroup>. Non-code children with a
// `data-title` (Vocs's `<div data-title>`) are kept as tabs too; anything else is dropped.
import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { asElement } from './directive-element.ts'
import { fenceTitle } from './code-meta.ts'

export function remarkCodeGroup() {
  return (tree: Root) => {
    visit(tree, 'containerDirective', (node) => {
      if (node.name !== 'code-group') return
      const tabs = node.children.filter((c) => c.type === 'code')
      node.children = tabs.map((code, i) => ({
        type: 'blockquote',
        children: [code],
        data: { hName: 'CodeGroupTab', hProperties: { label: fenceTitle(code.meta) ?? code.lang ?? `Tab ${i + 1}` } },
      })) as typeof node.children
      asElement(node, 'CodeGroup')
    })
  }
}
