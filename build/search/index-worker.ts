// Worker thread (Node) that makes the term chunks of the split search index from the pages it is given and posts them
// back, so a large site's index is made while its pages render (build/search/index-in-worker.ts starts it, and makes
// the record chunks meanwhile).
import { parentPort, workerData } from 'node:worker_threads'
import { type SearchIndexOptions, termChunkFiles } from './build-index.ts'
import { documentWords } from './document-words.ts'
import { type SearchablePage, searchDocumentsByPage } from './documents.ts'
import { FIELD_TEXTS } from './impacts.ts'

const { pages, options } = workerData as { pages: SearchablePage[]; options: SearchIndexOptions }
const byPage = searchDocumentsByPage(pages, options.basePath)
const words = documentWords(byPage, FIELD_TEXTS, options.words)
parentPort!.postMessage(termChunkFiles(byPage.flat(), words))
// After the chunks are sent, while the build writes them: the thread then ends on its own.
words.save()
