// Collects content/pages/**/*.{md,mdx} into SourcePages: routes, frontmatter, git times, content hashes.
import { createHash } from 'node:crypto'
import { basename, relative, sep } from 'node:path'
import { asBuildError, BuildError } from '../errors/build-error.ts'
import { textReader } from '../platform/bulk-fs.ts'
import { parseFrontmatter } from './frontmatter.ts'
import { FrontmatterCache } from './frontmatter-cache.ts'
import { gitLastUpdated } from './git-times.ts'
import { isCodePage, routeOf } from './routes.ts'
import type { SourcePage } from './source-page.ts'
import { walkFiles } from './walk-files.ts'

/**
 * A page is a .md or .mdx file, or a module (isCodePage), under `pagesDir` whose name does not start with `_` (partials
 * and drafts), and neither its name nor a folder's below `pagesDir` starts with `.`: hidden, as Vocs's page glob leaves
 * them (and no server serves a dotted path).
 */
export function isPageFile(pagesDir: string, file: string): boolean {
  return pageFileKind(pagesDir, file) === 'page'
}

/** A page, a page but for a hidden name (isPageFile), or neither. */
function pageFileKind(pagesDir: string, file: string): 'page' | 'hidden' | undefined {
  const name = basename(file)
  if (!(/\.mdx?$/.test(name) || isCodePage(name)) || name.startsWith('_') || !file.startsWith(pagesDir + sep)) return undefined
  const parts = file.slice(pagesDir.length + 1).split(sep)
  return parts.some((part) => part.startsWith('.')) ? 'hidden' : 'page'
}

/** The MDX a module page is compiled as: its default export, rendered (and hydrated) as the page's content. */
function codePageSource(file: string): string {
  return `import Page from ${JSON.stringify(`./${basename(file)}`)}\n\n<Page />\n`
}

/** The hash of the page in `file` whose text is `text`: a module page's MDX with the module's text (its MDX is the same when the module changes). */
export function pageHash(file: string, text: string): string {
  return hashText(isCodePage(basename(file)) ? `${codePageSource(file)}\0${text}` : text)
}

export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

export async function readSourcePage(
  pagesDir: string,
  file: string,
  times?: Map<string, number>,
  frontmatters?: FrontmatterCache,
  read = textReader(false),
): Promise<{ page: SourcePage; warnings: BuildError[] }> {
  const text = await read(file)
  const filePath = relative(pagesDir, file).replace(/\\/g, '/')
  const code = isCodePage(basename(file))
  const content = code ? codePageSource(file) : text
  const { frontmatter, body, bodyLine, warnings } = code
    ? { frontmatter: {}, body: content, bodyLine: 1, warnings: [] }
    : parseFrontmatter(file, content, frontmatters)
  return {
    page: {
      path: routeOf(filePath),
      type: code || file.endsWith('.mdx') ? 'mdx' : 'md',
      filePath,
      absolutePath: file,
      content,
      frontmatter,
      body,
      bodyLine,
      lastUpdatedAt: times?.get(filePath),
      hash: pageHash(file, text),
    },
    warnings,
  }
}

export interface CollectedPages {
  pages: SourcePage[]
  warnings: BuildError[]
  /** One per page that could not be read (bad frontmatter, say); the other pages still come back. */
  errors: BuildError[]
  /** The routes the hidden page files would have (isPageFile): a Vocs build writes its not-found page there. */
  hidden: string[]
}

export interface CollectOptions {
  /** Where the frontmatters parsed are kept for the next build (see frontmatter-cache.ts). */
  cacheDir?: string
  /** Read the sources with the thread blocked (bulk-fs.ts): for a build's main thread, idle while it reads them. */
  blockingReads?: boolean
}

