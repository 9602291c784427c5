// Disk cache of compiled pages, keyed by the page's content hash, its route, the site's Markdown settings and a
// hash of the pipeline's own code and dependencies, so an edit to a plugin invalidates exactly what it should; an
// entry also holds the hashes of the files the page imports or includes, and is stale once one of them changes.
// Each page is one file: its data on the first line, its tree after it (in tree-form.ts's short form), so a build
// can read every page's data alone and hold only the tree it renders. A build prunes what no page of it used and
// nothing wrote for a day: old versions of edited pages, pages of old settings.
import { createHash } from 'node:crypto'
import { mkdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Root } from 'hast'
import { codeHash } from '../cache/code-hash.ts'
import { deleteStale } from '../cache/stale-cache.ts'
import type { SourcePage } from '../content/source-page.ts'
import { firstLineReader, textReader, writeFile } from '../platform/bulk-fs.ts'
import type { CompiledPage, PageSummary } from './compile-page.ts'
import { unchanged } from './dependencies.ts'
import { treeFromJson, treeToJson } from './tree-form.ts'

/**
 * An entry's file (`<key>.page`) and a write's temporary file: the only names prune touches. Entries of the earlier
 * layout (`<key>.json` beside `<key>.tree.json`) are pruned like any entry no build uses.
 */
const ENTRY_FILE = /^([0-9a-f]{32})\.(?:page|json|tree\.json)(?:\.\d+\.tmp)?$/
/** An unused entry is kept this long after it was written: another build or a dev server may be using it now. */
export const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000

const CODE_DIRS = ['build/markdown', 'runtime/components/content'].map((d) => fileURLToPath(new URL(`../../${d}`, import.meta.url)))
const LOCKFILE = fileURLToPath(new URL('../../package-lock.json', import.meta.url))

export interface PageCacheOptions {
  /**
   * Read entries with the thread blocked (bulk-fs.ts), for a thread with nothing else to do meanwhile: a build worker,
   * whose reads otherwise wait behind the main thread's output writes, and a build's main thread.
   */
  blockingReads?: boolean
}

export class PageCache {
  private constructor(
    /** The folder, and the settings it was opened with: a compile worker opens the same cache with them. */
    readonly dir: string,
    readonly settings: unknown,
    private readonly salt: string,
    private readonly read: (file: string) => Promise<string>,
    private readonly readFirstLine: (file: string) => Promise<string>,
  ) {}

  /** `settings` is everything outside the page that changes its compiled form (basePath, code themes…). */
  static async open(dir: string, settings: unknown, options: PageCacheOptions = {}): Promise<PageCache> {
    await mkdir(dir, { recursive: true })
    const salt = createHash('sha256').update(codeHash(CODE_DIRS, LOCKFILE)).update(JSON.stringify(settings)).digest('hex')
    const blocking = Boolean(options.blockingReads)
    return new PageCache(dir, settings, salt, textReader(blocking), firstLineReader(blocking))
  }

  /**
   * Pages whose entry was there but could not be read (too large for a string, cut short, not JSON): each is a miss,
   * compiled again; the build warns once, naming them. Page file → why.
   */
  readonly unreadable = new Map<string, string>()

  /** Why the first entry that could not be written failed (a full disk, say): the page is then compiled again to render. */
  unwritable: string | undefined

  /** Notes an entry that could not be read; a missing entry (ENOENT) is an ordinary miss. */
  noteUnreadable(page: SourcePage, error: unknown): void {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    this.unreadable.set(page.absolutePath, error instanceof Error ? error.message : String(error))
  }

  /** Each page's key once: every stage asks for it (at 10,000 pages, 50,000 hashes made five times over). */
  private readonly keys = new WeakMap<SourcePage, string>()

  key(page: SourcePage): string {
    let key = this.keys.get(page)
    if (key === undefined) {
      key = createHash('sha256').update(this.salt).update(page.path).update(page.type).update(page.hash).digest('hex').slice(0, 32)
      this.keys.set(page, key)
    }
    return key
  }

  /** The whole compiled page, from one read (a render thread's, the dev server's, which keeps pages whole). */
  async get(page: SourcePage): Promise<CompiledPage | undefined> {
    try {
      const text = await this.read(this.file(page))
      const newline = text.indexOf('\n')
      const summary = this.current(JSON.parse(text.slice(0, newline)) as PageSummary)
      return summary && { ...summary, hast: treeFromJson(text.slice(newline + 1)) }
    } catch (error) {
      this.noteUnreadable(page, error)
      return undefined
    }
  }

  /** The page's data without its tree: what every site-wide step needs, a fraction of the size. */
  async getSummary(page: SourcePage): Promise<PageSummary | undefined> {
    try {
      return this.current(JSON.parse(await this.readFirstLine(this.file(page))) as PageSummary)
    } catch (error) {
      this.noteUnreadable(page, error)
      return undefined
    }
  }

  /**
   * The page's tree, read when it is rendered, so a build holds one tree at a time. Throws when the entry cannot be
   * read (see treeOf in stages/compile.ts, which compiles the page again then).
   */
  async getTree(page: SourcePage): Promise<Root> {
    const text = await this.read(this.file(page))
    const newline = text.indexOf('\n')
    if (newline === -1) throw new Error(`the page cache's entry for ${page.path} has no tree`)
    return treeFromJson(text.slice(newline + 1))
  }

  /** One file per page, data first (decisions: Caches). */
  async set(page: SourcePage, compiled: CompiledPage): Promise<void> {
    const { hast, ...summary } = compiled
    // JSON has no raw newline (one in a string is written `\n`): the first is the end of the data.
    await this.writeAtomically(this.file(page), `${JSON.stringify(summary)}\n${treeToJson(hast)}`)
  }

  /** `summary`, unless a file the page imports or includes changed: then the page is compiled anew. */
  private current(summary: PageSummary): PageSummary | undefined {
    return unchanged(summary.data.dependencies) ? summary : undefined
  }

  /**
   * Deletes the entries whose key is not in `keep` and that were written more than `after` ms ago (a temporary file
   * of a write that never finished too); other files in the folder are left alone. Returns how many files went.
   */
  prune(keep: Set<string>, after = PRUNE_AFTER_MS, now = Date.now()): Promise<number> {
    const unused = (name: string) => {
      const match = ENTRY_FILE.exec(name)
      return match !== null && (!keep.has(match[1]!) || name.endsWith('.tmp'))
    }
    return deleteStale(this.dir, unused, after, now)
  }

  private file(page: SourcePage): string {
    return join(this.dir, `${this.key(page)}.page`)
  }

  /** Writes an entry whole, then renames it in; a write that fails leaves no file and is noted, never thrown. */
  private async writeAtomically(file: string, content: string): Promise<void> {
    const temp = `${file}.${process.pid}.tmp`
    try {
      await writeFile(temp, content)
      await rename(temp, file)
    } catch (error) {
      await rm(temp, { force: true })
      this.unwritable ??= (error as NodeJS.ErrnoException).code ?? String(error)
    }
  }
}
