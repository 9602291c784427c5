// The walk over a page's trees (Markdown's and HTML's) that the pipeline's own remark and rehype steps use (Node,
// compile time), in place of unist-util-visit, which names a function of its own for every node it visits: this walk
// calls the visitor in the same order with the same arguments, and nothing else (decisions: Markdown compile).
import type { Element, Nodes, Parents } from 'hast'
import type { Nodes as MdastNodes, Parents as MdastParents } from 'mdast'
import type { Node, Parent } from 'unist'

/** Returned by a visitor: the node's children are not walked. */
export const SKIP = Symbol('skip')

/** Returns SKIP to leave the node's children out; anything else walks on. */
type Visitor<T, P = Parents> = (node: T, index: number, parent: P) => unknown

/**
 * Visits every node under `tree` (not `tree` itself), parents before their children, in document order. A visitor may
 * replace the node in `parent.children[index]`: the walk goes on into the children of the node it was given, unless it
 * returned SKIP.
 */
function walkTree(tree: Parent, visit: Visitor<Node, Parent>): void {
  // The list is read again at each step, as unist-util-visit does, in case a visitor replaced it.
  for (let index = 0; index < tree.children.length; index++) {
    const node = tree.children[index]!
    if (visit(node, index, tree) !== SKIP && 'children' in node) walkTree(node as Parent, visit)
  }
}

/** `walkTree` over an HTML tree. */
export function walk(tree: Parents, visit: Visitor<Nodes>): void {
  walkTree(tree, visit as Visitor<Node, Parent>)
}

/** `walk` for elements only; other nodes with children (the root, MDX JSX elements) are walked through. */
export function walkElements(tree: Parents, visit: Visitor<Element>): void {
  walk(tree, (node, index, parent) => (node.type === 'element' ? visit(node, index, parent) : undefined))
}

/** Every node of a Markdown tree: `walk` over mdast. */
export function walkMarkdownNodes(tree: MdastParents, visit: Visitor<MdastNodes, MdastParents>): void {
  walkTree(tree, visit as Visitor<Node, Parent>)
}

/** The Markdown tree's nodes of one type (`code`, `containerDirective`…), found anywhere under `tree`. */
export function walkMarkdown<K extends MdastNodes['type']>(tree: MdastParents, type: K, visit: Visitor<Extract<MdastNodes, { type: K }>, MdastParents>): void {
  walkTree(tree, (node, index, parent) => (node.type === type ? visit(node as Extract<MdastNodes, { type: K }>, index, parent as MdastParents) : undefined))
}
