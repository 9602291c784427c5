// The walk over a page's HTML tree that the pipeline's own rehype steps use (Node, compile time).
// After highlighting, a page's tree is mostly code tokens, and unist-util-visit gives every node it visits a named
// function of its own (a debugging aid: `Object.defineProperty(visit, 'name', …)` per node), which was 5% of a compile
// and as much again in garbage. This walk calls the visitor in the same order with the same arguments, and nothing else.
import type { Element, Nodes, Parents } from 'hast'

/** Returned by a visitor: the node's children are not walked. */
export const SKIP = Symbol('skip')

/** Returns SKIP to leave the node's children out; anything else walks on. */
type Visitor<T> = (node: T, index: number, parent: Parents) => unknown

/**
 * Visits every node under `tree`, parents before their children, in document order. A visitor may replace the node
 * in `parent.children[index]`: the walk goes on into the children of the node it was given, unless it returned SKIP.
 */
export function walk(tree: Parents, visit: Visitor<Nodes>): void {
  const children = tree.children as Nodes[]
  for (let index = 0; index < children.length; index++) {
    const node = children[index]!
    if (visit(node, index, tree) !== SKIP && 'children' in node) walk(node, visit)
  }
}

/** `walk` for elements only; other nodes with children (the root, MDX JSX elements) are walked through. */
export function walkElements(tree: Parents, visit: Visitor<Element>): void {
  walk(tree, (node, index, parent) => (node.type === 'element' ? visit(node, index, parent) : undefined))
}
