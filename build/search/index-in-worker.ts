// The search index of a large site built on a worker thread (build/search/index-worker.ts), so the main thread goes on
// rendering meanwhile; a small site's is built in place, where starting a thread would cost more than it saves (Node).
import { Worker } from 'node:worker_threads'
import { buildSearchIndex, type SearchIndexFiles, type SearchIndexOptions } from './build-index.ts'
import type { SearchablePage } from './documents.ts'

/** From this many pages the index takes long enough (about 0.5 s per 1,000 pages) to be worth a thread. */
export const MIN_PAGES_FOR_INDEX_WORKER = 1000

/** `signal` stops the thread unless it has sent the files (the promise then rejects); an index built in place is not stopped. */
export function buildSearchIndexAside(pages: SearchablePage[], options: SearchIndexOptions, signal?: AbortSignal): Promise<SearchIndexFiles> {
  if (pages.length < MIN_PAGES_FOR_INDEX_WORKER) return buildSearchIndex(pages, options)
  // Only what the index reads is copied to the thread: a page's path, whether it is searchable, title and sections.
  const searchable: SearchablePage[] = pages.map(({ source, compiled }) => ({
    source: { path: source.path, frontmatter: { searchable: source.frontmatter.searchable } },
    compiled: { data: { title: compiled.data.title, sections: compiled.data.sections } },
  }))
  const worker = new Worker(new URL('./index-worker.mjs', import.meta.url), {
    workerData: { pages: searchable, options: { basePath: options.basePath, sidebar: options.sidebar, words: options.words } },
  })
  // Once the files are sent, the thread is left to save the pages' words and end on its own, even when the build ends.
  let sent = false
  signal?.addEventListener('abort', () => void (sent || worker.terminate()), { once: true })
  return new Promise((resolve, reject) => {
    worker.once('message', (files: SearchIndexFiles) => {
      sent = true
      resolve(files)
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the search index worker stopped (exit code ${code}) before it was done`)))
  })
}