/** Every page under `pagesDir`; symlinks are followed only inside `siteRoot` (see walk-files.ts). */
export async function collectPages(pagesDir: string, siteRoot: string, { cacheDir, blockingReads = false }: CollectOptions = {}): Promise<CollectedPages> {
  const [walked, times] = await Promise.all([walkFiles(pagesDir, siteRoot), gitLastUpdated(pagesDir)])
  const files = walked.files.filter((file) => isPageFile(pagesDir, file))
  const hidden = walked.files.filter((file) => pageFileKind(pagesDir, file) === 'hidden').map((file) => routeOf(relative(pagesDir, file).replace(/\\/g, '/')))
  const frontmatters = cacheDir === undefined ? undefined : FrontmatterCache.open(cacheDir)
  const read = textReader(blockingReads)
  const settled = await Promise.allSettled(files.map((file) => readSourcePage(pagesDir, file, times, frontmatters, read)))
  frontmatters?.save()
  const pages: SourcePage[] = []
  const warnings: BuildError[] = [...walked.warnings]
  const errors: BuildError[] = [...walked.errors]
  for (const [i, result] of settled.entries()) {
    if (result.status === 'rejected') errors.push(asBuildError(result.reason, files[i]!, 'read'))
    else {
      pages.push(result.value.page)
      warnings.push(...result.value.warnings)
    }
  }
  return { pages, warnings, errors, hidden }
}

/** Two files that make the same route (`a.md` and `a/index.md`): an error on every file after the first, in path order. */
export function duplicateRoutes(pages: SourcePage[]): BuildError[] {
  const byRoute = new Map<string, SourcePage>()
  const errors: BuildError[] = []
  for (const page of [...pages].sort((a, b) => (a.absolutePath < b.absolutePath ? -1 : 1))) {
    const other = byRoute.get(page.path)
    if (other) errors.push(new BuildError({ file: page.absolutePath, line: 1 }, `route ${page.path} is already defined by ${other.filePath}`))
    else byRoute.set(page.path, page)
  }
  return errors
}

/** The longest file name (in bytes) the common file systems take: ext4, APFS, NTFS (255 UTF-16 units, more bytes). */
const MAX_NAME_BYTES = 255

/**
 * Pages whose output file name would be longer than a file system takes (`<name>.html`): an error naming the page,
 * before anything is written.
 */
export function tooLongNames(pages: SourcePage[]): BuildError[] {
  return pages.flatMap((page) => {
    const longest = pageFileNames(page.path).reduce((a, b) => (Buffer.byteLength(b) > Buffer.byteLength(a) ? b : a))
    const bytes = Buffer.byteLength(longest)
    if (bytes <= MAX_NAME_BYTES) return []
    return [
      new BuildError(
        { file: page.absolutePath },
        `the page's name is too long: its output file "${longest.slice(0, 24)}…" would have ${bytes} bytes, more than the ${MAX_NAME_BYTES} a file system takes; shorten the file name by ${bytes - MAX_NAME_BYTES} bytes or more`,
      ),
    ]
  })
}

/** The last segment of every file a page makes (`a.html`, `index.html`, `a.md`). */
function pageFileNames(route: string): string[] {
  const base = route === '/' ? 'index' : route.slice(route.lastIndexOf('/') + 1)
  return [`${base}.html`, `${base}.md`]
}

/**
 * Pages whose routes differ only in letter case (`Foo.md`, `foo.md`) or in how a letter is written in Unicode (é as
 * one character, NFC, or as e and an accent, NFD): they build here, but overwrite each other on a case-insensitive or
 * normalising file system (macOS, Windows) and in many hosts' URLs. One warning per clash, on the later file, naming both.
 */
export function clashingRoutes(pages: SourcePage[]): BuildError[] {
  const byKey = new Map<string, SourcePage>()
  const warnings: BuildError[] = []
  for (const page of [...pages].sort((a, b) => (a.absolutePath < b.absolutePath ? -1 : 1))) {
    const key = page.path.normalize('NFC').toLowerCase()
    const other = byKey.get(key)
    if (!other) {
      byKey.set(key, page)
      continue
    }
    const how = other.path.normalize('NFC') === page.path.normalize('NFC') ? 'only in Unicode normalization (NFC and NFD)' : 'only in letter case'
    warnings.push(
      new BuildError(
        { file: page.absolutePath, line: 1 },
        `route ${page.path} and route ${other.path} (${other.filePath}) differ ${how}: they overwrite each other on macOS and Windows and in many hosts' URLs; rename one of the two files`,
      ),
    )
  }
  return warnings
}
