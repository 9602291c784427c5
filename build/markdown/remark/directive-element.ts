// Shared helper for the container-directive plugins: turn a directive node into a named element for
// remark-rehype (hName/hProperties), and read its `[label]`.

import type { Paragraph, PhrasingContent } from 'mdast'
import type { ContainerDirective } from 'mdast-util-directive'
import type { Node, Parent } from 'unist'

export function asElement(node: Node, tagName: string, properties: Record<string, unknown> = {}): void {
  node.data = { ...(node.data ?? {}), hName: tagName, hProperties: properties } as Node['data']
}

/** Removes and returns the directive's `[label]` paragraph, if any. */
export function takeLabel(node: ContainerDirective): PhrasingContent[] | undefined {
  const first = node.children[0] as Paragraph | undefined
  if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    node.children.shift()
    return first.children
  }
  return undefined
}

export function isParent(node: Node): node is Parent {
  return Array.isArray((node as Parent).children)
}
