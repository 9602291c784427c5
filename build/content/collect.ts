// Collects content/pages/**/*.{md,mdx} into SourcePages: routes, frontmatter, git times, content hashes.
import { createHash } from 'node:crypto'
import { textReader } from '../bulk-fs.ts'
import { basename, relative } from 'node:path'
import { asBuildError, BuildError } from '../errors.ts'
import { parseFrontmatter } from './frontmatter.ts'
import { FrontmatterCache } from './frontmatter-cache.ts'
import { gitLastUpdated } from './git-times.ts'
import { routeOf } from './routes.ts'
import type { SourcePage } from './source-page.ts'
import { walkFiles } from './walk.ts'

/** A page is a .md or .mdx file whose name does not start with `_` (partials and drafts). */
function isPageFile(file: string): boolean {
  const name = basename(file)
  return /\.mdx?$/.test(name) && !name.startsWith('_')
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
  const content = await read(file)
  const filePath = relative(pagesDir, file).replace(/\\/g, '/')
  const { frontmatter, body, bodyLine, warnings } = parseFrontmatter(file, content, frontmatters)
  return {
    page: {
      path: routeOf(filePath),
      type: file.endsWith('.mdx') ? 'mdx' : 'md',
      filePath,
      absolutePath: file,
      content,
      frontmatter,
      body,
      bodyLine,
      lastUpdatedAt: times?.get(filePath),
      hash: hashText(content),
    },
    warnings,
  }
}

export interface CollectedPages {
  pages: SourcePage[]
  warnings: BuildError[]
  /** One per page that could not be read (bad frontmatter, say); the other pages still come back. */
  errors: BuildError[]
}

export interface CollectOptions {
  /** Where the frontmatters parsed are kept for the next build (see frontmatter-cache.ts). */
  cacheDir?: string
  /** Read the sources with the thread blocked (bulk-fs.ts): for a build's main thread, idle while it reads them. */
  blockingReads?: boolean
}

/** Every page under `pagesDir`; symlinks are followed only inside `siteRoot` (see walk.ts). */
export async function collectPages(pagesDir: string, siteRoot: string, { cacheDir, blockingReads = false }: CollectOptions = {}): Promise<CollectedPages> {
  const [walked, times] = await Promise.all([walkFiles(pagesDir, siteRoot), gitLastUpdated(pagesDir)])
  const files = walked.files.filter(isPageFile)
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
  return { pages, warnings, errors }
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
