// A Vocs 1.x config read as it is: keys Vocs accepts that this tool does not implement give one warning each and are
// dropped; a few Vocs forms are turned into ours (`font: { google }`, `head` as a React element or a map of path prefixes to them); a key that is
// neither ours nor Vocs's is an error with the nearest known key as "did you mean". Runs in Node, before the schema.
import { Fragment, isValidElement, type ReactElement } from 'react'
import type { HeadTag } from './schema.ts'

/** Vocs 1.x keys (top level, and inside `theme` and `markdown.code`) that are accepted and ignored, with why. */
export const IGNORED_VOCS_KEYS: Readonly<Record<string, string>> = {
  cacheDir: 'the tool keeps its caches in <site>/.cache',
  search: 'search options are fixed (title boost 4, text 2, titles 1; fuzzy 0.2; prefix)',
  llms: 'llms.txt, llms-full.txt and a Markdown file per page are always written',
  'theme.variables': 'theme variables come from the stylesheet',
}
export const IGNORED_CODE_KEYS = 'only markdown.code.themes is read; other shiki options are ignored'
/** The options of Vocs's `twoslash` key this tool passes on (schema.ts `twoslash`); the others set up twoslash itself. */
const TWOSLASH_KEYS = ['compilerOptions', 'customTags', 'extraFiles', 'handbookOptions', 'shouldGetHoverInfo', 'filterNode']
export const IGNORED_TWOSLASH_KEYS = `the tool sets up twoslash itself; only ${TWOSLASH_KEYS.join(', ')} are read`
/** The parts of Vocs's `vite` options that say how a page's imports read, as Vite would read them (schema.ts `vite`). */
const VITE_KEYS: Record<string, string[]> = { resolve: ['alias'], define: [], envPrefix: [] }
export const IGNORED_VITE_KEYS = 'the tool does not use Vite; only vite.resolve.alias, vite.define and vite.envPrefix are read'

export interface KeyNotice {
  /** Dotted path of the key, e.g. `theme.accentColor`. */
  key: string
  message: string
}

export interface VocsReading {
  /** The config with Vocs-only keys dropped and Vocs forms turned into ours. */
  input: Record<string, unknown>
  warnings: KeyNotice[]
  errors: KeyNotice[]
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && !isValidElement(v)

/** Reads a config object against the keys this tool knows (`known`: the schema's top-level keys). */
export function readVocsKeys(config: Record<string, unknown>, known: readonly string[]): VocsReading {
  const input: Record<string, unknown> = {}
  const warnings: KeyNotice[] = []
  const errors: KeyNotice[] = []
  const ignore = (key: string, why: string) => warnings.push({ key, message: `config key "${key}" (Vocs) is not supported and is ignored: ${why}` })
  for (const [key, value] of Object.entries(config)) {
    if (key in IGNORED_VOCS_KEYS) {
      ignore(key, IGNORED_VOCS_KEYS[key]!)
      continue
    }
    if (!known.includes(key)) {
      const near = nearest(key, [...known, ...Object.keys(IGNORED_VOCS_KEYS).filter((k) => !k.includes('.'))])
      errors.push({ key, message: `unknown config key "${key}"${near ? `: did you mean "${near}"?` : ''}` })
      continue
    }
    input[key] = value
  }
  if (isObject(input.theme)) {
    const theme = { ...input.theme }
    for (const key of ['variables'])
      if (key in theme) {
        ignore(`theme.${key}`, IGNORED_VOCS_KEYS[`theme.${key}`]!)
        delete theme[key]
      }
    input.theme = theme
  }
  if (isObject(input.vite)) {
    const vite: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(input.vite)) {
      const sub = VITE_KEYS[key]
      if (!sub) ignore(`vite.${key}`, IGNORED_VITE_KEYS)
      else if (sub.length === 0 || !isObject(value)) vite[key] = value
      else {
        vite[key] = Object.fromEntries(Object.entries(value).filter(([k]) => sub.includes(k)))
        for (const k of Object.keys(value)) if (!sub.includes(k)) ignore(`vite.${key}.${k}`, IGNORED_VITE_KEYS)
      }
    }
    input.vite = vite
  }
  if (isObject(input.twoslash)) {
    for (const key of Object.keys(input.twoslash)) if (!TWOSLASH_KEYS.includes(key)) ignore(`twoslash.${key}`, IGNORED_TWOSLASH_KEYS)
    input.twoslash = Object.fromEntries(Object.entries(input.twoslash).filter(([key]) => TWOSLASH_KEYS.includes(key)))
  }
  if (isObject(input.markdown) && isObject(input.markdown.code)) {
    const { themes, ...rest } = input.markdown.code
    for (const key of Object.keys(rest)) ignore(`markdown.code.${key}`, IGNORED_CODE_KEYS)
    input.markdown = { ...input.markdown, code: themes === undefined ? {} : { themes } }
  }
  if (input.sidebar !== undefined) {
    const { sidebar, relative } = withRootRelativeLinks(input.sidebar)
    input.sidebar = sidebar
    if (relative.length)
      warnings.push({
        key: 'sidebar',
        message: `${relative.length === 1 ? 'a sidebar link is' : `${relative.length} sidebar links are`} relative (${relative.slice(0, 3).join(', ')}${relative.length > 3 ? ', …' : ''}): each leads from the site's root, as in Vocs ("../guide" is "/guide"); write the path from "/"`,
      })
  }
  // Vocs's single-font form `font: { google: 'Inter' }` names the text font.
  if (isObject(input.font) && 'google' in input.font) {
    const { google, ...rest } = input.font
    input.font = { ...rest, default: { google } }
  }
  // `head` as an element, or a map of path prefix → element, becomes tag lists; a function stays one (its results
  // are read per page by build/render/custom-head.ts).
  if (input.head !== undefined && !Array.isArray(input.head) && typeof input.head !== 'function') {
    const convert = (value: unknown, key: string) => {
      if (Array.isArray(value) && value.every(isObject)) return value
      const converted = headFromVocs(value)
      for (const problem of converted.problems) warnings.push({ key: 'head', message: `config key "${key}": ${problem}` })
      return converted.tags
    }
    input.head = isObject(input.head)
      ? Object.fromEntries(Object.entries(input.head).map(([prefix, value]) => [prefix, convert(value, `head["${prefix}"]`)]))
      : convert(input.head, 'head')
  }
  return { input, warnings, errors }
}

