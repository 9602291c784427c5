// The differences between Vocs's view of a page and this tool's, each named by field. Differences in text, headings
// and code (blocks, their titles and languages, code groups' tabs) are failures; the others are listed. Node.
import { diffArrays, diffWords } from 'diff'
import type { CodeBlockView, NavEntry, PageView } from './page-view.ts'

export type Field = 'title' | 'description' | 'text' | 'headings' | 'code' | 'codeGroups' | 'callouts' | 'sidebar' | 'topNav'

/** The fields whose difference fails a page: what it says, as opposed to how the site around it is shown. */
export const CONTENT_FIELDS: ReadonlySet<Field> = new Set(['text', 'headings', 'code', 'codeGroups'])

export interface Difference {
  field: Field
  /** `-` what Vocs shows, `+` what this tool shows. */
  lines: string[]
}

const CONTEXT_WORDS = 6

export function diffViews(vocs: PageView, ours: PageView): Difference[] {
  const out: Difference[] = []
  const scalar = (field: 'title' | 'description') => {
    if (vocs[field] !== ours[field]) out.push({ field, lines: [`- ${JSON.stringify(vocs[field])}`, `+ ${JSON.stringify(ours[field])}`] })
  }
  scalar('title')
  scalar('description')
  const text = diffText(vocs.text, ours.text)
  if (text.length) out.push({ field: 'text', lines: text })
  list(out, 'headings', vocs.headings, ours.headings, (h) => `h${h.level} ${h.text}`)
  list(out, 'code', vocs.code, ours.code, describeCode)
  languages(out, vocs.code, ours.code)
  list(out, 'codeGroups', vocs.codeGroups, ours.codeGroups, (tabs) => tabs.join(' | '))
  list(out, 'callouts', vocs.callouts, ours.callouts, (c) => (c.title ? `${c.kind} "${c.title}"` : c.kind))
  list(out, 'sidebar', vocs.sidebar, ours.sidebar, describeEntry)
  // Vocs renders a dropdown's menu only once it opens, so its items are compared only when its HTML has them.
  const vocsHasMenus = vocs.topNav.some((e) => e.depth > 0)
  list(out, 'topNav', vocs.topNav, vocsHasMenus ? ours.topNav : ours.topNav.filter((e) => e.depth === 0), describeEntry)
  return out
}

function describeEntry(e: NavEntry): string {
  return `${'  '.repeat(e.depth)}${e.text}${e.link === undefined ? '' : ` → ${e.link}`}${e.active ? ' (active)' : ''}`
}

function describeCode(c: CodeBlockView): string {
  return `${c.title === undefined ? '' : `[${c.title}] `}${JSON.stringify(c.text)}`
}

/** The languages of blocks alike in text and title, where both sides write one (Vocs alphas write none). */
function languages(out: Difference[], vocs: CodeBlockView[], ours: CodeBlockView[]) {
  const lines: string[] = []
  let [i, j] = [0, 0]
  for (const change of diffArrays(vocs.map(describeCode), ours.map(describeCode))) {
    const n = change.count ?? change.value.length
    if (!change.added && !change.removed) {
      for (let k = 0; k < n; k++) {
        const [a, b] = [vocs[i + k]!, ours[j + k]!]
        if (a.lang && b.lang && a.lang !== b.lang) lines.push(`- (${a.lang}) ${describeCode(a)}`, `+ (${b.lang}) ${describeCode(b)}`)
      }
    }
    if (!change.added) i += n
    if (!change.removed) j += n
  }
  if (lines.length) out.push({ field: 'code', lines })
}

function list<T>(out: Difference[], field: Field, vocs: T[], ours: T[], describe: (item: T) => string) {
  const a = vocs.map(describe)
  const b = ours.map(describe)
  if (a.length === b.length && a.every((x, i) => x === b[i])) return
  const lines: string[] = []
  for (const change of diffArrays(a, b)) {
    if (change.added) lines.push(...change.value.map((v) => `+ ${v}`))
    else if (change.removed) lines.push(...change.value.map((v) => `- ${v}`))
  }
  out.push({ field, lines })
}

/** Word changes, each with a few words of the text around it, so a reader finds it on the page. */
function diffText(vocs: string, ours: string): string[] {
  if (vocs === ours) return []
  const changes = diffWords(vocs, ours)
  const lines: string[] = []
  for (const [i, change] of changes.entries()) {
    if (!change.added && !change.removed) continue
    const before = changes[i - 1]
    if (change.added && before?.removed) continue // printed with the removal before it
    const after = changes[i + 1]
    const pair = change.removed && after?.added ? after : undefined
    const prev = before && !before.added && !before.removed ? before.value.split(' ').slice(-CONTEXT_WORDS).join(' ') : ''
    const nextPlain = changes[i + (pair ? 2 : 1)]
    const next = nextPlain && !nextPlain.added && !nextPlain.removed ? nextPlain.value.split(' ').slice(0, CONTEXT_WORDS).join(' ') : ''
    const removed = change.removed ? change.value : ''
    const added = change.added ? change.value : (pair?.value ?? '')
    lines.push(`… ${prev}[- ${JSON.stringify(removed)} + ${JSON.stringify(added)}]${next} …`)
  }
  return lines
}
