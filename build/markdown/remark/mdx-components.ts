// MDX pages: JSX tags must name a component the site registered (or an HTML element); attribute values may be
// strings or plain literals (numbers, booleans, strings, arrays/objects of literals). Nothing in an MDX file is
// executed: imports, exports and code expressions are build errors with file:line. Comments `{/* */}` are dropped.
import type { Root } from 'mdast'
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { Node, Parent } from 'unist'
import type { VFile } from 'vfile'
import { BuildError } from '../../errors.ts'

interface EstreeNode {
  type: string
  [key: string]: unknown
}

/** Evaluates an estree expression made only of literals; anything else is refused. */
function literalValue(node: EstreeNode): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value
    case 'ArrayExpression':
      return (node.elements as EstreeNode[]).map(literalValue)
    case 'ObjectExpression':
      return Object.fromEntries(
        (node.properties as EstreeNode[]).map((p) => {
          const key = p.key as EstreeNode
          if (p.type !== 'Property' || p.computed) throw new Error('only plain object properties are allowed')
          return [key.type === 'Identifier' ? key.name : (key.value as string), literalValue(p.value as EstreeNode)]
        }),
      )
    case 'UnaryExpression':
      if (node.operator === '-') return -(literalValue(node.argument as EstreeNode) as number)
      break
    case 'TemplateLiteral':
      if ((node.expressions as unknown[]).length === 0) return (node.quasis as { value: { cooked: string } }[])[0]!.value.cooked
      break
    case 'Identifier':
      if (node.name === 'undefined') return undefined
      break
  }
  throw new Error(`only literal values are allowed (found ${node.type})`)
}

function expressionOf(value: { data?: { estree?: unknown } } | undefined): EstreeNode | undefined {
  const program = value?.data?.estree as { body: { expression?: EstreeNode }[] } | undefined
  return program?.body[0]?.expression
}

export function remarkMdxComponents(components: ReadonlySet<string>) {
  return () => (tree: Root, file: VFile) => {
    const fail = (node: Node, message: string): never => {
      const pos = node.position?.start
      throw new BuildError({ file: file.path, line: pos?.line, column: pos?.column }, message)
    }
    const walk = (parent: Parent) => {
      for (let i = 0; i < parent.children.length; i++) {
        const node = parent.children[i] as Node
        switch (node.type) {
          case 'mdxjsEsm':
            fail(node, 'import/export is not supported in .mdx pages: use the components the site registers (runtime/components/content/registry.ts)')
            break
          case 'mdxFlowExpression':
          case 'mdxTextExpression': {
            const program = (node as { data?: { estree?: { body: unknown[] } } }).data?.estree
            if (program && program.body.length === 0) {
              parent.children.splice(i--, 1) // a {/* comment */}
              continue
            }
            fail(node, 'JavaScript expressions are not evaluated in .mdx pages (only literal attribute values are allowed)')
            break
          }
          case 'mdxJsxFlowElement':
          case 'mdxJsxTextElement':
            convertElement(node as MdxJsxFlowElement | MdxJsxTextElement, fail)
            break
        }
        if (Array.isArray((node as Parent).children)) walk(node as Parent)
        // `<Callout>text</Callout>` on one line parses as inline JSX inside a paragraph; a paragraph holding only a
        // block component is unwrapped so the HTML stays valid (no <aside> inside <p>).
        if (node.type === 'paragraph') {
          const kids = (node as Parent).children.filter((c) => !(c.type === 'text' && !(c as unknown as { value: string }).value.trim()))
          if (kids.length === 1 && kids[0]!.type === 'componentInline' && /^[A-Z]/.test(String((kids[0]!.data as { hName?: string })?.hName))) {
            kids[0]!.type = 'componentBlock'
            parent.children[i] = kids[0]!
          }
        }
      }
    }
    const convertElement = (node: MdxJsxFlowElement | MdxJsxTextElement, failAt: typeof fail) => {
      const name = node.name
      if (!name) return failAt(node, 'JSX fragments (<>…</>) are not supported: use an element')
      const isHtml = /^[a-z][a-z0-9-]*$/.test(name)
      if (!isHtml && !components.has(name)) {
        failAt(node, `unknown component <${name}>: expected one of ${[...components].sort().join(', ')}`)
      }
      const props: Record<string, unknown> = {}
      for (const attr of node.attributes as (MdxJsxAttribute | MdxJsxExpressionAttribute)[]) {
        if (attr.type === 'mdxJsxExpressionAttribute') failAt(node, `spread attributes are not supported on <${name}>`)
        const a = attr as MdxJsxAttribute
        if (a.value === null || a.value === undefined) props[a.name] = true
        else if (typeof a.value === 'string') props[a.name] = a.value
        else {
          const expression = expressionOf(a.value)
          try {
            props[a.name] = expression ? literalValue(expression) : undefined
          } catch (error) {
            failAt(node, `attribute ${a.name} of <${name}>: ${(error as Error).message}`)
          }
        }
      }
      // Hand the element to remark-rehype as an ordinary node with a tag name and properties.
      ;(node as unknown as Node).type = node.type === 'mdxJsxFlowElement' ? 'componentBlock' : 'componentInline'
      node.data = { ...(node.data ?? {}), hName: name, hProperties: props } as typeof node.data
    }
    walk(tree)
  }
}
