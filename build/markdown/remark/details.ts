// `:::details[Summary]` → native <details><summary>, so it opens without JavaScript.
import type { Root } from 'mdast'
import { walkMarkdown } from '../tree-walk.ts'
import { asElement, takeLabel } from './directive-element.ts'

export function remarkDetails() {
  return (tree: Root) => {
    walkMarkdown(tree, 'containerDirective', (node) => {
      if (node.name !== 'details') return
      const label = takeLabel(node) ?? [{ type: 'text', value: 'Details' }]
      node.children.unshift({ type: 'paragraph', children: label, data: { hName: 'summary' } })
      asElement(node, 'details')
    })
  }
}
