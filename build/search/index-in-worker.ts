// The search index of a large site: its term chunks made on a worker thread (build/search/index-worker.ts), so the
// main thread goes on rendering meanwhile, and its record chunks on the main thread, which waits for the terms anyway;
// a small site's is built in place, where starting a thread would cost more than it saves (Node).
import { Worker } from 'node:worker_threads'
import { buildSearchIndex, type Chunks, indexFiles, recordChunksOf, type SearchIndexFiles, type SearchIndexOptions } from './build-index.ts'
import { type SearchablePage, searchDocumentsByPage } from './documents.ts'
import { FIELD_TEXTS } from './impacts.ts'
import type { IndexThreadStart, TextsGiven, TextsWanted } from './index-worker.ts'

/** From this many pages the index takes long enough to be worth a thread (decisions: Search). */
export const MIN_PAGES_FOR_INDEX_WORKER = 1000

/** `signal` stops the thread unless it has sent the files (the promise then rejects); an index built in place is not stopped. */
export async function buildSearchIndexAside(pages: SearchablePage[], options: SearchIndexOptions, signal?: AbortSignal): Promise<SearchIndexFiles> {
  if (pages.length < MIN_PAGES_FOR_INDEX_WORKER) return buildSearchIndex(pages, options)
  const byPage = searchDocumentsByPage(pages, options.basePath, options.sidebar)
  const start: IndexThreadStart = {
    documents: Int32Array.from(byPage, (docs) => docs.length),
    isPage: Uint8Array.from(byPage.flat(), (doc) => (doc.isPage ? 1 : 0)),
    words: options.words,
  }
  const worker = new Worker(new URL('./index-worker.mjs', import.meta.url), { workerData: start })
  // Once the files are sent, the thread is left to save the pages' words and end on its own, even when the build ends.
  let sent = false
  signal?.addEventListener('abort', () => void (sent || worker.terminate()), { once: true })
  let answered: () => void
  const asked = new Promise<void>((resolve) => {
    answered = resolve
  })
  const terms = new Promise<Chunks<string>>((resolve, reject) => {
    worker.on('message', (message: TextsWanted | Chunks<string>) => {
      if ('missing' in message) {
        worker.postMessage(message.missing.map((page) => byPage[page]!.map((doc) => FIELD_TEXTS.map((text) => text(doc)))) satisfies TextsGiven)
        answered()
        return
      }
      sent = true
      resolve(message)
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the search index worker stopped (exit code ${code}) before it was done`)))
  })
  terms.catch(() => {})
  // The records once the thread has its texts (a long task here would keep it waiting for them, idle), and the caller
  // has gone on (to its render); each result's place in the sidebar is in them.
  await Promise.race([asked, terms.catch(() => {})])
  await new Promise(setImmediate)
  const records = recordChunksOf(byPage, options.words)
  const files = indexFiles(
    byPage.reduce((n, docs) => n + docs.length, 0),
    await terms,
    records.chunks,
  )
  records.save()
  return files
}
