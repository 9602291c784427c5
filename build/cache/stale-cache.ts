// Age-based clean-up of the tool's disk caches: the twoslash and island caches, whose entries a build cannot all
// name, are touched when read and lose what no build has read for 30 days; the page cache, which knows its pages,
// deletes with the same function what none of them used. Node, main thread.
import { utimesSync } from 'node:fs'
import { readdir, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { stat } from '../platform/bulk-fs.ts'

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

/**
 * At most this many files are looked at by one clean-up, picked at random: after a change of the tool or the site's
 * settings, a large site's whole previous page cache waits a day to go, and looking at all of it would slow every
 * build meanwhile (decisions: Caches). A few builds on, every file has been looked at.
 */
export const LOOK_AT_MOST = 4096

/**
 * Deletes the files of `dir` that `entry` accepts (a name pattern, or a test of the name) and that were last written
 * or read more than `after` ms ago, looking at `limit` of them at most; returns how many went. A missing folder is
 * nothing to do.
 */
export async function deleteStale(
  dir: string,
  entry: RegExp | ((name: string) => boolean),
  after = STALE_AFTER_MS,
  now = Date.now(),
  limit = LOOK_AT_MOST,
): Promise<number> {
  const accepts = typeof entry === 'function' ? entry : (name: string) => entry.test(name)
  let names: string[]
  try {
    names = await readdir(dir)
  } catch {
    return 0
  }
  const candidates = sample(names.filter(accepts), limit)
  let removed = 0
  const deleteIfStale = async (name: string) => {
    const file = join(dir, name)
    try {
      if (now - (await stat(file)).mtimeMs <= after) return
      await unlink(file)
      removed++
    } catch {
      // Gone already: another build cleaned it.
    }
  }
  // A batch at a time rather than one after the other, which is slow for the thousands of files of a large site.
  for (let i = 0; i < candidates.length; i += STAT_BATCH) await Promise.all(candidates.slice(i, i + STAT_BATCH).map(deleteIfStale))
  return removed
}

/** Files looked at together by deleteStale. */
const STAT_BATCH = 256

/** `limit` of `items` at random (a partial Fisher-Yates shuffle, in place), or all of them when there are no more. */
function sample<T>(items: T[], limit: number): T[] {
  if (items.length <= limit) return items
  for (let i = 0; i < limit; i++) {
    const j = i + Math.floor(Math.random() * (items.length - i))
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
  return items.slice(0, limit)
}
