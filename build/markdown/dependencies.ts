// The files a page is made from besides itself (imports, partials, included snippets), each with its hash at
// compile time: recorded by compile.ts, checked by the page cache, followed by the dev server's module graph.
import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'

/** file → sha256 of its bytes ('missing' for a file that is gone). */
export function hashFiles(files: string[]): Record<string, string> {
  return Object.fromEntries([...new Set(files)].sort().map((file) => [file, fileHash(file)]))
}

export function fileHash(file: string): string {
  try {
    // Only a regular file is read: a FIFO named here (by a page, or a tampered cache entry) would hold the build.
    if (!statSync(file).isFile()) return 'missing'
    return createHash('sha256').update(readFileSync(file)).digest('hex')
  } catch {
    return 'missing'
  }
}

/** Whether every file still has the hash it had (an entry compiled from them is still good). */
export function unchanged(dependencies: Record<string, string> | undefined): boolean {
  return Object.entries(dependencies ?? {}).every(([file, hash]) => fileHash(file) === hash)
}

/**
 * A page's key extended with the hashes of the files it was made from and, when the config's transformPageData changed
 * its data, the hash of that data: what its render and its search records are made from.
 */
export function withDependencies(key: string, page: { data: { dependencies?: Record<string, string>; dataHash?: string } }): string {
  const deps = page.data.dependencies
  const withDeps = deps ? `${key}+${createHash('sha256').update(JSON.stringify(deps)).digest('hex').slice(0, 16)}` : key
  return page.data.dataHash ? `${withDeps}~${page.data.dataHash}` : withDeps
}
