// The page's side of site search: one query worker per page view, started the first time search is asked for, and
// a once-per-URL opened index that queries go to. Where no worker can start (no Worker, or its script failed), the
// same code answers on the page's thread.
import type { SearchHit } from './query.ts'
import type { SearchEnvelope, SearchReply, SearchRequest } from './query-worker.ts'

/** An opened search index: the manifest is loaded; each query fetches the chunks it needs. */
export interface Searcher {
  query(query: string): Promise<SearchHit[]>
  /** Loads typo matching ahead of need, where queries run. */
  prepareTypos(): void
}

type Ask = (request: SearchRequest) => Promise<SearchHit[]>

let asking: Ask | undefined
const opened = new Map<string, Promise<Searcher>>()
const lastQuery = new Map<string, { query: string; hits: Promise<SearchHit[]> }>()

/** Opens the index at `url` once per page view; a failed open is forgotten so the next call (a retry) tries again. */
export function openSearch(url: string): Promise<Searcher> {
  let open = opened.get(url)
  if (!open) {
    const ask = asker()
    open = ask({ kind: 'open', url }).then(() => ({
      query: (query: string) => searchFor(url, query),
      prepareTypos: () => void ask({ kind: 'prepare-typos' }).catch(() => {}),
    }))
    opened.set(url, open)
    open.catch(() => opened.delete(url))
  }
  return open
}

/**
 * The hits of `query` in the index at `url`, asked for at once (the worker loads the manifest itself if it has not
 * yet). The last query's answer per index is kept: the dialog asks again for the query search warmed while it loaded.
 */
export function searchFor(url: string, query: string): Promise<SearchHit[]> {
  let kept = lastQuery.get(url)
  if (kept?.query !== query) {
    const hits = asker()({ kind: 'query', url, query })
    kept = { query, hits }
    lastQuery.set(url, kept)
    hits.catch(() => {
      if (lastQuery.get(url)?.hits === hits) lastQuery.delete(url)
    })
  }
  return kept.hits
}

/** Forgets opened indexes, here and in the worker: the page's content was replaced in place (a live edit). */
export function forgetSearches(): void {
  opened.clear()
  lastQuery.clear()
  asking?.({ kind: 'forget' }).catch(() => {})
}

function asker(): Ask {
  if (!asking) {
    const answerHere: Ask = (request) => import('./query-worker.ts').then(({ answer }) => answer(request))
    asking = typeof Worker === 'function' ? askWorker(answerHere) : answerHere
  }
  return asking
}

type Pending = { request: SearchRequest; resolve: (hits: SearchHit[]) => void; reject: (e: Error) => void }

/**
 * Requests go to a worker; if it cannot start, fails or dies, they (and every later one) are answered here instead.
 * The requests of the first tick (the manifest and the kept query) travel in the worker script's URL fragment: a
 * message posted before a worker has started waits for a free turn of this thread, which React is then holding.
 */
function askWorker(answerHere: Ask): Ask {
  const pending = new Map<number, Pending>()
  let next = 0
  let worker: Worker | undefined
  let first: SearchEnvelope[] | undefined
  let broken = false
  const fallBack = () => {
    broken = true
    worker?.terminate()
    for (const { request, resolve, reject } of pending.values()) answerHere(request).then(resolve, reject)
    pending.clear()
  }
  const start = () => {
    const fragment = encodeURIComponent(JSON.stringify(first))
    first = undefined
    try {
      // The bundle names the worker script's own chunk here (build/assets/rollup-runtime.ts, chunkUrls).
      worker = new Worker(`${new URL('./query-worker.ts', import.meta.url)}#${fragment}`, { type: 'module', name: 'search' })
    } catch {
      fallBack()
      return
    }
    worker.onerror = (event) => {
      event.preventDefault()
      fallBack()
    }
    worker.onmessageerror = fallBack
    worker.onmessage = ({ data }: MessageEvent<SearchReply>) => {
      const call = pending.get(data.id)
      if (!call) return
      pending.delete(data.id)
      if (data.error !== undefined) call.reject(new Error(data.error))
      else call.resolve(data.hits ?? [])
    }
  }
  return (request) => {
    if (broken) return answerHere(request)
    return new Promise((resolve, reject) => {
      const id = next++
      pending.set(id, { request, resolve, reject })
      if (worker) worker.postMessage({ id, request })
      else if (first) first.push({ id, request })
      else {
        first = [{ id, request }]
        queueMicrotask(start)
      }
    })
  }
}
