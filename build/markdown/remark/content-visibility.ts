// Vocs's content visibility (Node, compile time): `:::show[html]` and `:::hide[md]` keep their content in the page,
// `:::show[md]` and `:::hide[html]` keep it out; the page's Markdown (its `.md` file, llms-full.txt) gets the reverse.
import type { Nodes, Parent, Root, RootContent } from 'mdast'
import type { ContainerDirective } from 'mdast-util-directive'
import type { VFile } from 'vfile'

type Output = 'html' | 'md'

/** The output a `show`/`hide` directive names (`[html]` or `[md]`), or nothing for any other directive. */
function visibilityOf(node: Nodes): { show: boolean; output: Output } | undefined {
  if (node.type !== 'containerDirective' || (node.name !== 'show' && node.name !== 'hide')) return undefined
  const label = node.children[0]
  if (label?.type !== 'paragraph' || !(label.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) return undefined
  const text = label.children[0]
  if (text?.type !== 'text' || (text.value !== 'html' && text.value !== 'md')) return undefined
  return { show: node.name === 'show', output: text.value }
}

const shownIn = (rule: { show: boolean; output: Output }, output: Output) => rule.show === (rule.output === output)

export function remarkContentVisibility() {
  return (tree: Root, file: VFile) => {
    const edits: { start: number; end: number; text: string }[] = []
    const source = String(file.value)
    const filter = (parent: Parent): void => {
      const kept: RootContent[] = []
      for (const child of parent.children) {
        const rule = visibilityOf(child)
        if (!rule) {
          if ('children' in child) filter(child)
          kept.push(child)
          continue
        }
        const content = (child as ContainerDirective).children.slice(1)
        // The page's Markdown: the directive's lines, or only its content's, or nothing (outermost directives only).
        const [start, end] = [child.position?.start.offset, child.position?.end.offset]
        const [first, last] = [content[0]?.position?.start.offset, content.at(-1)?.position?.end.offset]
        if (start !== undefined && end !== undefined) {
          const inner = first !== undefined && last !== undefined ? source.slice(first, last) : ''
          edits.push({ start, end, text: shownIn(rule, 'md') ? inner : '' })
        }
        if (!shownIn(rule, 'html')) continue
        const wrapper = { type: 'root', children: content } as Root
        filter(wrapper)
        kept.push(...(wrapper.children as RootContent[]))
      }
      parent.children = kept as typeof parent.children
    }
    filter(tree)
    if (!edits.length || file.data.page?.markdown !== undefined) return
    let markdown = source
    for (const edit of edits.sort((a, b) => b.start - a.start)) markdown = markdown.slice(0, edit.start) + edit.text + markdown.slice(edit.end)
    file.data.page = { ...file.data.page!, markdown: markdown.replace(/\n{3,}/g, '\n\n') }
  }
}
