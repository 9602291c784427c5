// The only writer of dist/: files go into a temporary sibling folder as the build produces them, and the folder is
// swapped in with renames at the end, so a failed build never leaves a half-written site and the previous dist/
// stays until the new one is complete. Streaming keeps a large site's HTML out of memory.
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import type { OutputFile } from '../output/output-file.ts'
import { assertReplaceableOutput, manifestText, OUTPUT_MANIFEST, readManifest, recoverOutput, sideFolder, type OutputGuardOptions } from './output-folder.ts'

const CONCURRENCY = 64

export interface WrittenFile {
  path: string
  /** Bytes of generated content (0 for a copied static file). */
  bytes: number
}

export class OutputWriter {
  readonly written: WrittenFile[] = []
  private readonly dirs = new Map<string, Promise<unknown>>()
  /** The last write of each path, so a later file of the same path (generated after static) lands last. */
  private readonly last = new Map<string, Promise<void>>()
  private readonly running = new Set<Promise<void>>()
  private failure: unknown

  private constructor(
    readonly target: string,
    private readonly temp: string,
    private readonly stamp: string,
  ) {}

  /**
   * Finishes what a killed build left (see recoverOutput), refuses an output folder the tool may not replace (see
   * assertReplaceableOutput), then opens a marked temporary folder next to it.
   */
  static async open(outDir: string, guard: OutputGuardOptions = {}): Promise<OutputWriter> {
    const target = resolve(outDir)
    recoverOutput(target)
    assertReplaceableOutput(target, guard)
    const stamp = `${process.pid}-${Date.now()}`
    const temp = sideFolder(target, 'tmp', stamp)
    await mkdir(temp, { recursive: true })
    await writeFile(join(temp, OUTPUT_MANIFEST), manifestText('building'))
    return new OutputWriter(target, temp, stamp)
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

  /** Starts writing `file`; resolves once fewer than CONCURRENCY writes are in flight (back-pressure). */
  async write(file: OutputFile): Promise<void> {
    if (this.failure) throw this.failure
    const to = this.placeOf(file.path)
    const dir = dirname(to)
    if (!this.dirs.has(dir)) this.dirs.set(dir, mkdir(dir, { recursive: true }))
    const before = this.last.get(file.path)
    const task = (async () => {
      await this.dirs.get(dir)
      await before
      if ('copyFrom' in file) await copyFile(file.copyFrom, to)
      else await writeFile(to, file.content)
    })()
    this.last.set(file.path, task)
    void task.finally(() => this.last.get(file.path) === task && this.last.delete(file.path)).catch(() => {})
    this.written.push({
      path: file.path,
      bytes: 'content' in file ? (typeof file.content === 'string' ? Buffer.byteLength(file.content) : file.content.byteLength) : 0,
    })
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
    await writeFile(join(this.temp, OUTPUT_MANIFEST), manifestText('complete', new Set(this.written.map((f) => f.path)).size))
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
    if (hadOld) await rm(old, { recursive: true, force: true })
  }

  /** Drops everything written so far; the output directory is untouched. */
  async abort(): Promise<void> {
    await Promise.allSettled(this.running)
    await rm(this.temp, { recursive: true, force: true })
  }
}
