// Test support: compiles Markdown strings, and the site's real content pages, with the real pipeline, so search
// tests index exactly the sections the Markdown plugins record.
import { join } from 'node:path'
import { loadConfig } from '../../build/config/load.ts'
import { collectPages } from '../../build/content/collect-pages.ts'
import { BuildErrors } from '../../build/errors/build-error.ts'
import { compilePage } from '../../build/markdown/compile-page.ts'
import type { CompileContext } from '../../build/markdown/context.ts'
import { PageCache } from '../../build/markdown/page-cache.ts'
import { type CompiledSource, compilePages, createCompileContext, type SummarySource } from '../../build/stages/compile.ts'
import { sourcePage, testConfig } from './compile-markdown.tsx'
import { tempDir } from './temp-dir.ts'

let context: Promise<CompileContext> | undefined

/** Compiles `{ route: markdown }` pages (basePath is applied by the index builder, not here). */
export async function compileTexts(pages: Record<string, string>): Promise<CompiledSource[]> {
  context ??= createCompileContext(testConfig())
  const ctx = await context
  const out: CompiledSource[] = []
  for (const [path, text] of Object.entries(pages)) {
    const file = `/site/content/pages${path === '/' ? '/index' : path}.md`
    const source = sourcePage(text, { file, path })
    out.push({ source, compiled: await compilePage(source, ctx) })
  }
  return out
}

/** Every page of a site folder (`root` holds config/ and content/), compiled as `generateSite` does. */
export async function compileSite(root: string): Promise<SummarySource[]> {
  const config = await loadConfig(root)
  const collected = await collectPages(join(root, config.rootDir, 'pages'), root)
  const cache = await PageCache.open(tempDir('search-pages-'), { basePath: config.basePath, themes: config.markdown.code.themes })
  const { compiled, errors } = await compilePages(collected.pages, await createCompileContext(config), cache)
  BuildErrors.throwIfAny([...collected.errors, ...errors])
  return compiled
}
