// `:::note|info|warning|danger|tip|success` (and Vocs's generic `:::callout`) → <Callout type title>.
import type { Root } from 'mdast'
import { walkMarkdown } from '../tree-walk.ts'
import { asElement, takeLabel } from './directive-element.ts'

export const CALLOUT_TYPES = ['note', 'info', 'warning', 'danger', 'tip', 'success', 'callout'] as const

export function remarkCallouts() {
  return (tree: Root) => {
    walkMarkdown(tree, 'containerDirective', (node) => {
      if (!(CALLOUT_TYPES as readonly string[]).includes(node.name)) return
      const label = takeLabel(node)
      if (label) node.children.unshift({ type: 'paragraph', children: [{ type: 'strong', children: label }], data: { hProperties: { dataCalloutTitle: '' } } })
      asElement(node, 'Callout', { type: node.name === 'callout' ? 'note' : node.name })
    })
  }
}
