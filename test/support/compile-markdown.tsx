// Test helper: compiles a Markdown/MDX string through the real pipeline and renders its content to HTML with the
// real component map, inside a site context built from a resolved default config.
import { renderToString } from 'react-dom/server'
import { siteConfigSchema } from '../../build/config/schema.ts'
import { resolveConfig, type SiteConfig } from '../../build/config/resolve.ts'
import { hashText } from '../../build/content/collect.ts'
import { parseFrontmatter } from '../../build/content/frontmatter.ts'
import type { SourcePage } from '../../build/content/source-page.ts'
import { compilePage, type CompiledPage } from '../../build/markdown/compile.ts'
import { pageContent, preparePageContent } from '../../build/render/page-content.tsx'
import { componentFailure } from '../../build/render/render-error.ts'
import { pageModel, siteModel } from '../../build/render/page-model.ts'
import { createCompileContext } from '../../build/site.tsx'
import { SiteContext } from '../../runtime/components/site-context.ts'
import type { CompileContext } from '../../build/markdown/compile.ts'

let cached: Promise<CompileContext> | undefined
export function testConfig(input: Record<string, unknown> = {}): SiteConfig {
  return resolveConfig(siteConfigSchema.parse(input), '/site')
}

export function sourcePage(text: string, { file = '/site/content/pages/page.md', path = '/page' } = {}): SourcePage {
  const { frontmatter, body, bodyLine } = parseFrontmatter(file, text)
  return {
    path,
    type: file.endsWith('.mdx') ? 'mdx' : 'md',
    filePath: file.split('/pages/')[1] ?? 'page.md',
    absolutePath: file,
    content: text,
    frontmatter,
    body,
    bodyLine,
    hash: hashText(text),
  }
}

export async function compileMarkdown(
  text: string,
  options: { file?: string; path?: string; basePath?: string } = {},
): Promise<{ compiled: CompiledPage; html: string }> {
  const config = testConfig({ basePath: options.basePath ?? '' })
  cached ??= createCompileContext(config)
  const ctx = { ...(await cached), basePath: config.basePath }
  const source = sourcePage(text, options)
  const compiled = await compilePage(source, ctx)
  await preparePageContent(compiled.hast)
  const value = { site: siteModel(config), page: pageModel(config, source, compiled), posts: [] }
  // As the build does (renderPageHtml): a failure while rendering becomes a BuildError naming the page.
  let html: string
  try {
    html = renderToString(
      <SiteContext.Provider value={value}>
        {pageContent(compiled.hast, { page: source.absolutePath, root: config.root, islandUrl: (key) => `/assets/islands/${key.split('/').pop()}.js` })}
      </SiteContext.Provider>,
    )
  } catch (error) {
    throw componentFailure(error, source.absolutePath)
  }
  return { compiled, html }
}
