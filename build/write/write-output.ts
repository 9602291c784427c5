// The only writer of dist/: files go into a temporary sibling folder as the build produces them, and the folder is
// swapped in with renames at the end, so a failed build never leaves a half-written site and the previous dist/
// stays until the new one is complete. Streaming keeps a large site's HTML out of memory. A file whose bytes the
// previous output already holds is a hard link to it, not a second write.
import { copyFile, mkdir, rename, rm } from 'node:fs/promises'
import { writeFile } from '../whole-files.ts'
import { dirname, join, resolve, sep } from 'node:path'
import type { OutputFile } from '../output/output-file.ts'
import {
  assertReplaceableOutput,
  manifestText,
  OUTPUT_MANIFEST,
  readManifest,
  recoverOutput,
  removeMarkedFolder,
  sideFolder,
  type OutputGuardOptions,
} from './output-folder.ts'
import { linkOrCopy, PreviousOutput } from './previous-output.ts'

const CONCURRENCY = 64

export interface WrittenFile {
  path: string
  /** Bytes of generated content (0 for a copied static file). */
  bytes: number
  /** Set once placed: a hard link (or copy) of the previous output's file or of the file before it, not a write. */
  linked?: boolean
}

export interface WriterOptions extends OutputGuardOptions {
  /**
   * Where the writer keeps the key each file was made under (see `reuse`), for the next build into the same folder:
   * a file in the site's cache, never in the output.
   */
  keysFile?: string
}

export class OutputWriter {
  readonly written: WrittenFile[] = []
  private readonly dirs = new Map<string, Promise<unknown>>()
  /** The last write of each path, so a later file of the same path (generated after static) lands last. */
  private readonly last = new Map<string, Promise<void>>()
  private readonly running = new Set<Promise<void>>()
  /** Paths placed in the temporary folder: placing one again must unlink it first, never write through a link. */
  private readonly placed = new Set<string>()
  /** The content of the file written last: the next file with the very same content becomes a hard link to it. */
  private lastContent: { path: string; content: string | Uint8Array } | undefined
  private failure: unknown

  private constructor(
    readonly target: string,
    private readonly temp: string,
    private readonly stamp: string,
    private readonly previous: PreviousOutput,
    private readonly keysFile: string | undefined,
  ) {}

  /**
   * Finishes what a killed build left (see recoverOutput), refuses an output folder the tool may not replace (see
   * assertReplaceableOutput), then opens a marked temporary folder next to it.
   */
  static async open(outDir: string, options: WriterOptions = {}): Promise<OutputWriter> {
    const target = resolve(outDir)
    recoverOutput(target)
    assertReplaceableOutput(target, options)
    // Only a complete output of this tool is carried from; a folder replaced with --empty-out-dir is not.
    const manifest = readManifest(target)
    const previous = await PreviousOutput.open(manifest?.state === 'complete' ? target : undefined, options.keysFile, manifest?.stamp)
    const stamp = `${process.pid}-${Date.now()}`
    const temp = sideFolder(target, 'tmp', stamp)
    await mkdir(temp, { recursive: true })
    await writeFile(join(temp, OUTPUT_MANIFEST), manifestText('building'))
    return new OutputWriter(target, temp, stamp, previous, options.keysFile)
  }

  /** Where `path` goes inside the temporary folder; a path that would land outside the output folder is refused. */
  private placeOf(path: string): string {
    const to = resolve(this.temp, path)
    const clean = !path.startsWith('/') && !path.includes('\\') && !path.includes('\0') && !path.split('/').some((s) => s === '..' || s === '.')
    if (!clean || !to.startsWith(this.temp + sep) || path === OUTPUT_MANIFEST) {
      throw new Error(`output path "${path}" would be written outside the output folder (or over its manifest); refusing to write it`)
    }
    return to
  }

