// Moves shiki's per-token inline colours (`--shiki-light`/`--shiki-dark` variables) into short classes, so a page
// repeats a class name instead of a style string, each colour made readable on the code backgrounds (4.5:1).
// The class → style table goes on file.data for the stylesheet.
import { createHash } from 'node:crypto'
import type { Element, Root } from 'hast'
import type { VFile } from 'vfile'
import { readableTokenStyle } from '../readable-color.ts'
import { walkElements } from '../tree-walk.ts'

/**
 * Each token style's class name and readable style, made once per thread: every page repeats the theme's few dozen
 * styles. Bounded for a long dev session.
 */
const tokenClasses = new Map<string, { name: string; style: string }>()
const MAX_STYLES = 10_000

function tokenClassOf(style: string): { name: string; style: string } {
  let made = tokenClasses.get(style)
  if (!made) {
    if (tokenClasses.size >= MAX_STYLES) tokenClasses.clear()
    made = { name: `c${createHash('sha1').update(style).digest('base64url').slice(0, 6).replace(/[-_]/g, 'x')}`, style: readableTokenStyle(style) }
    tokenClasses.set(style, made)
  }
  return made
}

/** The element's classes; shiki writes raw attribute names (`class`, `tabindex`) into its hast. */
function classesOf(node: Element): string[] {
  return String(node.properties.className ?? node.properties.class ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
}

export function rehypeCodeStyles() {
  return (tree: Root, file: VFile) => {
    const styles: Record<string, string> = {}
    walkElements(tree, (node: Element) => {
      if (node.tagName === 'pre') {
        if (classesOf(node).includes('shiki')) {
          delete node.properties.style
          delete node.properties.tabindex
        }
        return
      }
      const style = node.properties.style
      if (node.tagName !== 'span' || typeof style !== 'string' || !style.includes('--shiki-')) return
      const token = tokenClassOf(style)
      styles[token.name] = token.style
      const classes = classesOf(node)
      delete node.properties.style
      delete node.properties.class
      node.properties.className = [...classes, token.name]
    })
    file.data.page!.codeStyles = styles
  }
}
