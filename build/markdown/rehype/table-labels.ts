// Names every table for assistive technology: the scroll region around a table (runtime Scrollable.tsx) is a
// landmark, and landmarks need distinct names. A table is named after the heading it sits under ("Options
// table"), numbered when a section holds several, and "Table N" before any heading.
import type { Element, Root } from 'hast'
import { toString as hastToString } from 'hast-util-to-string'
import { walkElements } from '../tree-walk.ts'

const HEADING = /^h[1-6]$/

export function rehypeTableLabels() {
  return (tree: Root) => {
    let heading: string | undefined
    const seen = new Map<string, number>()
    walkElements(tree, (node: Element) => {
      if (HEADING.test(node.tagName)) {
        // The anchor link the heading-ids step appended is empty, so this is the heading's own text.
        heading = hastToString(node).trim() || heading
        return
      }
      if (node.tagName !== 'table' || node.properties.dataTableLabel !== undefined) return
      const base = heading ? `${heading} table` : 'Table'
      const count = (seen.get(base) ?? 0) + 1
      seen.set(base, count)
      node.properties.dataTableLabel = count === 1 && heading ? base : `${base} ${count}`
    })
  }
}
