// Stage 4, render: one page's compiled tree and the site plan into its HTML document (React renderToString with the
// layouts of runtime/), published as `a.html` and `a/index.html`, plus its raw Markdown as `a.md`.
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { htmlFilesOf, markdownFileOf } from '../content/routes.ts'
import type { SourcePage } from '../content/source-page.ts'
import { BuildError } from '../errors.ts'
import type { CompiledPage } from '../markdown/compile.ts'
import type { OutputFile } from '../output/output-file.ts'
import { hastToReact } from '../render/hast-to-react.ts'
import { pageModel } from '../render/page-model.ts'
import { renderDocument } from '../render/render-page.tsx'
import type { SitePlan } from './plan.ts'

export function renderPageFiles(plan: SitePlan, source: SourcePage, page: CompiledPage): OutputFile[] {
  const html = renderPageHtml(plan, source, page)
  return [...htmlFilesOf(source.path).map((path) => ({ path, content: html })), { path: markdownFileOf(source.path), content: source.content }]
}

/** The files `renderPageFiles` makes for a page, by path. */
export function pageFilePaths(source: SourcePage): string[] {
  return [...htmlFilesOf(source.path), markdownFileOf(source.path)]
}

/** Throws a BuildError naming the page's file when a component fails while rendering it. */
export function renderPageHtml(plan: SitePlan, source: SourcePage, page: CompiledPage): string {
  try {
    return renderDocument(plan.config, plan.site, pageModel(plan.config, source, page), plan.site.posts, hastToReact(page.hast), plan.assets)
  } catch (error) {
    throw new BuildError({ file: source.absolutePath }, `could not render this page: ${error instanceof Error ? error.message : String(error)}`)
  }
}

// The code a page's HTML is made by: the layouts and everything else under runtime/, the build's code (the render
// stage, page model, the Markdown pipeline) and the installed packages. Hashed once per process.
const CODE_DIRS = ['runtime', 'build'].map((d) => fileURLToPath(new URL(`../../${d}`, import.meta.url)))
const LOCKFILE = fileURLToPath(new URL('../../package-lock.json', import.meta.url))
let codeHash: Promise<string> | undefined

function renderCodeHash(): Promise<string> {
  codeHash ??= (async () => {
    const hash = createHash('sha256')
    for (const dir of CODE_DIRS) {
      const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name))
        .sort()
      for (const file of files) hash.update(file).update(await readFile(file))
    }
    hash.update(await readFile(LOCKFILE).catch(() => ''))
    return hash.digest('hex')
  })()
  return codeHash
}

/**
 * Changes whenever the page's files would: what every page shares (`plan.shared`), the page's compiled form (its
 * compile-cache key: content, route, Markdown settings, pipeline), its file and git time, and the render code. An
 * unchanged key lets a build carry the previous output's files over instead of rendering the page again.
 */
export async function renderKey(plan: SitePlan, source: SourcePage, compiledKey: string): Promise<string> {
  return createHash('sha256')
    .update(await renderCodeHash())
    .update(plan.shared)
    .update(compiledKey)
    .update(`${source.filePath}\0${source.lastUpdatedAt ?? ''}`)
    .digest('base64url')
    .slice(0, 22)
}
