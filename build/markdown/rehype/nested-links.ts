// A link inside a link (`<a>` in `<a>`, written as Markdown links or JSX) is a warning at the inner one: HTML cannot
// hold it, so a browser reading the static page ends the outer link where the inner one starts, and the page is laid
// out otherwise than its source says. Runs while a page compiles (Markdown and MDX).
import type { Nodes, Root } from 'hast'
import type { VFile } from 'vfile'

/** Whether a node is a link: an `<a>` element, or an `<a>` written in JSX. */
function isLink(node: Nodes): boolean {
  if (node.type === 'element') return node.tagName === 'a'
  const jsx = node as { type: string; name?: string | null }
  return (jsx.type === 'mdxJsxFlowElement' || jsx.type === 'mdxJsxTextElement') && jsx.name === 'a'
}

export function rehypeNestedLinks() {
  return (tree: Root, file: VFile) => {
    const visit = (node: Nodes, outer: Nodes | undefined): void => {
      const link = isLink(node)
      if (link && outer) {
        const line = outer.position?.start.line
        file.message(
          `a link inside a link${line ? ` (the one at line ${line})` : ''}: HTML cannot nest them, so browsers end the outer link here and lay the page out otherwise`,
          node.position,
        )
      }
      if ('children' in node) for (const child of node.children) visit(child as Nodes, link ? node : outer)
    }
    visit(tree, undefined)
  }
}
