// Excerpts and highlights for search results, as plain segments ({ text, match }) the dialog turns into React
// elements: stored text is never treated as HTML. A word matches a query term as the index does: as a prefix,
// or within the term's typo budget.
import { SEARCH_FUZZY } from '../contract/search.ts'
import { typoTolerance, wordSpans } from './tokenize.ts'

export interface Segment {
  text: string
  match: boolean
}

export function wordMatches(word: string, term: string): boolean {
  if (word.startsWith(term)) return true
  const parts = word.includes('.') ? word.split('.') : []
  if (parts.some((p) => p.startsWith(term))) return true
  const budget = typoTolerance(term, SEARCH_FUZZY)
  // Orama's typo search also accepts any word that starts with a near miss of the term; compare the word's
  // head as well as the whole word so the highlight agrees with what was found.
  return budget > 0 && [word, ...parts].some((w) => withinDistance(w, term, budget) || withinDistance(w.slice(0, term.length), term, budget))
}

/** The whole text cut into matched and unmatched runs. */
export function highlight(text: string, terms: string[]): Segment[] {
  return segmentsOf(text, terms, 0, text.length)
}

/**
 * About `length` characters of `text` around its first match (its start when only the headings matched),
 * cut at word boundaries, with an ellipsis where text was left out.
 */
export function excerpt(text: string, terms: string[], length = 160): Segment[] {
  if (text.length <= length) return highlight(text, terms)
  const spans = wordSpans(text)
  const first = terms.length ? spans.find((s) => terms.some((t) => wordMatches(s.word, t))) : undefined
  // Some context before the match, so the reader sees what it is about.
  let start = first ? Math.max(0, first.start - Math.floor(length / 3)) : 0
  if (start > 0) start = spans.find((s) => s.start >= start)?.start ?? start
  let end = Math.min(text.length, start + length)
  if (end < text.length) end = [...spans].reverse().find((s) => s.end <= end && s.end > start)?.end ?? end
  const segments = segmentsOf(text, terms, start, end)
  if (start > 0) segments.unshift({ text: '… ', match: false })
  if (end < text.length) segments.push({ text: ' …', match: false })
  return segments
}

function segmentsOf(text: string, terms: string[], from: number, to: number): Segment[] {
  const out: Segment[] = []
  let at = from
  const push = (end: number, match: boolean) => {
    if (end <= at) return
    const last = out.at(-1)
    if (last && last.match === match) last.text += text.slice(at, end)
    else out.push({ text: text.slice(at, end), match })
    at = end
  }
  if (terms.length) {
    for (const span of wordSpans(text.slice(from, to))) {
      if (!terms.some((t) => wordMatches(span.word, t))) continue
      push(from + span.start, false)
      push(from + span.end, true)
    }
  }
  push(to, false)
  return out
}

/** Levenshtein distance of a and b is at most `max` (one row at a time, giving up early). */
function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost)
      best = Math.min(best, row[j]!)
    }
    if (best > max) return false
    prev = row
  }
  return prev[b.length]! <= max
}
