// The hits last shown, kept for the session beside the kept query (browser): on the next page view the dialog opens
// with them in its first render instead of an empty list waiting for the query worker, and the worker's answer
// replaces them if it differs (the site was rebuilt meanwhile). Kept per index manifest URL: sites don't mix.
import type { SearchHit } from '../../search/query.ts'
import { KEPT_HITS_KEY } from './kept-hits-key.ts'

interface Kept {
  index: string
  query: string
  hits: SearchHit[]
}

/** Keeps `hits` of `query` on the index at `index`, without the sections' text (a result shows its excerpt). */
export function keepHits(index: string, query: string, hits: SearchHit[]): void {
  const slim = hits.map(({ document: { text: _text, ...document }, ...hit }) => ({ ...hit, document: { ...document, text: '' } }))
  try {
    sessionStorage.setItem(KEPT_HITS_KEY, JSON.stringify({ index, query, hits: slim } satisfies Kept))
  } catch {
    // Storage missing or full: the next page view waits for the index, as without it.
  }
}

/** The hits kept for `query` on the index at `index`, if those are the ones kept. */
export function keptHits(index: string, query: string): SearchHit[] | undefined {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(KEPT_HITS_KEY) ?? 'null')
    if (!isKept(kept) || kept.index !== index || kept.query !== query) return undefined
    return kept.hits
  } catch {
    return undefined
  }
}

/** Whether `hits` are what keepHits kept of `others` (the index answered what was already shown). */
export function sameHits(hits: SearchHit[], others: SearchHit[]): boolean {
  return hits.length === others.length && hits.every((hit, i) => hitKey(hit) === hitKey(others[i]!))
}

const hitKey = ({ document: { text: _text, ...document }, ...hit }: SearchHit) => JSON.stringify({ ...hit, document })

/** A stored value is the reader's own but may be from another version of this tool: its shape is checked. */
function isKept(value: unknown): value is Kept {
  if (!value || typeof value !== 'object') return false
  const { index, query, hits } = value as Partial<Kept>
  return typeof index === 'string' && typeof query === 'string' && Array.isArray(hits) && hits.every(isHit)
}

function isHit(value: unknown): value is SearchHit {
  const hit = value as Partial<SearchHit> | null
  const doc = hit?.document
  return (
    !!doc &&
    ['id', 'title', 'href'].every((k) => typeof doc[k as keyof typeof doc] === 'string') &&
    Array.isArray(doc.titles) &&
    doc.titles.every((t) => typeof t === 'string') &&
    (doc.location === undefined || (Array.isArray(doc.location) && doc.location.every((t) => typeof t === 'string'))) &&
    Array.isArray(hit.terms) &&
    hit.terms.every((t) => typeof t === 'string') &&
    Array.isArray(hit.excerpt) &&
    hit.excerpt.every((s) => !!s && typeof s.text === 'string' && typeof s.match === 'boolean')
  )
}
