// Age-based clean-up of the tool's disk caches whose entries a build cannot all name (twoslash blocks, island
// bundles; the page cache knows its pages and prunes itself): reading an entry touches it, and a build deletes the
// entries no build has read for 30 days. Node, main thread.
import { utimesSync } from 'node:fs'
import { readdir, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'

export const STALE_AFTER_MS = 30 * 24 * 60 * 60 * 1000

/** Marks a cache entry as read now; a cache on a read-only disk simply stays as it is. */
export function touch(file: string): void {
  try {
    const now = new Date()
    utimesSync(file, now, now)
  } catch {
    // Read-only or gone: the entry ages, and is made again when next needed.
  }
}

/** Deletes the files of `dir` named like `entry` that were last written or read more than `after` ms ago. */
export async function deleteStale(dir: string, entry: RegExp, after = STALE_AFTER_MS, now = Date.now()): Promise<number> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch {
    return 0
  }
  let removed = 0
  for (const name of names) {
    if (!entry.test(name)) continue
    const file = join(dir, name)
    try {
      if (now - (await stat(file)).mtimeMs <= after) continue
      await unlink(file)
      removed++
    } catch {
      // Gone already: another build cleaned it.
    }
  }
  return removed
}
