// Measures site search for `npm run bench` with the build's and the browser's own code: the time to build the split
// index, its size (all files, and the manifest a first query starts with), what a reader's first query fetches
// (files and gzip bytes, each file compressed on its own as a server sends it), and the median query time once
// the chunks are in memory.
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { loadConfig } from '../build/config/load.ts'
import type { SidebarScope } from '../build/config/resolve.ts'
import { collectPages } from '../build/content/collect-pages.ts'
import { BuildErrors } from '../build/errors/build-error.ts'
import { buildSearchIndex, type SearchIndexFiles } from '../build/search/build-index.ts'
import type { SearchablePage } from '../build/search/documents.ts'
import { openMemoryIndex } from '../build/search/memory-index.ts'
import { compilePages, createCompileContext, openPageCache } from '../build/stages/compile.ts'
import { withTreeSidebar } from '../build/stages/plan.ts'
import { BuildWorkers } from '../build/workers/pool.ts'
import { runQuery } from '../runtime/search/query.ts'

export interface FirstQuery {
  query: string
  hits: number
  files: number
  gzipBytes: number
}

export interface SearchMeasurement {
  pages: number
  documents: number
  /** Milliseconds to build every file of the index from the compiled pages. */
  buildMs: number
  files: number
  rawBytes: number
  gzipBytes: number
  manifestGzipBytes: number
  /** Each query as the first of a page view: what it fetched. */
  firstQueries: FirstQuery[]
  /** Median ms of one query with its chunks already fetched. */
  queryMedianMs: number
}

export const DEFAULT_BENCH_QUERIES = ['atom', 'useSetAtom', 'selectr', 'store.get', 'famil', 'provider store', 'deepFreze', 'suspense async']
/** Queries for the generated benchmark corpus (its vocabulary): a word, an identifier, a typo, a prefix, two words, one letter. */
export const CORPUS_BENCH_QUERIES = ['transaction', 'useQuery', 'middlewre', 'seriali', 'provider schema', 'a']

export async function measureSearch(pages: SearchablePage[], queries: string[], sidebar: SidebarScope[] = [], runs = 15): Promise<SearchMeasurement> {
  const buildTimes: number[] = []
  let built: SearchIndexFiles | undefined
  for (let i = 0; i < 3; i++) {
    const started = performance.now()
    built = await buildSearchIndex(pages, { basePath: '', sidebar })
    buildTimes.push(performance.now() - started)
  }
  const gzip = new Map(built!.files.map((f) => [`/${f.path}`, gzipSync(f.content, { level: 9 }).byteLength]))
  const firstQueries: FirstQuery[] = []
  for (const query of queries) {
    const { index, fetched } = openMemoryIndex(built!)
    const hits = (await runQuery(index, query)).length
    firstQueries.push({ query, hits, files: fetched.length, gzipBytes: fetched.reduce((sum, path) => sum + gzip.get(path)!, 0) })
  }
  const { index } = openMemoryIndex(built!)
  const queryTimes: number[] = []
  for (let run = 0; run < runs; run++) {
    for (const query of queries) {
      const started = performance.now()
      await runQuery(index, query)
      queryTimes.push(performance.now() - started)
    }
  }
  return {
    pages: pages.length,
    documents: built!.documents,
    buildMs: median(buildTimes),
    files: built!.files.length,
    rawBytes: built!.files.reduce((sum, f) => sum + Buffer.byteLength(f.content), 0),
    gzipBytes: [...gzip.values()].reduce((a, b) => a + b, 0),
    manifestGzipBytes: gzip.get(`/${built!.path}`)!,
    firstQueries,
    // The first run fetched and indexed the chunks; the rest is the query itself.
    queryMedianMs: median(queryTimes.slice(queries.length)),
  }
}

/** Compiles every page of a site folder (config/ optional, pages in content/pages) and measures its search. */
export async function measureSiteSearch(root: string, queries: string[]): Promise<SearchMeasurement> {
  const config = await loadConfig(root)
  const collected = await collectPages(join(root, config.rootDir, 'pages'), root)
  // The site's own page cache: after a build, nothing is compiled again.
  const cache = await openPageCache(root, config)
  const workers = new BuildWorkers(root, cache)
  const { compiled, errors } = await compilePages(collected.pages, await createCompileContext(config), cache, { workers }).finally(() => workers.close())
  BuildErrors.throwIfAny([...collected.errors, ...errors])
  return measureSearch(compiled, queries, withTreeSidebar(config, compiled).sidebar)
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
