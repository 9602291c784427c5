// Test support: search documents as the build would split them, opened with the browser's own loading code.
import { splitIndex } from '../../build/search/build-index.ts'
import { type MemoryIndex, openMemoryIndex } from '../../build/search/memory-index.ts'
import type { SearchDocument } from '../../runtime/contract/search.ts'

export const doc = (href: string, title: string, text: string, titles: string[] = [], isPage = !href.includes('#')): SearchDocument => ({
  id: href,
  href,
  title,
  titles,
  text,
  isPage,
  location: [],
})

export function indexOf(docs: SearchDocument[]): MemoryIndex {
  return openMemoryIndex(splitIndex(docs))
}
