// What a reader sees on one built page, in a form both readers (Vocs's markup, this tool's) produce and the diff
// compares, and the HAST helpers they share: visible text with block breaks, class tests, site links. Node.
import type { Element, Nodes, Root } from 'hast'
import { select } from 'hast-util-select'

export interface Heading {
  level: number
  text: string
}

export interface CodeBlockView {
  text: string
  /** Absent when the markup does not say (Vocs before 1.0 writes no language on its `<pre>`). */
  lang?: string
  /** The title bar of a block outside a code group. */
  title?: string
}

export interface CalloutView {
  kind: string
  title?: string
}

/** A sidebar or top nav entry; depth counts the titled sections (or menus) above it. */
export interface NavEntry {
  text: string
  link?: string
  depth: number
  active: boolean
}

export interface PageView {
  title: string
  description: string
  headings: Heading[]
  /** The content's visible text, code blocks and tab labels left out (they are compared on their own). */
  text: string
  /** Blocks in visible panels only: Vocs renders only a code group's first panel into its HTML. */
  code: CodeBlockView[]
  /** Each code group's tab labels. */
  codeGroups: string[][]
  callouts: CalloutView[]
  sidebar: NavEntry[]
  topNav: NavEntry[]
}

export const isElement = (node: Nodes | undefined): node is Element => node?.type === 'element'

export function classes(node: Element): string[] {
  const value = node.properties.className
  return Array.isArray(value) ? value.map(String) : []
}

export const hasClass = (node: Element, name: string) => classes(node).includes(name)

/** A twoslash hover's popup: shown only on hover, and holding code of its own (the type) that is not the block's. */
export const isTwoslashPopup = (el: Element) => classes(el).some((c) => c.startsWith('twoslash-popup'))

const BLOCKS = new Set(
  'address article aside blockquote br dd details dialog div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
)

/** Never seen: hidden by an attribute, or not text at all. */
export function isUnseen(node: Element): boolean {
  const p = node.properties
  return (
    ['script', 'style', 'template', 'svg', 'noscript'].includes(node.tagName) || p.hidden !== undefined || p.ariaHidden === 'true' || hasClass(node, 'sr-only')
  )
}

/**
 * The text a reader sees under `node`, whitespace collapsed, a space at each block's edges (so `<p>a</p><p>b</p>` reads
 * "a b" whatever whitespace the markup holds between them). `skip` leaves out further subtrees.
 */
export function visibleText(node: Nodes, skip: (el: Element) => boolean = () => false): string {
  const parts: string[] = []
  const walk = (n: Nodes) => {
    if (n.type === 'text') parts.push(n.value)
    else if (n.type === 'element') {
      if (isUnseen(n) || skip(n)) return
      const block = BLOCKS.has(n.tagName)
      if (block) parts.push(' ')
      for (const child of n.children) walk(child)
      if (block) parts.push(' ')
    } else if (n.type === 'root') for (const child of n.children) walk(child)
  }
  walk(node)
  return normalizeSpace(parts.join(''))
}

export const normalizeSpace = (text: string) => text.replace(/\s+/g, ' ').trim()

const LINE_BREAK = '\uE000'

/**
 * A code block's text: lines kept, trailing spaces and blank lines at the end dropped. A block element inside the code
 * (a twoslash tag line, an error line) is a line of its own however the markup spaces it, and Vocs's placeholder for a
 * line its notation took out (`data-empty-line`) is not text.
 */
export function codeText(pre: Element, skip: (el: Element) => boolean): string {
  const parts: string[] = []
  const walk = (n: Nodes) => {
    if (n.type === 'text') parts.push(n.value)
    else if (n.type !== 'element' || skip(n) || n.tagName === 'button' || n.properties.dataEmptyLine !== undefined) return
    else {
      const block = n.tagName === 'div'
      if (block) parts.push(LINE_BREAK)
      for (const child of n.children) walk(child)
      if (block) parts.push(LINE_BREAK)
    }
  }
  walk(pre)
  return parts
    .join('')
    .replace(/\n?\uE000+\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n+$/, '')
}

/** A link as a route to compare: the site's own links without `.html`, `/index` or a trailing slash. */
export function siteLink(href: unknown): string | undefined {
  if (typeof href !== 'string') return undefined
  if (/^[a-z]+:|^\/\//i.test(href)) return href
  const [path, hash = ''] = href.split('#')
  const route = (path ?? '')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '$1')
    .replace(/(.)\/$/, '$1')
  return hash ? `${route}#${hash}` : route
}

/** Every element under `node` in document order, with its ancestors (nearest last). */
export function* elements(node: Root | Element, ancestors: Element[] = []): Generator<[Element, Element[]]> {
  for (const child of node.children) {
    if (child.type !== 'element') continue
    yield [child, ancestors]
    yield* elements(child, [...ancestors, child])
  }
}

/** What both sides hold alike: the head's title and description, and the content's visible text (`leftOut` skipped). */
/** A page's view before its content is walked: title, description, text and navigation read, every list empty. */
export function emptyPageView(
  tree: Root,
  content: Element | undefined,
  leftOut: (el: Element) => boolean,
  nav: Pick<PageView, 'sidebar' | 'topNav'>,
): PageView {
  return {
    title: visibleText(select('head > title', tree) ?? { type: 'root', children: [] }),
    description: String(select('meta[name=description]', tree)?.properties.content ?? ''),
    text: content ? visibleText(content, leftOut) : '',
    headings: [],
    code: [],
    codeGroups: [],
    callouts: [],
    ...nav,
  }
}

/** A `<pre>` as a code block: its code's text without popups, its language and its title bar when the markup has them. */
export function codeBlockView(pre: Element, lang: unknown, titleBar: Element | null | undefined): CodeBlockView {
  return {
    text: codeText(select('code', pre) ?? pre, isTwoslashPopup),
    ...(typeof lang === 'string' ? { lang } : {}),
    ...(titleBar ? { title: visibleText(titleBar) } : {}),
  }
}
