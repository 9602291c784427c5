// Records what later stages need from the final tree, so nothing parses HTML back: every element id (targets
// for the link check) and the search sections (one per heading, with parent headings and plain text).
import type { Element, Root, RootContent } from 'hast'
import type { VFile } from 'vfile'
import type { SearchSection } from '../page-data.ts'

const HEADING = /^h([1-6])$/

export function rehypeCollect() {
  return (tree: Root, file: VFile) => {
    const data = file.data.page!
    const ids: string[] = []
    const sections: SearchSection[] = []
    const stack: { level: number; title: string }[] = []
    let current: SearchSection = { id: data.route, title: data.title ?? '', titles: [], text: '', isPage: true }
    const chunks: string[] = []
    const flush = () => {
      current.text = chunks.join('').replace(/\s+/g, ' ').trim()
      chunks.length = 0
      if (current.isPage || current.text || current.title) sections.push(current)
    }
    // `searchText` is off inside parts that are not prose of the section (footnotes, buttons, anchors).
    const walk = (node: RootContent | Root, searchText = true) => {
      if (node.type === 'text') return void (searchText && chunks.push(node.value))
      if (node.type !== 'element' && node.type !== 'root') return
      if (node.type === 'element') {
        if (typeof node.properties.id === 'string') ids.push(node.properties.id)
        const heading = HEADING.exec(node.tagName)
        if (heading && searchText) return void startSection(node, Number(heading[1]))
        if ('dataHeadingAnchor' in node.properties || 'dataFootnotes' in node.properties || node.tagName === 'button' || isTypeInfo(node)) searchText = false
      }
      for (const child of node.children) walk(child, searchText)
      if (node.type === 'element' && /^(p|li|td|th|pre|div|h\d|blockquote|dt|dd)$/.test(node.tagName)) chunks.push(' ')
    }
    const startSection = (node: Element, level: number) => {
      const title = headingText(node)
      if (level === 1) {
        // The h1 is the page title: it names the page section rather than opening a new one.
        if (!current.title) current.title = title
        return
      }
      flush()
      while (stack.length && stack.at(-1)!.level >= level) stack.pop()
      const id = String(node.properties.id)
      current = {
        id: `${data.route}#${id}`,
        anchor: id,
        title,
        titles: [data.title ?? '', ...stack.map((s) => s.title)].filter(Boolean),
        text: '',
        isPage: false,
      }
      stack.push({ level, title })
    }
    walk(tree)
    flush()
    data.anchors = ids
    data.sections = sections
  }
}

/** Twoslash popups repeat type signatures for every identifier; they are not the section's prose. */
function isTypeInfo(node: Element): boolean {
  const classes = String(node.properties.className ?? node.properties.class ?? '')
  return /\btwoslash-(popup-container|completion-list|meta-line|error-line|tag-line)\b/.test(classes)
}

function headingText(node: Element): string {
  const parts: string[] = []
  const walk = (n: RootContent) => {
    if (n.type === 'text') parts.push(n.value)
    else if (n.type === 'element' && !('dataHeadingAnchor' in n.properties)) n.children.forEach(walk)
  }
  node.children.forEach(walk)
  return parts.join('').trim()
}
