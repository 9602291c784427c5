// Builds the site's search index file, `.vocs/search-index-<hash>.json`: the list of search documents (plain
// text, no HTML) that the browser indexes with Orama. The hash is of the file's bytes, computed on every build.
import { searchIndexPath } from '../../runtime/contract/search.ts'
import { serializeSearchDocuments } from '../../runtime/search/index-file.ts'
import { contentHash } from '../assets/content-hash.ts'
import { searchDocuments, type SearchablePage } from './documents.ts'

export interface SearchIndexFile {
  /** `.vocs/search-index-<hash>.json`, relative to the output root (an OutputFile path). */
  path: string
  content: string
  documents: number
}

// Why documents and not Orama's saved database: for this site `save()` gives 1 MB (195 KB gzip), mostly
// per-document term frequencies and a verbose radix tree, all derivable from the text the results need
// anyway; the document list is a quarter of that and Orama indexes it in the browser in tens of ms.
export async function buildSearchIndex(pages: SearchablePage[], basePath: string): Promise<SearchIndexFile> {
  const docs = searchDocuments(pages, basePath)
  const content = serializeSearchDocuments(docs)
  return { path: searchIndexPath(contentHash(content)), content, documents: docs.length }
}
