// Collects content/pages/**/*.{md,mdx} into SourcePages: routes, frontmatter, git times, content hashes.
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { asBuildError, BuildError } from '../errors.ts'
import { parseFrontmatter } from './frontmatter.ts'
import { gitLastUpdated } from './git-times.ts'
import { routeOf } from './routes.ts'
import type { SourcePage } from './source-page.ts'

export async function listMarkdownFiles(dir: string): Promise<string[]> {
  let entries
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true })
  } catch {
    return []
  }
  return entries
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name) && !e.name.startsWith('_'))
    .map((e) => join(e.parentPath, e.name))
    .sort()
}

export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

export async function readSourcePage(pagesDir: string, file: string, times?: Map<string, number>): Promise<{ page: SourcePage; warnings: BuildError[] }> {
  const content = await readFile(file, 'utf8')
  const filePath = relative(pagesDir, file).replace(/\\/g, '/')
  const { frontmatter, body, bodyLine, warnings } = parseFrontmatter(file, content)
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

export async function collectPages(pagesDir: string): Promise<CollectedPages> {
  const [files, times] = await Promise.all([listMarkdownFiles(pagesDir), gitLastUpdated(pagesDir)])
  const settled = await Promise.allSettled(files.map((file) => readSourcePage(pagesDir, file, times)))
  const pages: SourcePage[] = []
  const warnings: BuildError[] = []
  const errors: BuildError[] = []
  for (const [i, result] of settled.entries()) {
    if (result.status === 'rejected') errors.push(asBuildError(result.reason, files[i]!, 'read'))
    else pages.push(result.value.page), warnings.push(...result.value.warnings)
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
