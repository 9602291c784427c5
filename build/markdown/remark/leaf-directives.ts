// Vocs leaf directives (`::authors`, `::blog-posts`, `::sponsors`) become components; any other directive that no
// plugin claimed (e.g. `10:30` read as a text directive) is turned back into the text the writer typed.
import type { Root, Text } from 'mdast'
import { toString as mdastToString } from 'mdast-util-to-string'
import type { Node, Parent } from 'unist'
import { SKIP, walkMarkdownNodes } from '../tree-walk.ts'

const LEAF_COMPONENTS: Record<string, string> = { authors: 'Authors', 'blog-posts': 'BlogPosts', sponsors: 'Sponsors' }
const CLAIMED_CONTAINERS = new Set(['note', 'info', 'warning', 'danger', 'tip', 'success', 'callout', 'details', 'steps', 'code-group'])

export function remarkLeafDirectives() {
  return (tree: Root) => {
    walkMarkdownNodes(tree, (mdastNode, index, mdastParent) => {
      const node = mdastNode as Node
      const parent = mdastParent as Parent
      if (node.type === 'leafDirective') {
        const name = (node as unknown as { name: string }).name
        const component = LEAF_COMPONENTS[name]
        if (component) {
          node.data = { hName: component, hProperties: {} } as Node['data']
          ;(node as Parent).children = []
          return SKIP
        }
      }
      if (node.type === 'textDirective' || node.type === 'leafDirective') {
        const d = node as unknown as { name: string; children: Node[] }
        const label = d.children.length ? `[${mdastToString(d as never)}]` : ''
        const text: Text = { type: 'text', value: `${node.type === 'leafDirective' ? '::' : ':'}${d.name}${label}` }
        parent.children[index] = node.type === 'leafDirective' ? ({ type: 'paragraph', children: [text] } as never) : (text as never)
        return SKIP
      }
      if (node.type === 'containerDirective' && !CLAIMED_CONTAINERS.has((node as unknown as { name: string }).name)) {
        // Unknown container: keep its content rather than silently losing it.
        node.data = { hName: 'div', hProperties: { dataDirective: (node as unknown as { name: string }).name } } as Node['data']
      }
    })
  }
}
