// Moves shiki's per-token inline colours (`--shiki-light`/`--shiki-dark` variables) into short classes, so a page
// repeats a class name instead of a style string, each colour made readable on the code backgrounds (4.5:1).
// The class → style table goes on file.data for the stylesheet.
import { createHash } from 'node:crypto'
import type { Element, Root } from 'hast'
import type { VFile } from 'vfile'
import { readableTokenStyle } from '../readable-color.ts'
import { walkElements } from '../walk.ts'

export function rehypeCodeStyles() {
  return (tree: Root, file: VFile) => {
    const styles: Record<string, string> = {}
    const classOf = new Map<string, string>()
    walkElements(tree, (node: Element) => {
      // shiki writes raw attribute names (`class`, `tabindex`) into its hast.
      const classes = String(node.properties.className ?? node.properties.class ?? '')
        .split(/[\s,]+/)
        .filter(Boolean)
      if (node.tagName === 'pre' && classes.includes('shiki')) {
        delete node.properties.style
        delete node.properties.tabindex
        return
      }
      const style = node.properties.style
      if (node.tagName !== 'span' || typeof style !== 'string' || !style.includes('--shiki-')) return
      let name = classOf.get(style)
      if (!name) {
        name = `c${createHash('sha1').update(style).digest('base64url').slice(0, 6).replace(/[-_]/g, 'x')}`
        classOf.set(style, name)
        styles[name] = readableTokenStyle(style)
      }
      delete node.properties.style
      delete node.properties.class
      node.properties.className = [...classes, name]
    })
    file.data.page!.codeStyles = styles
  }
}
