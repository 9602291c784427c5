// Collects content/pages/**/*.{md,mdx} into SourcePages: routes, frontmatter, git times, content hashes.
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { BuildError } from '../errors.ts'
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

export async function collectPages(pagesDir: string): Promise<{ pages: SourcePage[]; warnings: BuildError[] }> {
  const [files, times] = await Promise.all([listMarkdownFiles(pagesDir), gitLastUpdated(pagesDir)])
  const results = await Promise.all(files.map((file) => readSourcePage(pagesDir, file, times)))
  const byRoute = new Map<string, SourcePage>()
  for (const { page } of results) {
    const other = byRoute.get(page.path)
    if (other) throw new BuildError({ file: page.absolutePath, line: 1 }, `route ${page.path} is already defined by ${other.filePath}`)
    byRoute.set(page.path, page)
  }
  return { pages: results.map((r) => r.page), warnings: results.flatMap((r) => r.warnings) }
}
