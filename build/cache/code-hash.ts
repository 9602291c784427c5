// The hash of some of this tool's own code and its lockfile (Node, build time): caches are keyed by it, so a change to
// the code that made an entry, or to a dependency, invalidates it. Read with the thread blocked: a few hundred small
// files once per process, which one await after another would make ten times slower.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** A sha256 (hex) of every file under `dirs` (path and bytes, in path order), then of `lockfile` when it exists. */
export function codeHash(dirs: string[], lockfile: string): string {
  const hash = createHash('sha256')
  for (const dir of dirs) {
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name))
      .sort()
    for (const file of files) hash.update(file).update(readFileSync(file))
  }
  if (existsSync(lockfile)) hash.update(readFileSync(lockfile))
  return hash.digest('hex')
}

const TOOL_DIRS = ['runtime', 'build'].map((d) => fileURLToPath(new URL(`../../${d}`, import.meta.url)))
const TOOL_LOCKFILE = fileURLToPath(new URL('../../package-lock.json', import.meta.url))
let toolHash: Promise<string> | undefined

/**
 * The hash of the whole tool, `runtime/` and `build/` with the installed packages, once per process: what a page's HTML
 * and the search index are made by (the layouts, the render, the Markdown pipeline, the indexer).
 */
export function toolCodeHash(): Promise<string> {
  toolHash ??= Promise.resolve(codeHash(TOOL_DIRS, TOOL_LOCKFILE))
  return toolHash
}