/** Vocs's `head` element (usually a fragment of <script>, <link> and <meta>) as our tag list. */
export function headFromVocs(head: unknown): { tags: HeadTag[]; problems: string[] } {
  const tags: HeadTag[] = []
  const problems: string[] = []
  const visit = (node: unknown) => {
    if (node === null || node === undefined || typeof node === 'boolean') return
    if (Array.isArray(node)) return void node.forEach(visit)
    if (!isValidElement(node)) return void problems.push(`text outside a tag is ignored (${JSON.stringify(String(node)).slice(0, 40)})`)
    const element = node as ReactElement<Record<string, unknown>>
    const { children, dangerouslySetInnerHTML, ...props } = element.props
    if (element.type === Fragment) return visit(children)
    if (element.type !== 'script' && element.type !== 'link' && element.type !== 'meta')
      return void problems.push(
        `<${typeof element.type === 'string' ? element.type : 'Component'}> is not supported (only <script>, <link> and <meta>); ignored`,
      )
    const attrs: Record<string, string | boolean> = {}
    for (const [name, value] of Object.entries(props)) {
      if (typeof value === 'string' || typeof value === 'boolean') attrs[HTML_NAMES[name] ?? name] = value
      else if (typeof value === 'number') attrs[HTML_NAMES[name] ?? name] = String(value)
    }
    const inner = (dangerouslySetInnerHTML as { __html?: string } | undefined)?.__html ?? (typeof children === 'string' ? children : undefined)
    tags.push({ tag: element.type, attrs, ...(inner ? { content: inner } : {}) })
  }
  visit(head)
  return { tags, problems }
}

/** React prop names whose HTML attribute is spelled otherwise. */
const HTML_NAMES: Record<string, string> = {
  className: 'class',
  crossOrigin: 'crossorigin',
  httpEquiv: 'http-equiv',
  charSet: 'charset',
  referrerPolicy: 'referrerpolicy',
}

/** The known key closest to `key` by edit distance, when it is close enough to be a typo. */
export function nearest(key: string, candidates: string[]): string | undefined {
  let best: string | undefined
  let bestDistance = Math.max(2, Math.floor(key.length / 3)) + 1
  for (const candidate of candidates) {
    const d = distance(key.toLowerCase(), candidate.toLowerCase())
    if (d < bestDistance) {
      best = candidate
      bestDistance = d
    }
  }
  return best
}

function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    previous = row
  }
  return previous[b.length]!
}

/**
 * The sidebar with each link starting with `../` turned into its path from the site's root, and the links as written.
 * Vocs hands a link to React Router, which resolves `..` by route, not by folder: every page is a route of its own at
 * the top, so any number of `../` leads to `/` whatever page the sidebar is on.
 */
function withRootRelativeLinks(sidebar: unknown): { sidebar: unknown; relative: string[] } {
  const relative: string[] = []
  const item = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(item)
    if (!isObject(node)) return node
    const copy = { ...node }
    if (typeof copy.link === 'string' && copy.link.startsWith('../')) {
      relative.push(copy.link)
      copy.link = `/${copy.link.replace(/^(?:\.\.\/)+/, '')}`
    }
    if (Array.isArray(copy.items)) copy.items = item(copy.items)
    return copy
  }
  // A list, or a map of path prefixes to lists or to `{ backLink, items }`.
  const section = (value: unknown) =>
    isObject(value) && Array.isArray(value.items) && !('text' in value) ? { ...value, items: item(value.items) } : item(value)
  const result = isObject(sidebar) ? Object.fromEntries(Object.entries(sidebar).map(([prefix, value]) => [prefix, section(value)])) : item(sidebar)
  return { sidebar: result, relative }
}
