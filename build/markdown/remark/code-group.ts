// `:::code-group`: fences with a `[label]` meta become tabs of one <CodeGroup>. Anything else inside is a build error
// with its line (it used to vanish silently, taking the writer's text with it).
import type { Root } from 'mdast'
import { walkMarkdown } from '../walk.ts'
import type { VFile } from 'vfile'
import { BuildError } from '../../errors.ts'
import { asElement } from './directive-element.ts'
import { fenceTitle } from './code-meta.ts'

export function remarkCodeGroup() {
  return (tree: Root, file: VFile) => {
    walkMarkdown(tree, 'containerDirective', (node) => {
      if (node.name !== 'code-group') return
      const stray = node.children.find((c) => c.type !== 'code')
      if (stray) {
        const pos = stray.position?.start
        throw new BuildError(
          { file: file.path, line: pos?.line, column: pos?.column },
          `a :::code-group holds only code blocks (found ${stray.type === 'paragraph' ? 'text' : `a ${stray.type}`}); move it before or after the group`,
        )
      }
      const tabs = node.children.filter((c) => c.type === 'code')
      node.children = tabs.map((code, i) => ({
        type: 'blockquote',
        children: [code],
        data: { hName: 'CodeGroupTab', hProperties: { label: fenceTitle(code.meta) ?? code.lang ?? `Tab ${i + 1}` } },
      })) as typeof node.children
      asElement(node, 'CodeGroup')
    })
  }
}
