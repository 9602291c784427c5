// Records what later stages need from the final tree, so nothing parses HTML back: every element id (targets
// for the link check) and the search sections (one per heading, with parent headings and plain text); a partial an
// .mdx page uses counts as written in place.
import type { Element, Root, RootContent } from 'hast'
import { toString as hastToString } from 'hast-util-to-string'
import type { VFile } from 'vfile'
import { holdsPopups, isHighlightedPre } from '../highlighted-code.ts'
import type { FlowEvent, PartialInfo, SearchSection } from '../page-data.ts'

const HEADING = /^h([1-6])$/

export function rehypeCollect() {
  return (tree: Root, file: VFile) => {
    const data = file.data.page!
    const flow = readFlow(tree, file.data.partials)
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
    const startSection = ({ id, level, title }: { id: string; level: number; title: string }) => {
      if (level === 1) {
        // The h1 is the page title: it names the page section rather than opening a new one.
        if (!current.title) current.title = title
        return
      }
      flush()
      while (stack.length && stack.at(-1)!.level >= level) stack.pop()
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
    for (const event of flow) {
      if ('text' in event) chunks.push(event.text)
      else if ('id' in event) ids.push(event.id)
      else startSection(event.heading)
    }
    flush()
    data.anchors = ids
    data.sections = sections
    data.flow = flow
  }
}

/**
 * The tree's prose, ids and section headings in document order. A partial's use (`<Setup />`) stands for the
 * partial's own flow with the ids the page gave its headings (rehype/heading-ids.ts), as if written in place.
 */
function readFlow(tree: Root, partials: ReadonlyMap<string, PartialInfo> | undefined): FlowEvent[] {
  const flow: FlowEvent[] = []
  // `searchText` is off inside parts that are not prose of the section (footnotes, buttons, anchors).
  const walk = (node: RootContent | Root, searchText = true) => {
    if (node.type === 'text') return void (searchText && flow.push({ text: node.value }))
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const partial = node.name ? partials?.get(node.name) : undefined
      if (partial) replay(partial.flow, node.data?.headingIds ?? {}, searchText)
      return
    }
    if (node.type !== 'element' && node.type !== 'root') return
    if (node.type === 'element') {
      if (typeof node.properties.id === 'string') flow.push({ id: node.properties.id })
      const heading = HEADING.exec(node.tagName)
      if (heading && searchText) {
        flow.push({ heading: { id: String(node.properties.id), level: Number(heading[1]), title: headingText(node) } })
        return
      }
      if ('dataHeadingAnchor' in node.properties || 'dataFootnotes' in node.properties || node.tagName === 'button' || isTypeInfo(node)) searchText = false
      // A highlighted block without popups is its tokens' text and nothing else: taken whole, not token by token.
      if (isHighlightedPre(node) && !holdsPopups(node)) {
        if (searchText) flow.push({ text: hastToString(node) })
        flow.push({ text: ' ' })
        return
      }
    }
    for (const child of node.children) walk(child, searchText)
    if (node.type === 'element' && /^(p|li|td|th|pre|div|h\d|blockquote|dt|dd)$/.test(node.tagName)) flow.push({ text: ' ' })
  }
  const replay = (events: FlowEvent[], ids: Record<string, string>, searchText: boolean) => {
    for (const event of events) {
      if ('id' in event) flow.push({ id: ids[event.id] ?? event.id })
      else if (!searchText) continue
      else if ('text' in event) flow.push(event)
      else flow.push({ heading: { ...event.heading, id: ids[event.heading.id] ?? event.heading.id } })
    }
  }
  walk(tree)
  return flow
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
