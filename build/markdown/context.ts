// The compile context of a site: one shiki highlighter with the configured themes, and the .md, .mdx and partial
// processors that share it. Created once per build, per dev session and per compile worker.
import type { SiteConfig } from '../config/resolve.ts'
import type { CompileContext } from './compile.ts'
import { HighlightCache } from './highlight-cache.ts'
import { createSiteHighlighter } from './highlighter.ts'
import { createMdxProcessor } from './mdx/processor.ts'
import { createMarkdownProcessor } from './processor.ts'
import { createTwoslash } from './twoslash.ts'
import { join } from 'node:path'

export async function createCompileContext(config: SiteConfig): Promise<CompileContext> {
  const themes = config.markdown.code.themes
  const highlighter = await createSiteHighlighter(themes)
  const twoslash = createTwoslash(join(config.root, '.cache/twoslash'))
  const options = { highlighter, themes, twoslash: twoslash.transformer, highlightCache: new HighlightCache() }
  return {
    basePath: config.basePath,
    root: config.root,
    contentDir: join(config.root, config.rootDir),
    highlighter,
    twoslashStats: twoslash.stats,
    processors: { md: createMarkdownProcessor(options), mdx: createMdxProcessor(options), mdPartial: createMdxProcessor(options, 'md') },
  }
}
