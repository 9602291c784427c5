// Which <pre> elements of a page's HTML tree shiki made, and which of those hold twoslash's popups (Node, compile
// time). A highlighted block's tokens are most of a page's nodes, and the walks after the highlighting step that need
// nothing from them (places, links, prose for search) step over them.
import type { Element, Parents } from 'hast'

/** Whether `node` is a <pre> shiki made: it gives each one its class, as a list or as text. */
export function isHighlightedPre(node: Parents): node is Element {
  return node.type === 'element' && node.tagName === 'pre' && classesOf(node).includes('shiki')
}

/** Whether a highlighted <pre> holds twoslash's popups (their doc comments may hold links). */
export function holdsPopups(pre: Element): boolean {
  return classesOf(pre).includes('twoslash')
}

function classesOf(node: Element): string[] {
  const classes = node.properties.class ?? node.properties.className
  return Array.isArray(classes) ? classes.map(String) : String(classes ?? '').split(' ')
}
