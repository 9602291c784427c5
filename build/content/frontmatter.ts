// Frontmatter: YAML only (the `yaml` package's core schema: no code, no custom tags), validated against the
// spec's Frontmatter entity. Errors carry file:line:col of the offending value.
import { LineCounter, parseDocument } from 'yaml'
import { z } from 'zod'
import { BuildError } from '../errors/build-error.ts'

const lengthOrNumber = z.union([z.string(), z.number()])

export const frontmatterSchema = z.looseObject({
  title: z.string().optional(),
  description: z.string().optional(),
  // Any text: a layout this tool lacks is a warning and the page gets `docs` (see parseFrontmatter).
  layout: z.string().optional(),
  authors: z.union([z.string(), z.array(z.string())]).optional(),
  date: z.string().optional(),
  content: z
    .strictObject({ width: lengthOrNumber.optional(), horizontalPadding: lengthOrNumber.optional(), verticalPadding: lengthOrNumber.optional() })
    .optional(),
  showLogo: z.boolean().optional(),
  showAiCta: z.boolean().optional(),
  showOutline: z.union([z.boolean(), z.number().int().min(1).max(6)]).optional(),
  showSidebar: z.boolean().optional(),
  showTopNav: z.boolean().optional(),
  searchable: z.boolean().optional(),
})

/** Layouts a page may name; `blank` is the content alone, with no chrome. */
export const LAYOUTS = ['docs', 'landing', 'minimal', 'blank'] as const
export type Frontmatter = z.output<typeof frontmatterSchema> & { layout?: (typeof LAYOUTS)[number] }
const knownKeys = new Set(Object.keys(frontmatterSchema.shape))

export interface ParsedFrontmatter {
  frontmatter: Frontmatter
  /** Raw Markdown after the frontmatter block. */
  body: string
  /** Number of lines the frontmatter block occupies (body line 1 is file line `bodyLine`). */
  bodyLine: number
  warnings: BuildError[]
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m

/** Aliases a frontmatter may expand: real pages use a few; a "billion laughs" document needs thousands. */
export const MAX_YAML_ALIASES = 50

/** The page's authors: `authors: [a, b]` as written, `authors: a, b` split at commas; none when absent. */
export function authorsOf(frontmatter: Frontmatter): string[] {
  const { authors } = frontmatter
  if (authors === undefined) return []
  if (Array.isArray(authors)) return authors
  return authors
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
}

/** A frontmatter as parsed: its data, and its warnings by place in the file (the file is the page's). */
export interface KnownFrontmatter {
  frontmatter: Frontmatter
  warnings: { line: number; column?: number; message: string }[]
}

/** Frontmatters parsed before, by their YAML text (frontmatter-cache.ts keeps them between builds). */
export interface ParsedFrontmatters {
  get(yaml: string): KnownFrontmatter | undefined
  set(yaml: string, known: KnownFrontmatter): void
}

/** A page's frontmatter and body; `cache`, when given, holds frontmatters parsed before. */
export function parseFrontmatter(file: string, text: string, cache?: ParsedFrontmatters): ParsedFrontmatter {
  // A byte-order mark (some Windows editors write one) would hide the opening `---`.
  const raw = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const match = raw.startsWith('---') ? FENCE.exec(raw) : null
  if (match?.index !== 0) return { frontmatter: {}, body: raw, bodyLine: 1, warnings: [] }
  const yamlText = match[1] ?? ''
  let known = cache?.get(yamlText)
  if (!known) {
    known = parseYaml(file, yamlText)
    cache?.set(yamlText, known)
  }
  return {
    // A copy: pages with the same frontmatter share the cached one.
    frontmatter: { ...known.frontmatter },
    body: raw.slice(match[0].length),
    bodyLine: match[0].split('\n').length,
    warnings: known.warnings.map(({ message, ...place }) => new BuildError({ file, ...place }, message)),
  }
}

/** The frontmatter's YAML text parsed and checked; its warnings by place. Throws a BuildError with the place. */
function parseYaml(file: string, yamlText: string): KnownFrontmatter {
  const lineCounter = new LineCounter()
  const doc = parseDocument(yamlText, { lineCounter, schema: 'core', prettyErrors: false, uniqueKeys: true })
  // File line of YAML line 1 is 2 (after the opening ---).
  const at = (offset: number) => {
    const pos = lineCounter.linePos(offset)
    return { line: pos.line + 1, column: pos.col }
  }
  // Unknown tags (e.g. `!!js/function`) would silently become strings; refuse them so nothing looks executable.
  const yamlError = doc.errors[0] ?? doc.warnings.find((w) => w.code === 'TAG_RESOLVE_FAILED')
  if (yamlError) {
    throw new BuildError({ file, ...at(yamlError.pos[0]) }, `invalid YAML frontmatter: ${yamlError.message.split('\n')[0]}`)
  }
  let data: unknown
  try {
    data = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES }) ?? {}
  } catch (error) {
    // The yaml package stops expanding past maxAliasCount (a resource exhaustion attack); say so with the place.
    const message = error instanceof Error ? error.message : String(error)
    throw new BuildError(
      { file, line: 2, column: 1 },
      `invalid YAML frontmatter: too many alias expansions (at most ${MAX_YAML_ALIASES}): ${message.split('\n')[0]}`,
    )
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new BuildError({ file, line: 2, column: 1 }, 'expected the frontmatter to be a YAML mapping of keys to values')
  }
  const result = frontmatterSchema.safeParse(data)
  if (!result.success) {
    const issue = result.error.issues[0]!
    const node = doc.getIn(issue.path as (string | number)[], true) as { range?: [number, number, number] } | undefined
    const place = { file, ...(node?.range ? at(node.range[0]) : { line: 2, column: 1 }) }
    const field = issue.path.join('.')
    throw new BuildError(place, `frontmatter field "${field}": ${issue.message}`)
  }
  const warnings = Object.keys(data)
    .filter((key) => !knownKeys.has(key))
    .map((key) => {
      const pair = (doc.contents as { items?: { key: { value: unknown; range?: [number, number, number] } }[] }).items?.find((p) => p.key.value === key)
      return { ...(pair?.key.range ? at(pair.key.range[0]) : { line: 2 }), message: `unknown frontmatter field "${key}" (kept, but no layout reads it)` }
    })
  const frontmatter = result.data as Frontmatter
  const layout = result.data.layout
  if (layout !== undefined && !(LAYOUTS as readonly string[]).includes(layout)) {
    const node = doc.getIn(['layout'], true) as { range?: [number, number, number] } | undefined
    warnings.push({
      ...(node?.range ? at(node.range[0]) : { line: 2 }),
      message: `unknown layout "${layout}": expected one of ${LAYOUTS.join(', ')}; using docs`,
    })
    frontmatter.layout = 'docs'
  }
  return { frontmatter, warnings }
}
