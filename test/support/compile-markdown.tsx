// Test helper: compiles a Markdown/MDX string through the real pipeline and renders its content to HTML with the
// real component map, inside a site context built from a resolved default config.
import type { Root } from 'hast'
import { toString as hastText } from 'hast-util-to-string'
import { renderToString } from 'react-dom/server'
import { resolveConfig, type SiteConfig } from '../../build/config/resolve.ts'
import { siteConfigSchema } from '../../build/config/schema.ts'
import { hashText } from '../../build/content/collect-pages.ts'
import { parseFrontmatter } from '../../build/content/frontmatter.ts'
import type { SourcePage } from '../../build/content/source-page.ts'
import { type CompiledPage, compilePage } from '../../build/markdown/compile-page.ts'
import type { CompileContext } from '../../build/markdown/context.ts'
import { pageContent, preparePageContent } from '../../build/render/page-content.tsx'
import { pageModel, siteModel } from '../../build/render/page-model.ts'
import { componentFailure } from '../../build/render/render-error.ts'
import { createCompileContext } from '../../build/stages/compile.ts'
import { SiteContext } from '../../runtime/components/site-context.ts'
import { tempDir } from './temp-dir.ts'

/** One compile context per site folder (a highlighter and TypeScript are slow to start). */
const contexts = new Map<string, Promise<CompileContext>>()
/** The default test site's folder: its caches (twoslash results) belong to this test process, never to the machine's /site. */
const SITE_ROOT = tempDir('test-site-')

export function testConfig(input: Record<string, unknown> = {}, root = SITE_ROOT): SiteConfig {
  return resolveConfig(siteConfigSchema.parse(input), root)
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
  options: { file?: string; path?: string; basePath?: string; root?: string; rootDir?: string } = {},
): Promise<{ compiled: CompiledPage; html: string }> {
  const config = testConfig({ basePath: options.basePath ?? '', ...(options.rootDir && { rootDir: options.rootDir }) }, options.root)
  const key = `${config.root}\0${config.rootDir}`
  if (!contexts.has(key)) contexts.set(key, createCompileContext(config))
  const ctx = { ...(await contexts.get(key)!), basePath: config.basePath }
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

/** Every twoslash popup's text in a compiled tree, in order. */
export function twoslashPopups(tree: Root): string[] {
  const found: string[] = []
  const walk = (node: Root | Root['children'][number]) => {
    if (!('children' in node)) return
    if (node.type === 'element' && String(node.properties.className ?? node.properties.class ?? '').includes('twoslash-popup-code')) found.push(hastText(node))
    for (const child of node.children) walk(child)
  }
  walk(tree)
  return found
}
