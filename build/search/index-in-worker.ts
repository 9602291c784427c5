// The search index of a large site: its term chunks made on a worker thread (build/search/index-worker.ts), so the
// main thread goes on rendering meanwhile, and its record chunks on the main thread, which waits for the terms anyway;
// a small site's is built in place, where starting a thread would cost more than it saves (Node).
import { Worker } from 'node:worker_threads'
import { buildSearchIndex, type Chunks, indexFiles, recordChunkFiles, type SearchIndexFiles, type SearchIndexOptions } from './build-index.ts'
import { type SearchablePage, searchDocumentsByPage } from './documents.ts'

/** From this many pages the index takes long enough (about 0.5 s per 1,000 pages) to be worth a thread. */
export const MIN_PAGES_FOR_INDEX_WORKER = 1000

/** `signal` stops the thread unless it has sent the files (the promise then rejects); an index built in place is not stopped. */
export async function buildSearchIndexAside(pages: SearchablePage[], options: SearchIndexOptions, signal?: AbortSignal): Promise<SearchIndexFiles> {
  if (pages.length < MIN_PAGES_FOR_INDEX_WORKER) return buildSearchIndex(pages, options)
  // Only what the terms need is copied to the thread: a page's path, whether it is searchable, title and sections.
  const searchable: SearchablePage[] = pages.map(({ source, compiled }) => ({
    source: { path: source.path, frontmatter: { searchable: source.frontmatter.searchable } },
    compiled: { data: { title: compiled.data.title, sections: compiled.data.sections } },
  }))
  const worker = new Worker(new URL('./index-worker.mjs', import.meta.url), {
    workerData: { pages: searchable, options: { basePath: options.basePath, words: options.words } },
  })
  // Once the files are sent, the thread is left to save the pages' words and end on its own, even when the build ends.
  let sent = false
  signal?.addEventListener('abort', () => void (sent || worker.terminate()), { once: true })
  const terms = new Promise<Chunks<string>>((resolve, reject) => {
    worker.once('message', (chunks: Chunks<string>) => {
      sent = true
      resolve(chunks)
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the search index worker stopped (exit code ${code}) before it was done`)))
  })
  terms.catch(() => {})
  // The records once the caller has gone on (to its render); each result's place in the sidebar is in them.
  await new Promise(setImmediate)
  const docs = searchDocumentsByPage(pages, options.basePath, options.sidebar).flat()
  const records = recordChunkFiles(docs)
  return indexFiles(docs.length, await terms, records)
}
