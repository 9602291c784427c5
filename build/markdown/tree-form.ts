// The form a page's tree takes in the page cache (Node: compile threads write it, render threads and the dev server
// read it): hast's JSON with each plain text node as its string and each plain element as an array, `[tagName,
// properties, ...children]`: smaller, and quicker to parse and write than hast's JSON (decisions: Caches).
import type { Element, Nodes, Root, Text } from 'hast'

/** What a tree's nodes become: a string, an array, or the node as it is with its children in this form. */
type Stored = string | [string, Element['properties'], ...Stored[]] | ({ [key: string]: unknown } & { children?: Stored[] })

/** The key order of the nodes written short, which reading them back restores. */
const TEXT_KEYS = ['type', 'value']
const ELEMENT_KEYS = ['type', 'tagName', 'properties', 'children']

/** `node` has exactly `keys`, in that order: any other field (data, position) keeps it whole. */
function hasOnly(node: object, keys: string[]): boolean {
  let i = 0
  for (const key in node) if (key !== keys[i++]) return false
  return i === keys.length
}

function store(node: Nodes): Stored {
  if (node.type === 'text' && typeof node.value === 'string' && hasOnly(node, TEXT_KEYS)) return node.value
  // Properties left undefined would come back as null from an array: such an element is kept whole.
  if (node.type === 'element' && typeof node.properties === 'object' && node.properties !== null && hasOnly(node, ELEMENT_KEYS)) {
    const stored: Stored = [node.tagName, node.properties]
    for (const child of node.children) stored.push(store(child))
    return stored
  }
  if ('children' in node) return { ...node, children: node.children.map(store) }
  return node as unknown as Stored
}

function restore(stored: Stored): Nodes {
  if (typeof stored === 'string') return { type: 'text', value: stored } satisfies Text
  if (Array.isArray(stored)) {
    const children: Element['children'] = []
    for (let i = 2; i < stored.length; i++) children.push(restore(stored[i] as Stored) as Element['children'][number])
    return { type: 'element', tagName: stored[0], properties: stored[1], children } satisfies Element
  }
  if (stored.children) return { ...stored, children: stored.children.map(restore) } as Nodes
  return stored as unknown as Nodes
}

/** The tree as the page cache writes it. */
export function treeToJson(tree: Root): string {
  return JSON.stringify(store(tree))
}

/** A tree the page cache wrote. */
export function treeFromJson(json: string): Root {
  return restore(JSON.parse(json) as Stored) as Root
}
