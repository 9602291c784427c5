// The only writer of dist/. A complete output of an earlier build is updated in place: the files whose bytes changed go
// into a temporary sibling folder as the build makes them, and are moved over the old ones at the end, when the build
// went through; the files that did not change are never touched. Any other folder is built whole in the temporary
// folder and swapped in with renames. Either way a failed build leaves the previous output as it was, and streaming
// keeps a large site's HTML out of memory.
import { lstatSync, readdirSync } from 'node:fs'
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises'
import { basename, dirname, join, relative, resolve, sep } from 'node:path'
import { writeFailure } from '../errors/build-error.ts'
import type { OutputFile } from '../output/output-file.ts'
import { writeFile } from '../platform/bulk-fs.ts'
import {
  assertReplaceableOutput,
  finishUpdate,
  isOutputPath,
  manifestText,
  NEXT_MANIFEST,
  OUTPUT_MANIFEST,
  type OutputGuardOptions,
  readManifest,
  realOutputFolder,
  recoverOutput,
  removeMarkedFolder,
  sideFolder,
  UPDATING_MANIFEST,
} from './output-folder.ts'
import { linkOrCopy, PreviousOutput } from './previous-output.ts'

const CONCURRENCY = 64

export interface WrittenFile {
  path: string
  /** The file's size. */
  bytes: number
  /**
   * Set once placed: no bytes were written, the file is the previous output's (kept in place, or a hard link or copy
   * of it) or a hard link to the file written before it.
   */
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
  /** Paths placed by this build, in the temporary folder or (an update in place) kept in the output. */
  private readonly placed = new Set<string>()
  /** Paths with a file in the temporary folder: placing one again must unlink it first, never write through a link. */
  private readonly staged = new Set<string>()
  /** The content of the file written last: the next file with the very same content becomes a hard link to it. */
  private lastContent: { path: string; content: string | Uint8Array } | undefined
  private failure: unknown
  /** The output's files, listed ahead of the commit (see whileWaiting). */
  private listed: string[] | undefined

  private constructor(
    readonly target: string,
    private readonly temp: string,
    private readonly stamp: string,
    private readonly previous: PreviousOutput,
    private readonly keysFile: string | undefined,
    /** Whether the output is updated in place (see commitInPlace), else replaced whole. */
    private readonly inPlace: boolean,
  ) {}

  /**
   * Finishes what a killed build left (see recoverOutput), refuses an output folder the tool may not replace (see
   * assertReplaceableOutput), then opens a marked temporary folder next to it.
   */
  static async open(outDir: string, options: WriterOptions = {}): Promise<OutputWriter> {
    const target = realOutputFolder(outDir)
    recoverOutput(target)
    assertReplaceableOutput(target, options)
    // Only a complete output of this tool is carried from; a folder replaced with --empty-out-dir is not.
    const manifest = readManifest(target)
    const complete = manifest?.state === 'complete'
    const previous = await PreviousOutput.open(complete ? target : undefined, options.keysFile, manifest?.stamp)
    const stamp = `${process.pid}-${Date.now()}`
    const temp = sideFolder(target, 'tmp', stamp)
    try {
      await mkdir(temp, { recursive: true })
      await writeFile(join(temp, OUTPUT_MANIFEST), manifestText('building'))
    } catch (error) {
      await removeMarkedFolder(temp)
      throw writeFailure(error, dirname(target), basename(temp))
    }
    return new OutputWriter(target, temp, stamp, previous, options.keysFile, complete)
  }

  /** Where `path` goes inside the temporary folder; a path that would land outside the output folder is refused. */
  private placeOf(path: string): string {
    const to = resolve(this.temp, path)
    if (!isOutputPath(path) || !to.startsWith(this.temp + sep) || MANIFESTS.has(path)) {
      throw new Error(`output path "${path}" would be written outside the output folder (or over its manifest); refusing to write it`)
    }
    return to
  }

