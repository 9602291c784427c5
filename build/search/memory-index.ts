// Opens a split index held in memory (the files the build made) with the browser's own loading code, counting
// what each query fetches: for measuring search in Node (`npm run bench`) and for tests.
import { parseManifest } from '../../runtime/search/index-file.ts'
import { SearchIndex } from '../../runtime/search/split-index.ts'
import type { SearchIndexFiles } from './build-index.ts'

export interface MemoryIndex {
  index: SearchIndex
  /** Paths fetched so far (manifest first), in order. */
  fetched: string[]
}

export function openMemoryIndex(built: SearchIndexFiles): MemoryIndex {
  const files = new Map(built.files.map((f) => [`/${f.path}`, f.content]))
  const fetched: string[] = []
  const fetchJson = async (url: string) => {
    const content = files.get(url)
    if (content === undefined) throw new Error(`the search index could not be loaded (HTTP 404: ${url})`)
    fetched.push(url)
    return JSON.parse(content) as unknown
  }
  const manifestUrl = `/${built.path}`
  fetched.push(manifestUrl)
  return { index: new SearchIndex(parseManifest(JSON.parse(files.get(manifestUrl)!)), manifestUrl, fetchJson), fetched }
}
