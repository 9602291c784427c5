// Disk cache of compiled pages, keyed by the page's content hash, its route, the site's Markdown settings and a
// hash of the pipeline's own code and dependencies, so an edit to a plugin invalidates exactly what it should.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SourcePage } from '../content/source-page.ts'
import type { CompiledPage } from './compile.ts'

const CODE_DIRS = ['build/markdown', 'runtime/components/content'].map((d) => fileURLToPath(new URL(`../../${d}`, import.meta.url)))
const LOCKFILE = fileURLToPath(new URL('../../package-lock.json', import.meta.url))

async function pipelineHash(): Promise<string> {
  const hash = createHash('sha256')
  for (const dir of CODE_DIRS) {
    const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort()
    for (const file of files) hash.update(file).update(await readFile(file))
  }
  if (existsSync(LOCKFILE)) hash.update(await readFile(LOCKFILE))
  return hash.digest('hex')
}

export class PageCache {
  private constructor(
    private readonly dir: string,
    private readonly salt: string,
  ) {}

  /** `settings` is everything outside the page that changes its compiled form (basePath, code themes…). */
  static async open(dir: string, settings: unknown): Promise<PageCache> {
    await mkdir(dir, { recursive: true })
    const salt = createHash('sha256').update(await pipelineHash()).update(JSON.stringify(settings)).digest('hex')
    return new PageCache(dir, salt)
  }

  key(page: SourcePage): string {
    return createHash('sha256').update(this.salt).update(page.path).update(page.type).update(page.hash).digest('hex').slice(0, 32)
  }

  async get(page: SourcePage): Promise<CompiledPage | undefined> {
    try {
      return JSON.parse(await readFile(join(this.dir, `${this.key(page)}.json`), 'utf8')) as CompiledPage
    } catch {
      return undefined
    }
  }

  async set(page: SourcePage, compiled: CompiledPage): Promise<void> {
    const file = join(this.dir, `${this.key(page)}.json`)
    const temp = `${file}.${process.pid}.tmp`
    await writeFile(temp, JSON.stringify(compiled))
    await rename(temp, file)
  }
}
