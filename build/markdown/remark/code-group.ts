// `:::code-group`: each child is a tab of one <CodeGroup>, as in Vocs: a fence named by its `[label]` (or `title=`, else
// its language), or an element named by `data-title` (`<div data-title="Preview"><Demo /></div>`: the tab shows the
// element's children). A child with no name is a `file:line` error, or with `strict` off a warning, the tab then
// named by its place ("Tab 2").
import type { BlockContent, Root, RootContent } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import type { VFile } from 'vfile'
import { BuildError } from '../../errors/build-error.ts'
import { walkMarkdown } from '../tree-walk.ts'
import { fenceTitle } from './code-meta.ts'
import { asElement } from './directive-element.ts'

export interface CodeGroupOptions {
  /** A tab with no name fails the build (default) rather than warn. */
  strict?: boolean
}

export function remarkCodeGroup(options: CodeGroupOptions = {}) {
  const strict = options.strict ?? true
  return (tree: Root, file: VFile) => {
    walkMarkdown(tree, 'containerDirective', (node) => {
      if (node.name !== 'code-group') return
      node.children = node.children.map((child, i) => {
        const tab = tabOf(child as RootContent)
        if (!tab.label) {
          const pos = child.position?.start
          const message = `a :::code-group tab has no name (found ${describe(child as RootContent)}): name a code block with [label], an element with data-title="…"`
          if (strict) throw new BuildError({ file: file.path, line: pos?.line, column: pos?.column }, message)
          file.message(`${message}; shown as "Tab ${i + 1}"`, pos)
        }
        return {
          type: 'blockquote',
          children: tab.content,
          data: { hName: 'CodeGroupTab', hProperties: { label: tab.label ?? `Tab ${i + 1}` } },
        }
      }) as typeof node.children
      asElement(node, 'CodeGroup')
    })
  }
}

function tabOf(child: RootContent): { label?: string; content: BlockContent[] } {
  if (child.type === 'code') return { label: fenceTitle(child.meta) ?? child.lang ?? undefined, content: [child] }
  if (child.type === 'mdxJsxFlowElement') {
    const title = dataTitle(child)
    if (title !== undefined) return { label: title, content: child.children as BlockContent[] }
  }
  return { content: [child as BlockContent] }
}

/** The element's `data-title` when written as a string (an expression is known only when the page runs). */
function dataTitle(element: MdxJsxFlowElement): string | undefined {
  for (const attribute of element.attributes)
    if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'data-title' && typeof attribute.value === 'string') return attribute.value
  return undefined
}

function describe(child: RootContent): string {
  if (child.type === 'paragraph') return 'text'
  if (child.type === 'mdxJsxFlowElement') return `<${child.name ?? ''}> without data-title`
  return `a ${child.type}`
}
