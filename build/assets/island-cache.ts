// The island bundle's disk cache (Node, build time): the chunks of one set of islands, kept in <site>/.cache/islands
// under a key made of what was asked (entries, exports, the runtime's shared React chunks, this tool's bundler code
// and esbuild version) with the hash of every file the bundle was made from; a rebuild where none changed reuses them.
// A hit touches the file, so a build's clean-up (stale-cache.ts) deletes only entries no build has read for a month.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { version as esbuildVersion } from 'esbuild'
import { siteCache } from '../cache/site-cache.ts'
import { touch } from '../cache/stale-cache.ts'
import { fileHash, unchanged } from '../markdown/dependencies.ts'

/** The cache's folder in a site. */
export const islandCacheDir = (root: string) => siteCache(root, 'islands')
/** An entry's file name (and a write's temporary file). */
export const ISLAND_ENTRY = /^[0-9a-f]{32}\.json(?:\.\d+\.tmp)?$/

/** What the bundle is cached as: its output files (text) and each island's chunk. */
export interface CachedIslands {
  files: { path: string; content: string }[]
  chunks: Record<string, string>
}

interface Entry extends CachedIslands {
  /** Every file the bundle read (the site's components, the packages' modules) → its hash then. */
  inputs: Record<string, string>
}

/** How often the bundler ran and how often the cache answered, in this process (for tests and the bench). */
export const islandBundleStats = { bundled: 0, reused: 0 }

/** The bundler's own code: a change to how islands are bundled must not reuse chunks made the old way. */
const BUNDLER_SOURCES = ['bundle-islands.ts', 'island-cache.ts', '../markdown/mdx/site-imports.ts'].map((f) => fileURLToPath(new URL(f, import.meta.url)))

const TOOL_STAMP = createHash('sha256')
  .update(esbuildVersion)
  .update(BUNDLER_SOURCES.map((file) => (existsSync(file) ? readFileSync(file, 'utf8') : file)).join('\0'))
  .digest('hex')

export class IslandCache {
  private readonly file: string

  /** `request`: everything the bundle is asked for, as plain data (it is hashed into the entry's name). */
  constructor(root: string, request: unknown) {
    const key = createHash('sha256').update(TOOL_STAMP).update(JSON.stringify(request)).digest('hex')
    this.file = join(islandCacheDir(root), `${key.slice(0, 32)}.json`)
  }

  /** The cached bundle, if every file it was made from is as it was. */
  read(): CachedIslands | undefined {
    let entry: Entry
    try {
      entry = JSON.parse(readFileSync(this.file, 'utf8')) as Entry
    } catch {
      return undefined
    }
    if (!unchanged(entry.inputs)) return undefined
    touch(this.file)
    islandBundleStats.reused++
    return { files: entry.files, chunks: entry.chunks }
  }

  /** Stores a bundle made from `inputs` (absolute paths); written whole, then renamed, so a reader never sees half. */
  write(bundle: CachedIslands, inputs: string[]): void {
    const entry: Entry = { ...bundle, inputs: Object.fromEntries([...new Set(inputs)].sort().map((file) => [file, fileHash(file)])) }
    const temp = `${this.file}.${process.pid}.tmp`
    try {
      mkdirSync(join(this.file, '..'), { recursive: true })
      writeFileSync(temp, JSON.stringify(entry))
      renameSync(temp, this.file)
    } catch {
      // A full disk: the islands are bundled again next time.
      rmSync(temp, { force: true })
    }
  }
}
