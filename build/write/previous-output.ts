// What the previous build left in the output folder, and carrying its files over: a file whose bytes are unchanged is
// kept where it is (an update in place) or becomes a hard link to it in a new folder, instead of a second write. Runs
// in Node (build only).
import { lstatSync } from 'node:fs'
import { copyFile, link, mkdir, rename, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { lstat, readFile, writeFile } from '../platform/bulk-fs.ts'
import { isOutputPath } from './output-folder.ts'

/**
 * Per output path: the key it was made under, its size and its modification time (to the ms) when the build wrote it,
 * and the hash of its content when its maker gave one.
 */
type FileRecord = [key: string, size: number, mtimeMs: number, hash?: string]

/** Which key made each file of one output folder: saved in the site's cache, matched to the folder by its build stamp. */
interface KeyRecord {
  stamp: string
  files: Record<string, FileRecord>
}

/**
 * Places `to` as the same file as `from`: a hard link (no bytes written), or a copy where the file system refuses
 * links (another device, no link support, too many links).
 */
export async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to)
  } catch {
    await copyFile(from, to)
  }
}

export class PreviousOutput {
  /** The keys of this build's files, saved for the next one. */
  readonly next: Record<string, FileRecord> = {}

  private constructor(
    /** The complete output folder of the previous build, or undefined when there is none to carry from. */
    private readonly folder: string | undefined,
    private readonly record: KeyRecord | undefined,
  ) {}

  static async open(folder: string | undefined, keysFile: string | undefined, stamp: string | undefined): Promise<PreviousOutput> {
    let record: KeyRecord | undefined
    if (folder && keysFile && stamp) {
      try {
        const read = JSON.parse(await readFile(keysFile, 'utf8')) as KeyRecord
        // Keys saved by another build than the one that made this folder say nothing about its files; a record naming
        // a path that would leave the folder was not written by this tool, and says nothing either.
        if (read.stamp === stamp && Object.keys(read.files).every(isOutputPath)) record = read
      } catch {}
    }
    return new PreviousOutput(folder, record)
  }

  /**
   * Carries `paths` over when the previous build made every one of them under `key` and each file is as that build
   * left it (same size and modification time, so a hand edit is not carried): linked to `places`, or kept where they
   * are when there are none. Resolves to their sizes, or to undefined when it cannot; nothing stays placed then.
   */
  async carryByKey(paths: string[], key: string, places?: string[]): Promise<number[] | undefined> {
    const known = paths.map((path) => this.record?.files[path])
    if (!this.folder || known.some((k) => !k || k[0] !== key)) return undefined
    const from = paths.map((path) => join(this.folder!, path))
    // Looked at in place, on this thread: queued on the thread pool beside the build's other work they cost it more.
    const unchanged = from.every((file, i) => {
      const stat = lstatSync(file, { throwIfNoEntry: false })
      return stat?.isFile() && stat.size === known[i]![1] && Math.round(stat.mtimeMs) === known[i]![2]
    })
    if (!unchanged) return undefined
    if (places) {
      const linked = await Promise.allSettled(from.map((file, i) => linkOrCopy(file, places[i]!)))
      if (linked.some((r) => r.status === 'rejected')) {
        await Promise.all(places.map((to) => rm(to, { force: true })))
        return undefined
      }
    }
    for (let i = 0; i < paths.length; i++) this.next[paths[i]!] = known[i]!
    return known.map((k) => k![1])
  }

  /** The paths the previous build made under `key` (a set of files made together, such as the search index). */
  pathsMadeUnder(key: string): string[] {
    if (!this.folder || !this.record) return []
    return Object.entries(this.record.files)
      .filter(([, [made]]) => made === key)
      .map(([path]) => path)
  }

  /** The previous output's file at `path`, which an update in place keeps (and `remember` looks at). */
  fileOf(path: string): string | undefined {
    return this.folder && join(this.folder, path)
  }

  /**
   * Carries `path` over (linked to `to`, or kept where it is without one) when the previous output holds exactly
   * `bytes` there; resolves false otherwise.
   */
  async carryIfSame(path: string, bytes: Uint8Array, to?: string): Promise<boolean> {
    if (!this.folder) return false
    const from = join(this.folder, path)
    try {
      const stat = await lstat(from)
      if (!stat.isFile() || stat.size !== bytes.byteLength) return false
      if (!Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).equals(await readFile(from))) return false
      if (to !== undefined) await linkOrCopy(from, to)
    } catch {
      return false
    }
    return true
  }

  /** As carryIfSame, with the bytes of the file `source`. */
  async carryCopyIfSame(path: string, source: string, to?: string): Promise<boolean> {
    if (!this.folder) return false
    try {
      const [a, b] = await Promise.all([lstat(join(this.folder, path)), lstat(source)])
      if (!a.isFile() || a.size !== b.size) return false
      return await this.carryIfSame(path, await readFile(source), to)
    } catch {
      return false
    }
  }

  /**
   * Carries `path` over (linked to `to`, or kept where it is without one) when the previous build wrote it with the
   * content hash `hash` and the file is as that build left it; notes it under `key` then. Resolves to its size, or to
   * undefined when it cannot.
   */
  async carryByHash(path: string, hash: string, key: string, to?: string): Promise<number | undefined> {
    const known = this.record?.files[path]
    if (!this.folder || known?.[3] !== hash) return undefined
    const from = join(this.folder, path)
    // In place, as in carryByKey: a search index at 10,000 pages is 7,000 files.
    const stat = lstatSync(from, { throwIfNoEntry: false })
    if (!stat?.isFile() || stat.size !== known[1] || Math.round(stat.mtimeMs) !== known[2]) return undefined
    if (to !== undefined) {
      try {
        await linkOrCopy(from, to)
      } catch {
        return undefined
      }
    }
    this.next[path] = [key, known[1], known[2], hash]
    return known[1]
  }

  /**
   * Notes the key a file of this build was made under (and its content hash, when known), with its size and time as
   * written. Looked at in place, on this thread, as in carryByKey: the file was just written, so its inode is in memory.
   */
  remember(path: string, key: string, written: string, hash?: string): void {
    const stat = lstatSync(written)
    this.next[path] = hash === undefined ? [key, stat.size, Math.round(stat.mtimeMs)] : [key, stat.size, Math.round(stat.mtimeMs), hash]
  }

  /** Saves this build's keys for the next build into the folder stamped `stamp` (renamed into place whole). */
  async save(keysFile: string | undefined, stamp: string): Promise<void> {
    if (!keysFile) return
    const record: KeyRecord = { stamp, files: this.next }
    await mkdir(dirname(keysFile), { recursive: true })
    await writeFile(`${keysFile}.${process.pid}.tmp`, JSON.stringify(record))
    await rename(`${keysFile}.${process.pid}.tmp`, keysFile)
  }
}
