// `:::steps`: splits the container at the depth of its first heading; each chunk becomes <Step> with that heading
// as its title. Vocs accepts step headings h2–h6 only; any other level is rejected with 'Invalid.'.
import type { Heading, Root, RootContent } from 'mdast'
import type { VFile } from 'vfile'
import { BuildError } from '../../errors/build-error.ts'
import { walkMarkdown } from '../tree-walk.ts'
import { asElement } from './directive-element.ts'

export function remarkSteps() {
  return (tree: Root, file: VFile) => {
    walkMarkdown(tree, 'containerDirective', (node) => {
      if (node.name !== 'steps') return
      const first = node.children.find((c): c is Heading => c.type === 'heading')
      const depth = first?.depth ?? 2
      if (depth < 2 || depth > 6) {
        const pos = first?.position?.start
        throw new BuildError({ file: file.path, line: pos?.line, column: pos?.column }, `Invalid. Step headings must be levels 2 to 6 (found an h${depth}).`)
      }
      const steps: RootContent[] = []
      let current: RootContent[] | undefined
      for (const child of node.children) {
        if (child.type === 'heading' && child.depth === depth) {
          current = [child]
          steps.push({ type: 'blockquote', children: current as never, data: { hName: 'Step', hProperties: { titleLevel: depth } } })
        } else if (current) current.push(child)
        else steps.push(child)
      }
      node.children = steps as typeof node.children
      asElement(node, 'Steps')
    })
  }
}