  /**
   * Starts writing `file`; resolves once fewer than CONCURRENCY writes are in flight (back-pressure). The file is a
   * hard link instead of a write when the file written just before has the very same content (a route's `a.html` and
   * `a/index.html`) or the previous output holds the same bytes at its path. `key`, when given, is remembered for
   * `reuse` in the next build.
   */
  async write(file: OutputFile, key?: string): Promise<void> {
    const same = 'content' in file && this.lastContent?.content === file.content ? this.lastContent.path : undefined
    this.lastContent = 'content' in file ? { path: file.path, content: file.content } : undefined
    const bytes = 'content' in file ? (typeof file.content === 'string' ? Buffer.byteLength(file.content) : file.content.byteLength) : 0
    await this.place(file.path, bytes, async (to, entry) => {
      if (same !== undefined) {
        await this.last.get(same)
        await linkOrCopy(this.placeOf(same), to)
        entry.linked = true
      } else if ('copyFrom' in file) {
        entry.linked = await this.previous.carryCopyIfSame(file.path, file.copyFrom, to)
        if (!entry.linked) await copyFile(file.copyFrom, to)
      } else {
        const bytes = typeof file.content === 'string' ? Buffer.from(file.content) : file.content
        entry.linked = await this.previous.carryIfSame(file.path, bytes, to)
        if (!entry.linked) await writeFile(to, bytes)
      }
      if (key !== undefined) await this.previous.remember(file.path, key, to)
    })
  }

  /**
   * Carries `paths` over from the previous output when the previous build wrote every one of them under `key` and
   * none was changed since; then the caller need not make them again. Resolves false, placing nothing, otherwise.
   */
  async reuse(paths: string[], key: string): Promise<boolean> {
    if (this.failure) throw this.failure
    if (paths.some((path) => this.placed.has(path))) return false
    const places = paths.map((path) => this.placeOf(path))
    await Promise.all(places.map((to) => this.dirOf(to)))
    const sizes = await this.previous.carryByKey(paths, key, places)
    if (!sizes) return false
    paths.forEach((path, i) => {
      this.placed.add(path)
      this.written.push({ path, bytes: sizes[i]!, linked: true })
    })
    this.lastContent = undefined
    return true
  }

  /** Carries over every file the previous build made under `key`, when there were some; see `reuse`. */
  reuseAll(key: string): Promise<boolean> {
    const paths = this.previous.pathsMadeUnder(key)
    return paths.length ? this.reuse(paths, key) : Promise.resolve(false)
  }

  private dirOf(to: string): Promise<unknown> {
    const dir = dirname(to)
    if (!this.dirs.has(dir)) this.dirs.set(dir, mkdir(dir, { recursive: true }))
    return this.dirs.get(dir)!
  }

  /** Runs `make` for `path` after any earlier placing of the same path, which it unlinks first; tracks the task. */
  private async place(path: string, bytes: number, make: (to: string, entry: WrittenFile) => Promise<void>): Promise<void> {
    if (this.failure) throw this.failure
    const to = this.placeOf(path)
    const dir = this.dirOf(to)
    const before = this.last.get(path)
    const again = this.placed.has(path)
    this.placed.add(path)
    const entry: WrittenFile = { path, bytes }
    const task = (async () => {
      await dir
      await before
      // Never write through a name placed before: it may be a hard link to a file of the previous output.
      if (again) await rm(to, { force: true })
      await make(to, entry)
    })()
    this.last.set(path, task)
    void task.finally(() => this.last.get(path) === task && this.last.delete(path)).catch(() => {})
    this.written.push(entry)
    const tracked = task
      .catch((error) => {
        this.failure ??= error
      })
      .finally(() => this.running.delete(tracked))
    this.running.add(tracked)
    while (this.running.size >= CONCURRENCY) await Promise.race(this.running)
    if (this.failure) throw this.failure
  }

  /** Waits for every write, then swaps the folder in as the output directory. */
  async commit(): Promise<void> {
    await Promise.all(this.running)
    if (this.failure) {
      await this.abort()
      throw this.failure
    }
    // Marked complete before the swap: a build killed between the two renames below leaves a folder that
    // recoverOutput puts back at the output path when the next build or preview starts.
    await this.previous.save(this.keysFile, this.stamp)
    await writeFile(join(this.temp, OUTPUT_MANIFEST), manifestText('complete', new Set(this.written.map((f) => f.path)).size, this.stamp))
    const old = sideFolder(this.target, 'old', this.stamp)
    let hadOld = true
    try {
      await rename(this.target, old)
    } catch {
      hadOld = false
    }
    // A replaced folder the tool did not make (`--empty-out-dir`) gets the mark, so a kill here still lets the
    // next start clean it up.
    if (hadOld && !readManifest(old)) await writeFile(join(old, OUTPUT_MANIFEST), manifestText('complete'))
    try {
      await rename(this.temp, this.target)
    } catch (error) {
      if (hadOld) await rename(old, this.target)
      throw error
    }
    if (hadOld) await removeMarkedFolder(old)
  }

  /** Drops everything written so far; the output directory is untouched. */
  async abort(): Promise<void> {
    await Promise.allSettled(this.running)
    await removeMarkedFolder(this.temp)
  }
}
