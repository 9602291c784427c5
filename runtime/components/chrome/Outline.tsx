// "On this page": the page's h2–h3 headings (or down to showOutline's level) as nested lists of links. Server
// rendered; the scroll spy that marks the active heading is a browser enhancer.
import type { ReactNode } from 'react'
import type { OutlineItem } from '../../contract/page.ts'

interface OutlineNode {
  item: OutlineItem
  children: OutlineNode[]
}

/** Nests a flat heading list by level; a deeper heading with no parent at the level above joins the nearest one. */
export function nestOutline(items: OutlineItem[], minLevel: number, maxLevel: number): OutlineNode[] {
  const roots: OutlineNode[] = []
  const stack: OutlineNode[] = []
  for (const item of items) {
    if (item.level < minLevel || item.level > maxLevel) continue
    const node = { item, children: [] }
    while (stack.length && stack.at(-1)!.item.level >= item.level) stack.pop()
    ;(stack.length ? stack.at(-1)!.children : roots).push(node)
    stack.push(node)
  }
  return roots
}

function OutlineList({ nodes, pagePath }: { nodes: OutlineNode[]; pagePath: string }): ReactNode {
  return (
    <ul className="outline-list">
      {nodes.map(({ item, children }) => (
        <li key={item.id} className="outline-entry">
          <a className="outline-link" href={`${pagePath}#${item.id}`} data-outline-id={item.id}>
            {item.text}
          </a>
          {children.length ? <OutlineList nodes={children} pagePath={pagePath} /> : null}
        </li>
      ))}
    </ul>
  )
}

export function Outline({ items, maxLevel, pagePath, footer }: { items: OutlineItem[]; maxLevel: number; pagePath: string; footer?: ReactNode }) {
  const nodes = nestOutline(items, 2, maxLevel)
  if (!nodes.length) return null
  return (
    <nav className="outline" aria-labelledby="outline-title" data-outline="">
      <h2 id="outline-title" className="outline-title">
        On this page
      </h2>
      <OutlineList nodes={nodes} pagePath={pagePath} />
      {footer ? <div className="outline-footer">{footer}</div> : null}
    </nav>
  )
}
