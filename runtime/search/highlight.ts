// Excerpts and highlights for search results, as plain segments ({ text, match }) the dialog turns into React
// elements: stored text is never treated as HTML. Only the words the query matched in the index are marked (the
// index lookup already did the prefix and typo matching), compared in the shared tokenizer's normalized form; a
// dotted word (`store.get`) is marked when it or one of its parts matched.
import { wordSpans } from './tokenize.ts'

export interface Segment {
  text: string
  match: boolean
}

export function wordMatches(word: string, terms: ReadonlySet<string>): boolean {
  if (terms.has(word)) return true
  return word.includes('.') && word.split('.').some((part) => terms.has(part))
}

/** The whole text cut into matched and unmatched runs. */
export function highlight(text: string, terms: string[]): Segment[] {
  return segmentsOf(text, new Set(terms), 0, text.length)
}

/**
 * About `length` characters of `text` around its first match (its start when only the headings matched),
 * cut at word boundaries, with an ellipsis where text was left out.
 */
export function excerpt(text: string, terms: string[], length = 160): Segment[] {
  if (text.length <= length) return highlight(text, terms)
  const set = new Set(terms)
  const spans = wordSpans(text)
  const first = spans.find((s) => wordMatches(s.word, set))
  // Some context before the match, so the reader sees what it is about.
  let start = first ? Math.max(0, first.start - Math.floor(length / 3)) : 0
  if (start > 0) start = spans.find((s) => s.start >= start)?.start ?? start
  let end = Math.min(text.length, start + length)
  if (end < text.length) end = [...spans].reverse().find((s) => s.end <= end && s.end > start)?.end ?? end
  const segments = segmentsOf(text, set, start, end)
  if (start > 0) segments.unshift({ text: '… ', match: false })
  if (end < text.length) segments.push({ text: ' …', match: false })
  return segments
}

function segmentsOf(text: string, terms: ReadonlySet<string>, from: number, to: number): Segment[] {
  const out: Segment[] = []
  let at = from
  const push = (end: number, match: boolean) => {
    if (end <= at) return
    const last = out.at(-1)
    if (last && last.match === match) last.text += text.slice(at, end)
    else out.push({ text: text.slice(at, end), match })
    at = end
  }
  if (terms.size) {
    for (const span of wordSpans(text.slice(from, to))) {
      if (!wordMatches(span.word, terms)) continue
      push(from + span.start, false)
      push(from + span.end, true)
    }
  }
  push(to, false)
  return out
}
