// JSDoc text in type popups, as Markdown: a library's doc comments write links and code in Markdown, which twoslash
// would otherwise show raw ("[Docs Reference](https://…)"). Parsed without raw HTML, so comments cannot inject any.
import type { ElementContent } from 'hast'
import type { Root as MdastRoot } from 'mdast'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { copyOf } from '../highlight-cache.ts'
import { remarkGfmSyntax } from '../remark/gfm.ts'
import { walk } from '../tree-walk.ts'

const docsProcessor = unified().use(remarkParse).use(remarkGfmSyntax).use(remarkRehype, { allowDangerousHtml: false })

/**
 * Each doc comment's tree, made once per thread and copied after (the pipeline goes on changing a page's trees): a
 * function's comment shows in the popup of every place that names it.
 */
const made = new Map<string, ElementContent[]>()
const MADE_AT_MOST = 2000

function toHast(markdown: string): ElementContent[] {
  let nodes = made.get(markdown)
  if (!nodes) {
    const tree = docsProcessor.runSync(docsProcessor.parse(markdown) as MdastRoot)
    nodes = tree.children.filter((node): node is ElementContent => node.type !== 'doctype')
    // Places in a doc comment mean nothing in a page, whose compile drops its own (compile.ts skips these).
    for (const node of nodes) {
      delete node.position
      if ('children' in node) walk(node, (child) => void delete child.position)
    }
    if (made.size >= MADE_AT_MOST) made.delete(made.keys().next().value!)
    made.set(markdown, nodes)
  }
  return copyOf(nodes)
}

/** A doc comment's description: block Markdown (paragraphs, lists, links, code). */
export function renderDocsMarkdown(markdown: string): ElementContent[] {
  return toHast(markdown)
}

/** A JSDoc tag's value: `@example` is code as written; other tags are one line of inline Markdown. */
export function renderDocsTag(markdown: string, context: string): ElementContent[] {
  if (context === 'tag:example') return [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: markdown.trim() }] }]
  const nodes = toHast(markdown)
  const only = nodes.length === 1 ? nodes[0] : undefined
  return only?.type === 'element' && only.tagName === 'p' ? only.children : nodes
}
