// Gives every heading an id (github-slugger: Unicode kept, duplicates get -1, -2, …) and appends an anchor link.
// Records the ids as link targets and the h2+ headings as the outline.
import type { Element, Root } from 'hast'
import { toString as hastToString } from 'hast-util-to-string'
import GithubSlugger, { slug } from 'github-slugger'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'

const HEADING = /^h([1-6])$/

export function rehypeHeadingIds() {
  return (tree: Root, file: VFile) => {
    const data = file.data.page!
    const slugger = new GithubSlugger()
    const anchors: string[] = []
    const outline: NonNullable<typeof data.outline> = []
    visit(tree, 'element', (node: Element) => {
      const match = HEADING.exec(node.tagName)
      if (!match) return
      // Screen-reader-only headings (the footnotes label) are not sections of the page.
      if (String(node.properties.className ?? '').includes('sr-only')) return
      const text = hastToString(node).trim()
      // A heading the slugger empties (only emoji or punctuation) still needs a unique, non-empty id.
      const id = typeof node.properties.id === 'string' ? node.properties.id : slugger.slug(slug(text) ? text : 'section')
      node.properties.id = id
      anchors.push(id)
      const level = Number(match[1])
      if (level >= 2) outline.push({ id, level, text })
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['heading-anchor'], href: `#${id}`, ariaLabel: `Link to “${text}”`, dataHeadingAnchor: '' },
        children: [],
      })
    })
    data.anchors = anchors
    data.outline = outline
  }
}
