// The dev server's compiled-page store: whole pages kept in memory by cache key, over the disk cache, so an edit
// recompiles only the page it touched and every render reads its tree without waiting. Runs in the dev server.
import type { Root } from 'hast'
import type { SourcePage } from '../content/source-page.ts'
import type { PageCache } from '../markdown/page-cache.ts'
import type { CompiledPage, CompiledPageStore, PageSummary } from '../stages/compile.ts'

export class MemoryPageStore implements CompiledPageStore {
  private pages = new Map<string, CompiledPage>()
  /** Cache key → the page's file. */
  private files = new Map<string, string>()

  /** `disk`: the site's page cache, which the background compile's thread writes into. */
  constructor(readonly disk: PageCache) {}

  key(page: SourcePage): string {
    return this.disk.key(page)
  }

  async getSummary(page: SourcePage): Promise<PageSummary | undefined> {
    const key = this.key(page)
    let compiled = this.pages.get(key)
    if (!compiled) {
      compiled = await this.disk.get(page)
      if (compiled) {
        this.pages.set(key, compiled)
        this.files.set(key, page.absolutePath)
      }
    }
    return compiled && summaryOf(compiled)
  }

  async getTree(page: SourcePage): Promise<Root> {
    return this.page(page).hast
  }

  async set(page: SourcePage, compiled: CompiledPage): Promise<void> {
    this.pages.set(this.key(page), compiled)
    this.files.set(this.key(page), page.absolutePath)
    // The disk copy only speeds up the next start; the edit does not wait for it.
    this.disk.set(page, compiled).catch(() => {})
  }

  /** A page this store holds (every page the last compile returned). */
  page(page: SourcePage): CompiledPage {
    const compiled = this.pages.get(this.key(page))
    if (!compiled) throw new Error(`${page.filePath} has not been compiled`)
    return compiled
  }

  /** Forgets one page (by its file), so the next compile reads it and the files it is made from again. */
  forget(file: string): void {
    for (const key of this.pages.keys()) if (this.files.get(key) === file) this.pages.delete(key)
  }

  /** Forgets every page but those of `keep` (pages edited away, deleted or renamed). */
  retain(keep: SourcePage[]): void {
    const keys = new Set(keep.map((page) => this.key(page)))
    for (const key of this.pages.keys()) if (!keys.has(key)) this.pages.delete(key)
    for (const key of this.files.keys()) if (!keys.has(key)) this.files.delete(key)
  }
}

function summaryOf(compiled: CompiledPage): PageSummary {
  const { hast: _, ...summary } = compiled
  return summary
}
