// Heading ids of MDX partials: a partial's headings take the ids the using page slugged for them (passed as the
// `__headingIds` prop, local id → page id), so a partial used twice, or beside a page heading of the same text,
// gets unique ids that match the page's outline. Runs last in the MDX processor, only on partials.
import type { Element, ElementContent, Root } from 'hast'
import type { MdxJsxAttribute, MdxJsxAttributeValueExpression, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx'
import type { VFile } from 'vfile'
import { walkElements } from '../tree-walk.ts'

/** The prop a partial use carries: its headings' local ids → the ids the page gave them. */
export const HEADING_IDS_PROP = '__headingIds'

const HEADING = /^h[1-6]$/

// biome-ignore lint/suspicious/noExplicitAny: ESTree nodes built by hand for MDX's JSX compiler
type Estree = any

const literal = (value: string): Estree => ({ type: 'Literal', value, raw: JSON.stringify(value) })

/** `props.__headingIds?.["local"] ?? "local"` inside a partial (its user's id); the literal id anywhere else. */
export function idExpression(local: string, inPartial: boolean): Estree {
  if (!inPartial) return literal(local)
  const ids = {
    type: 'MemberExpression',
    object: { type: 'Identifier', name: 'props' },
    property: { type: 'Identifier', name: HEADING_IDS_PROP },
    computed: false,
    optional: false,
  }
  const member = { type: 'MemberExpression', object: ids, property: literal(local), computed: true, optional: true }
  return { type: 'LogicalExpression', operator: '??', left: { type: 'ChainExpression', expression: member }, right: literal(local) }
}

export function expressionValue(expression: Estree, source: string): MdxJsxAttributeValueExpression {
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: source,
    data: { estree: { type: 'Program', sourceType: 'module', comments: [], body: [{ type: 'ExpressionStatement', expression }] } as never },
  }
}

/** The heading-ids prop for a use of a partial: each local id → the page's id (or, in a partial, its user's). */
export function headingIdsAttribute(ids: Record<string, string>, inPartial: boolean): MdxJsxAttribute {
  const properties = Object.entries(ids).map(([local, id]) => ({
    type: 'Property',
    key: literal(local),
    value: idExpression(id, inPartial),
    kind: 'init',
    computed: false,
    method: false,
    shorthand: false,
  }))
  return { type: 'mdxJsxAttribute', name: HEADING_IDS_PROP, value: expressionValue({ type: 'ObjectExpression', properties }, JSON.stringify(ids)) }
}

export function rehypePartialHeadingIds() {
  return (tree: Root, file: VFile) => {
    if (!file.data.isPartial) return
    walkElements(tree, (node: Element, index, parent) => {
      if (!HEADING.test(node.tagName) || typeof node.properties.id !== 'string') return
      const local = node.properties.id
      const children = node.children.map((child) =>
        child.type === 'element' && 'dataHeadingAnchor' in child.properties ? (toJsx(child, local, 'href') as unknown as ElementContent) : child,
      )
      parent.children[index] = toJsx({ ...node, children }, local, 'id') as never
    })
  }
}

/** The element as JSX whose `id` (or `href`, as `#id`) is the user's id for `local`; other properties kept. */
function toJsx(node: Element, local: string, dynamic: 'id' | 'href'): MdxJsxFlowElementHast | MdxJsxTextElementHast {
  const attributes: MdxJsxAttribute[] = []
  for (const [property, value] of Object.entries(node.properties)) {
    if (property === dynamic || value === undefined || value === null || value === false) continue
    const name =
      property === 'className' || property === 'htmlFor'
        ? property
        : /^(aria|data)[A-Z]/.test(property)
          ? property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
          : property
    attributes.push({ type: 'mdxJsxAttribute', name, value: value === true ? null : Array.isArray(value) ? value.join(' ') : String(value) })
  }
  const id = idExpression(local, true)
  // The link step has made the anchor's href `route#local`: the route stays, the fragment is the user's id.
  const href = String(node.properties.href ?? `#${local}`)
  const prefix = href.endsWith(`#${local}`) ? href.slice(0, -local.length) : '#'
  const expression = dynamic === 'id' ? id : { type: 'BinaryExpression', operator: '+', left: literal(prefix), right: id }
  attributes.unshift({ type: 'mdxJsxAttribute', name: dynamic, value: expressionValue(expression, dynamic === 'id' ? local : `${prefix}${local}`) })
  return { type: dynamic === 'id' ? 'mdxJsxFlowElement' : 'mdxJsxTextElement', name: node.tagName, attributes, children: node.children as never }
}
