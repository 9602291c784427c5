// Gives every heading an id (github-slugger: Unicode kept, duplicates get -1, -2, …) and appends an anchor link.
// Records the ids as link targets and the h2+ headings as the outline. A partial an .mdx page uses counts as
// written in place: its headings are slugged here with the page's slugger, in document order, and the ids handed
// to that use (rehype/partial-heading-ids.ts).

import GithubSlugger, { slug } from 'github-slugger'
import type { Element, Root } from 'hast'
import { toString as hastToString } from 'hast-util-to-string'
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx'
import type { VFile } from 'vfile'
import type { HeadingInfo } from '../page-data.ts'
import { walk } from '../tree-walk.ts'
import { headingIdsAttribute } from './partial-heading-ids.ts'

const HEADING = /^h([1-6])$/

declare module 'hast' {
  interface Data {
    /** On a partial's use: its headings' local ids → the ids this page gave them. */
    headingIds?: Record<string, string>
  }
}

export function rehypeHeadingIds() {
  return (tree: Root, file: VFile) => {
    const data = file.data.page!
    const partials = file.data.partials
    const slugger = new GithubSlugger()
    const headings: HeadingInfo[] = []
    const add = (heading: HeadingInfo) => {
      const id = heading.explicit ? heading.id : slugger.slug(slug(heading.text) ? heading.text : 'section')
      headings.push({ ...heading, id })
      return id
    }
    walk(tree, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && partials?.size) {
        const use = node as MdxJsxFlowElementHast | MdxJsxTextElementHast
        const partial = use.name ? partials.get(use.name) : undefined
        if (!partial) return
        const ids: Record<string, string> = {}
        for (const heading of partial.headings) ids[heading.id] = add(heading)
        use.attributes.push(headingIdsAttribute(ids, file.data.isPartial === true))
        use.data = { ...use.data, headingIds: ids }
        return
      }
      // Most elements are code tokens (spans): the tag's first letter rules them out before the expression runs.
      if (node.type !== 'element' || node.tagName.charCodeAt(0) !== 104 /* h */) return
      const match = HEADING.exec(node.tagName)
      if (!match) return
      // Screen-reader-only headings (the footnotes label) are not sections of the page.
      if (String(node.properties.className ?? '').includes('sr-only')) return
      const text = hastToString(node).trim()
      // A heading the slugger empties (only emoji or punctuation) still needs a unique, non-empty id.
      const explicit = typeof node.properties.id === 'string'
      const id = add({ id: explicit ? String(node.properties.id) : '', level: Number(match[1]), text, explicit })
      node.properties.id = id
      node.children.push(anchorOf(id, text))
    })
    data.headings = headings
    data.anchors = headings.map((h) => h.id)
    data.outline = headings.filter((h) => h.level >= 2).map(({ id, level, text }) => ({ id, level, text }))
  }
}

function anchorOf(id: string, text: string): Element {
  return {
    type: 'element',
    tagName: 'a',
    properties: { className: ['heading-anchor'], href: `#${id}`, ariaLabel: `Link to “${text}”`, dataHeadingAnchor: '' },
    children: [],
  }
}
