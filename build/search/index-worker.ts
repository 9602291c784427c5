// Worker thread (Node) that makes the term chunks of the split search index, so a large site's index is made while its
// pages render (build/search/index-in-worker.ts starts it, and makes the record chunks meanwhile). It is given each
// page's document count and words key and each document's kind, asks for the text of the pages whose words the cache
// does not hold (after one edit, one page's rather than the whole site's), then posts the chunks back.
import { parentPort, workerData } from 'node:worker_threads'
import { keptTermChunkFiles } from './build-index.ts'
import { documentWords, type IndexedText, isSaved, loadWords, type WordCache } from './document-words.ts'
import { FIELD_TEXTS } from './impacts.ts'

/** What the thread starts with: per page its document count, per document 1 for a page's own, the words cache. */
export interface IndexThreadStart {
  documents: Int32Array
  isPage: Uint8Array
  words?: WordCache
}
/** The thread's question: the pages whose texts it needs. The answer: per such page, per document, its FIELD_TEXTS. */
export interface TextsWanted {
  missing: number[]
}
export type TextsGiven = string[][][]

const { documents, isPage, words } = workerData as IndexThreadStart
const saved = words && loadWords(words)
const missing = Array.from(documents.keys()).filter((p) => !words || !isSaved(saved, words.keys[p]!, documents[p]!))
parentPort!.postMessage({ missing } satisfies TextsWanted)
parentPort!.once('message', (texts: TextsGiven) => {
  const given = new Map(missing.map((page, k) => [page, texts[k]!]))
  let id = 0
  // A page whose words are saved needs no text: documentWords takes them from the cache, by the same test as above.
  const byPage = Array.from(documents, (count, p) =>
    Array.from({ length: count }, (_, d): IndexedText => {
      const [title = '', titles = '', text = ''] = given.get(p)?.[d] ?? []
      return { title, titles: [titles], text, isPage: isPage[id++] === 1 }
    }),
  )
  const found = documentWords(byPage, FIELD_TEXTS, words, saved)
  const terms = keptTermChunkFiles(byPage, found, words, saved)
  parentPort!.postMessage(terms.chunks)
  // After the chunks are sent, while the build writes them: the thread then ends on its own.
  found.save()
  terms.save()
})