  /**
   * Starts writing `file`; resolves once fewer than CONCURRENCY writes are in flight (back-pressure). Nothing is
   * written when the previous output holds the same bytes at the path (the file is kept, or linked into a new folder),
   * and the file is a hard link when the file written just before has the very same content (a route's `a.html` and
   * `a/index.html`). `key`, when given, is remembered for `reuse` in the next build, with the file's hash if it has one.
   */
  async write(file: OutputFile, key?: string): Promise<void> {
    // A file named by its content's hash is no route's twin, and its content is not read (a kept search chunk makes it
    // then) until the previous output is found not to hold it.
    const named = 'content' in file && file.hash !== undefined
    const same = 'content' in file && !named && this.lastContent?.content === file.content ? this.lastContent.path : undefined
    this.lastContent = 'content' in file && !named ? { path: file.path, content: file.content } : undefined
    const bytes = 'content' in file && !named ? byteLength(file.content) : 0
    await this.place(file.path, bytes, async (to, entry) => {
      if (same !== undefined) await this.last.get(same)
      // Linked into a new folder; kept where it is in an update in place.
      const carryTo = this.inPlace ? undefined : to
      if (same !== undefined && this.staged.has(same)) {
        await this.dirOf(to)
        await linkOrCopy(this.placeOf(same), to)
        entry.linked = true
      } else if ('copyFrom' in file) {
        if (carryTo) await this.dirOf(to)
        entry.bytes = (await stat(file.copyFrom)).size
        entry.linked = await this.previous.carryCopyIfSame(file.path, file.copyFrom, carryTo)
        if (!entry.linked) await this.dirOf(to).then(() => copyFile(file.copyFrom, to))
      } else {
        if (carryTo) await this.dirOf(to)
        // The content hash the previous file was written with vouches for its bytes: nothing read, nothing written.
        const carried = key !== undefined && file.hash !== undefined ? await this.previous.carryByHash(file.path, file.hash, key, carryTo) : undefined
        if (carried !== undefined) {
          entry.bytes = carried
          entry.linked = true
          if (!this.inPlace) this.staged.add(file.path)
          return
        }
        const bytes = typeof file.content === 'string' ? Buffer.from(file.content) : file.content
        entry.bytes = bytes.byteLength
        entry.linked = await this.previous.carryIfSame(file.path, bytes, carryTo)
        if (!entry.linked) await this.dirOf(to).then(() => writeFile(to, bytes))
      }
      const kept = this.inPlace && entry.linked && !(same !== undefined && this.staged.has(same))
      if (!kept) this.staged.add(file.path)
      if (key !== undefined) this.previous.remember(file.path, key, kept ? this.previous.fileOf(file.path)! : to, 'content' in file ? file.hash : undefined)
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
    // An update in place keeps the files where they are: no folder or link to make.
    if (!this.inPlace) await Promise.all(places.map((to) => this.dirOf(to)))
    const sizes = await this.previous.carryByKey(paths, key, this.inPlace ? undefined : places)
    if (!sizes) return false
    paths.forEach((path, i) => {
      this.placed.add(path)
      if (!this.inPlace) this.staged.add(path)
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
    const before = this.last.get(path)
    this.placed.add(path)
    const entry: WrittenFile = { path, bytes }
    const task = (async () => {
      await before
      // Never write through a name placed before: it may be a hard link to a file of the previous output.
      if (this.staged.delete(path)) await rm(to, { force: true })
      await make(to, entry).catch((error) => {
        throw writeFailure(error, this.target, path)
      })
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

  /**
   * Lists the output's files for an update in place now, while the build waits for its search index, rather than in
   * the commit. A file put there by hand after this stays.
   */
  whileWaiting(): void {
    if (this.inPlace) this.listed ??= filesIn(this.target)
  }

  /** Waits for every write, then moves the changed files into the output, or swaps the new folder in for it. */
  async commit(): Promise<void> {
    await Promise.all(this.running)
    if (this.failure) {
      await this.abort()
      throw this.failure
    }
    const files = new Set(this.written.map((f) => f.path))
    try {
      if (this.inPlace) await this.commitInPlace(files)
      else await this.commitSwap(files.size)
    } catch (error) {
      throw writeFailure(error, this.target, 'its mark and moving the new files in')
    }
  }

  /**
   * The files of the output the build did not make go, the changed ones are moved over their old versions. The
   * temporary folder is marked complete first, with what to remove, and the output marked as being updated: a build
   * killed meanwhile leaves both, and the next start finishes the update (recoverOutput).
   */
  private async commitInPlace(files: Set<string>): Promise<void> {
    // A file put there by hand under a name the writer never makes (a backslash in it) stays, as a mark lists no such path.
    const remove = (this.listed ?? filesIn(this.target)).filter((path) => !files.has(path) && isOutputPath(path))
    await writeFile(join(this.temp, NEXT_MANIFEST), manifestText('complete', files.size, this.stamp))
    await writeFile(join(this.temp, UPDATING_MANIFEST), manifestText('updating', undefined, this.stamp))
    await writeFile(join(this.temp, OUTPUT_MANIFEST), manifestText('complete', undefined, this.stamp, { remove }))
    await this.previous.save(this.keysFile, this.stamp)
    await rename(join(this.temp, UPDATING_MANIFEST), join(this.target, OUTPUT_MANIFEST))
    finishUpdate(this.target, this.temp, remove)
    await removeMarkedFolder(this.temp)
  }

  private async commitSwap(files: number): Promise<void> {
    // Marked complete before the swap: a build killed between the two renames below leaves a folder that
    // recoverOutput puts back at the output path when the next build or preview starts.
    await this.previous.save(this.keysFile, this.stamp)
    await writeFile(join(this.temp, OUTPUT_MANIFEST), manifestText('complete', files, this.stamp))
    const old = sideFolder(this.target, 'old', this.stamp)
    let hadOld = true
    try {
      await rename(this.target, old)
    } catch {
      hadOld = false
    }
    // A replaced folder the tool did not make (`--empty-out-dir`) gets the mark, so a kill here still lets the
    // next start clean it up.
    // Only into a real folder: never through a link into a folder that does not hold the output.
    if (hadOld && lstatSync(old).isDirectory() && !readManifest(old)) await writeFile(join(old, OUTPUT_MANIFEST), manifestText('complete'))
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

function byteLength(content: string | Uint8Array): number {
  return typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength
}

const MANIFESTS = new Set([OUTPUT_MANIFEST, NEXT_MANIFEST, UPDATING_MANIFEST])

/**
 * The files of an output folder (paths relative to it, `/`-separated), its manifest aside. Read in place, on this
 * thread: fs/promises' recursive readdir goes one folder after another on the thread pool, several times slower.
 */
function filesIn(folder: string): string[] {
  const entries = readdirSync(folder, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => !e.isDirectory())
    .map((e) => relative(folder, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((path) => path !== OUTPUT_MANIFEST)
}
