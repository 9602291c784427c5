// `# Title [Subtitle]`: takes the first h1 as the page title and splits off a bracketed subtitle, which is
// rendered as the heading's doc-subtitle. Also records the first paragraph as the fallback description.
import type { Heading, Root, Text } from 'mdast'
import { toString as mdastToString } from 'mdast-util-to-string'
import type { VFile } from 'vfile'

const SUBTITLE = /\s*\[([^\]]+)\]\s*$/

export function remarkTitle() {
  return (tree: Root, file: VFile) => {
    const data = file.data.page!
    const h1 = tree.children.find((n): n is Heading => n.type === 'heading' && n.depth === 1)
    if (h1) {
      const last = h1.children.at(-1)
      if (last?.type === 'text') {
        const match = SUBTITLE.exec(last.value)
        if (match) {
          data.subtitle = match[1]
          ;(last as Text).value = last.value.slice(0, match.index)
          h1.data = { ...h1.data, hProperties: { ...(h1.data?.hProperties ?? {}), dataSubtitle: match[1] } }
        }
      }
      data.title ??= mdastToString(h1).trim()
    }
    const firstParagraph = tree.children.find((n) => n.type === 'paragraph')
    if (firstParagraph) data.description ??= mdastToString(firstParagraph).replace(/\s+/g, ' ').trim().slice(0, 300)
  }
}
