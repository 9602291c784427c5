// Measures site search for `npm run bench`: index file bytes (raw and gzip), the time the browser takes to index
// it, and the median time of a query, using the same code as the build and the browser.
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { parseSearchDocuments } from '../../runtime/search/index-file.ts'
import { indexDocuments, runQuery } from '../../runtime/search/query.ts'
import { loadConfig } from '../config/load.ts'
import { collectPages } from '../content/collect.ts'
import { BuildErrors } from '../errors.ts'
import { compilePages, createCompileContext, openPageCache } from '../stages/compile.ts'
import { buildSearchIndex } from './build-index.ts'
import type { SearchablePage } from './documents.ts'

export interface SearchMeasurement {
  pages: number
  documents: number
  rawBytes: number
  gzipBytes: number
  /** Median ms to parse the file and build the Orama index (what the browser does once per page view). */
  indexMs: number
  /** Median ms of one query over every query and run. */
  queryMedianMs: number
  /** Results per query, as a sanity check that the queries hit anything. */
  hits: Record<string, number>
}

export const DEFAULT_BENCH_QUERIES = ['atom', 'useSetAtom', 'selectr', 'store.get', 'famil', 'provider store', 'deepFreze', 'suspense async']

export async function measureSearch(pages: SearchablePage[], queries: string[] = DEFAULT_BENCH_QUERIES, runs = 15): Promise<SearchMeasurement> {
  const file = await buildSearchIndex(pages, '')
  const indexTimes: number[] = []
  let index: Awaited<ReturnType<typeof indexDocuments>> | undefined
  for (let i = 0; i < 5; i++) {
    const started = performance.now()
    index = await indexDocuments(parseSearchDocuments(JSON.parse(file.content)), async () => {})
    indexTimes.push(performance.now() - started)
  }
  const queryTimes: number[] = []
  const hits: Record<string, number> = {}
  for (let run = 0; run < runs; run++) {
    for (const query of queries) {
      const started = performance.now()
      hits[query] = runQuery(index!, query).length
      queryTimes.push(performance.now() - started)
    }
  }
  return {
    pages: pages.length,
    documents: file.documents,
    rawBytes: Buffer.byteLength(file.content),
    gzipBytes: gzipSync(file.content, { level: 9 }).byteLength,
    indexMs: median(indexTimes),
    queryMedianMs: median(queryTimes),
    hits,
  }
}

/** Compiles every page of a site folder (config/ optional, pages in content/pages) and measures its search. */
export async function measureSiteSearch(root: string, queries?: string[]): Promise<SearchMeasurement> {
  const config = await loadConfig(root)
  const collected = await collectPages(join(root, config.rootDir, 'pages'), root)
  // The site's own page cache: after a build, nothing is compiled again.
  const cache = await openPageCache(root, config)
  const { compiled, errors } = await compilePages(collected.pages, await createCompileContext(config), cache, { workersRoot: root })
  BuildErrors.throwIfAny([...collected.errors, ...errors])
  return measureSearch(compiled, queries)
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
