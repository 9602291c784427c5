// Parsed frontmatter kept between builds in the site's cache, by its YAML text, so a build parses only the frontmatters
// an edit changed (decisions: Caches). An invalid frontmatter is never kept,
// so its error is reported by every build. Node (the build's main thread).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { contentHash } from '../cache/content-hash.ts'
import { readSalted, writeSalted } from '../cache/salted-file.ts'
import type { KnownFrontmatter, ParsedFrontmatters } from './frontmatter.ts'

/** The code that parses a frontmatter: another version of it (a change of the schema, say) parses anew. */
const CODE = ['frontmatter', 'frontmatter-cache'].map((name) =>
  fileURLToPath(new URL(`./${name}${import.meta.url.slice(import.meta.url.lastIndexOf('.'))}`, import.meta.url)),
)

interface Saved {
  salt: string
  entries: Map<string, KnownFrontmatter>
}

export class FrontmatterCache implements ParsedFrontmatters {
  /** The entries this build used (the ones saved for the next). */
  private readonly used = new Map<string, KnownFrontmatter>()
  private added = false

  private constructor(
    private readonly file: string,
    private readonly salt: string,
    private readonly saved: Map<string, KnownFrontmatter>,
  ) {}

  /** The cache in `dir` (the site's `.cache`); an unreadable or outdated one is empty. */
  static open(dir: string): FrontmatterCache {
    const file = join(dir, 'frontmatter.v8')
    const salt = contentHash(CODE.map((code) => readFileSync(code, 'utf8')).join('\0'), 16)
    return new FrontmatterCache(file, salt, readSalted<Saved>(file, salt)?.entries ?? new Map())
  }

  get(yaml: string): KnownFrontmatter | undefined {
    const known = this.saved.get(yaml)
    if (known) this.used.set(yaml, known)
    return known
  }

  set(yaml: string, known: KnownFrontmatter): void {
    this.used.set(yaml, known)
    this.added = true
  }

  /** Keeps what this build used, when it parsed something new or left something unused. */
  save(): void {
    if (!this.added && this.used.size === this.saved.size) return
    writeSalted(this.file, { salt: this.salt, entries: this.used } satisfies Saved)
  }
}
