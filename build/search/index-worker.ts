// Worker thread (Node) that builds the split search index from the pages it is given and posts the files back, so a
// large site's index is made while its pages render (build/search/index-in-worker.ts starts it).
import { parentPort, workerData } from 'node:worker_threads'
import { makeSearchIndex, type SearchIndexOptions } from './build-index.ts'
import type { SearchablePage } from './documents.ts'

const { pages, options } = workerData as { pages: SearchablePage[]; options: SearchIndexOptions }
const { files, saveWords } = makeSearchIndex(pages, options)
parentPort!.postMessage(files)
// After the files are sent, while the build writes them: the thread then ends on its own.
saveWords()
