// The contract of page islands (components an .mdx page imports): the marker element the server renders around
// each one, its attributes, the directives a writer may put on it, and the wire form of its props. Plain data and
// pure functions, shared by the build (which checks and writes props) and the browser (which reads them back).

/** The marker element; `display: contents`, so it adds no box of its own inside a paragraph or a flex row. */
export const PAGE_ISLAND_TAG = 'vellum-island'
/** URL of the island's chunk (a module whose export `PAGE_ISLAND_EXPORT_ATTR` names the component: `Counter`, or a member's path, `HomePage.Root`). */
export const PAGE_ISLAND_SRC_ATTR = 'data-src'
export const PAGE_ISLAND_EXPORT_ATTR = 'data-export'
/** When it hydrates: `load`, `idle`, `visible` or `only` (client-rendered, no server HTML). */
export const PAGE_ISLAND_WHEN_ATTR = 'data-when'
/** The props, in wire form (see toWire). */
export const PAGE_ISLAND_PROPS_ATTR = 'data-props'
/** The useId prefix of the server render, so the ids React generates match. */
export const PAGE_ISLAND_ID_ATTR = 'data-id'
/** Set once the island is live (tests and CSS read it). */
export const PAGE_ISLAND_READY_ATTR = 'data-hydrated'

/** Astro's vocabulary, written as JSX attributes (`client:load`, `static`); `visible` is the default. */
export const ISLAND_DIRECTIVES = ['load', 'idle', 'visible', 'only', 'static'] as const
export type IslandDirective = (typeof ISLAND_DIRECTIVES)[number]

/** A React element of an HTML tag, carried as data: `{ $el: 'strong', props: { children: 'hi' } }`. */
interface WireElement {
  $el: string
  props: Record<string, unknown>
}

/** Thrown for a value the browser could not get back as it was; `path` names the prop (`children[1].props.onClick`). */
export class UnserialisableProp extends Error {
  constructor(
    readonly path: string,
    readonly what: string,
  ) {
    super(`${path} is ${what}`)
  }
}

const ELEMENT = Symbol.for('react.transitional.element')
const LEGACY_ELEMENT = Symbol.for('react.element')

/** How deep props may nest (arrays, objects, elements): as deep as Markdown and JSX may (README, trust model). */
export const MAX_PROP_DEPTH = 100

/**
 * Props as plain JSON: strings, finite numbers, booleans, null, arrays, plain objects, and elements of HTML tags
 * (so `<Counter>some **text**</Counter>` keeps its children). Anything else (functions, symbols, class instances,
 * cycles, components, nesting deeper than MAX_PROP_DEPTH) throws UnserialisableProp naming where it is.
 */
export function toWire(value: unknown, path: string, seen: Set<object> = new Set()): unknown {
  if (seen.size >= MAX_PROP_DEPTH && typeof value === 'object' && value !== null) {
    // The path of a deep value is as long as it is deep: the prop and the first levels say where.
    const shown = path.length > 80 ? `${path.slice(0, 80)}…` : path
    throw new UnserialisableProp(shown, `nested more than ${MAX_PROP_DEPTH} levels deep (arrays, objects or elements in one another)`)
  }
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new UnserialisableProp(path, `${value} (not a finite number)`)
    return value
  }
  if (typeof value === 'undefined') return undefined
  if (typeof value === 'function') throw new UnserialisableProp(path, `a function${value.name ? ` (${value.name})` : ''}`)
  if (typeof value !== 'object') throw new UnserialisableProp(path, `a ${typeof value}`)
  if (seen.has(value)) throw new UnserialisableProp(path, 'a cycle (an object that contains itself)')
  seen.add(value)
  try {
    const v = value as Record<string | symbol, unknown>
    if (v.$$typeof === ELEMENT || v.$$typeof === LEGACY_ELEMENT) {
      const type = v.type as unknown
      if (typeof type !== 'string') {
        const name = (type as { displayName?: string; name?: string })?.displayName ?? (type as { name?: string })?.name ?? 'a component'
        throw new UnserialisableProp(path, `the element <${name}> (only HTML elements can travel as props)`)
      }
      return { $el: type, props: toWire(v.props, `${path}.props`, seen) as Record<string, unknown> } satisfies WireElement
    }
    if (Array.isArray(value)) return value.map((item, i) => toWire(item, `${path}[${i}]`, seen))
    const proto = Object.getPrototypeOf(value)
    if (proto !== Object.prototype && proto !== null) throw new UnserialisableProp(path, `an instance of ${proto?.constructor?.name ?? 'a class'}`)
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      if (key === '$el') throw new UnserialisableProp(`${path}.$el`, 'a reserved key')
      const wired = toWire(item, `${path}.${key}`, seen)
      if (wired !== undefined) out[key] = wired
    }
    if (Object.getOwnPropertySymbols(value).length) throw new UnserialisableProp(path, 'an object with symbol keys')
    return out
  } finally {
    seen.delete(value)
  }
}

/** The props back from their wire form; `element` makes an element (React's createElement in the browser). */
export function fromWire(value: unknown, element: (tag: string, props: Record<string, unknown>) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => fromWire(item, element))
  if (value === null || typeof value !== 'object') return value
  const wire = value as Partial<WireElement>
  if (typeof wire.$el === 'string') return element(wire.$el, fromWire(wire.props ?? {}, element) as Record<string, unknown>)
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fromWire(item, element)]))
}
