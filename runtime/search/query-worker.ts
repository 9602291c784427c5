// Runs site search's queries: in a Web Worker of its own when the browser allows one (this module's chunk is the
// worker's script; searcher.ts starts it), else on the page's thread. A query's chain (manifest, term chunks, records) then needs no turn of
// the page's thread, which React is keeping busy while the dialog loads and mounts.
import type { SearchHit } from './query.ts'
import { forgetSearchIndexes, loadSearchIndex } from './load-index.ts'
import { runQuery } from './query.ts'
import { loadTypoEngine } from './term-words.ts'

export type SearchRequest =
  | { kind: 'open'; url: string }
  | { kind: 'query'; url: string; query: string }
  /** The page's content was replaced in place (a live edit): indexes in memory are stale. */
  | { kind: 'forget' }
  /** Load typo matching (Orama) ahead of need: the reader has results and the page is idle. */
  | { kind: 'prepare-typos' }

export type SearchEnvelope = { id: number; request: SearchRequest }
export type SearchReply = { id: number; hits?: SearchHit[]; error?: string }

/** Answers one request in this thread. `open` loads the manifest (and fails as loading it fails). */
export async function answer(request: SearchRequest): Promise<SearchHit[]> {
  if (request.kind === 'query') return runQuery(await loadSearchIndex(request.url), request.query)
  if (request.kind === 'open') await loadSearchIndex(request.url)
  else if (request.kind === 'forget') forgetSearchIndexes()
  else await loadTypoEngine()
  return []
}

interface WorkerScope {
  location: { hash: string }
  onmessage: ((event: MessageEvent<SearchEnvelope>) => void) | null
  postMessage(reply: SearchReply): void
}

// In a worker (no document), this module serves the page that started it: first the requests its URL's fragment
// carries, then those posted to it.
if (typeof document === 'undefined' && typeof self !== 'undefined' && typeof importScripts === 'function') {
  const scope = self as unknown as WorkerScope
  const serve = ({ id, request }: SearchEnvelope) => {
    answer(request).then(
      (hits) => scope.postMessage({ id, hits }),
      (error: unknown) => scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
    )
  }
  scope.onmessage = ({ data }) => serve(data)
  const first: SearchEnvelope[] = scope.location.hash ? JSON.parse(decodeURIComponent(scope.location.hash.slice(1))) : []
  for (const envelope of first) serve(envelope)
}

declare function importScripts(...urls: string[]): void
