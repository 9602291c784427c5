// A page's twoslash types worked out ahead of its compile (Node, a compile worker): the page goes through its processor
// up to the highlighting step, which hands over its twoslash fences and stops it there; their types then go into the
// twoslash disk cache, where the page's compile on another thread finds them. Nothing it does reaches the output: a
// page it could not get through, or a block that failed, is compiled (and reported) by the compile as before.
import type { SourcePage } from '../../content/source-page.ts'
import { pageFile } from '../compile-page.ts'
import type { CompileContext } from '../context.ts'
import { TwoslashFencesFound } from '../rehype/highlight-page.ts'

export async function computePageTypes(page: SourcePage, ctx: CompileContext): Promise<void> {
  await ctx.loadTwoslash?.()
  const file = pageFile(page, ctx)
  file.data.twoslashFencesOnly = true
  try {
    // An .mdx page's partials are not compiled first, as they are in its compile: their blocks are the compile's.
    if (page.type === 'mdx') {
      const { page: mdx } = await ctx.processors.mdx()
      await mdx.run(mdx.parse(file) as never, file)
    } else await ctx.processors.md.run(ctx.processors.md.parse(file), file)
  } catch (error) {
    if (error instanceof TwoslashFencesFound) ctx.computeTwoslashTypes?.(error.fences)
  }
}
