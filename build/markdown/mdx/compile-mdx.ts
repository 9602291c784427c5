// The .mdx half of compilePage: runs the MDX processor on the parsed page, bundles the resulting module with its
// imports, and returns a tree that carries the bundled module (render/page-content.tsx runs it) instead of HTML
// elements. Partials a page imports compile first (mdx/partials.ts) and add to the page's data.
import type { Root as HastRoot } from 'hast'
import type { Root as MdastRoot } from 'mdast'
import type { VFile } from 'vfile'
import type { Frontmatter } from '../../content/frontmatter.ts'
import type { CompileContext } from '../context.ts'
import type { IslandRef } from '../page-data.ts'
import { bundlePage } from './bundle-page.ts'
import { islandKeyOf } from './island-mark.ts'
import { compilePartial, compilePartialsOf, newPartialsOfPage, withSourceMap } from './partials.ts'

declare module 'vfile' {
  interface DataMap {
    /** Absolute paths of files the page is made from besides itself (imports, partials, included snippets). */
    dependencies: string[]
  }
}

export async function compileMdx(mdast: MdastRoot, file: VFile, frontmatter: Frontmatter, ctx: CompileContext): Promise<HastRoot> {
  const processor = (await ctx.processors.mdx()).page
  // Partials first: the page's heading ids and search sections count their headings where they are used.
  const partials = newPartialsOfPage()
  await compilePartialsOf(mdast, file, ctx, partials)
  const program = await processor.run(mdast as never, file)
  let js = withSourceMap(processor.stringify(program, file), file)
  const mdx = file.data.mdx!
  // As in Vocs (remark-mdx-frontmatter): the page's frontmatter is `frontmatter` in its expressions.
  if (!mdx.exports.includes('frontmatter')) js += `\nexport const frontmatter = ${JSON.stringify(frontmatter)};\n`
  const bundle = await bundlePage(js, {
    root: ctx.root,
    imports: ctx.siteImports,
    file: file.path,
    pageImports: mdx.imports,
    // A partial imported some other way (from a component, say) compiles when the bundler meets it.
    partial: async (path) => {
      if (!partials.js.has(path)) await compilePartial(path, file, ctx, partials)
      return partials.js.get(path)!
    },
    subtree: (key) => [...mdx.islands, ...partials.islands].find((mark) => mark.source === key)?.module,
  })
  const data = file.data.page!
  data.codeStyles = { ...data.codeStyles, ...partials.codeStyles }
  file.data.mdx!.islands.push(...partials.islands)
  data.links = [...(data.links ?? []), ...partials.links]
  if (bundle.css) data.styles = bundle.css
  if (bundle.importedFiles.length) data.importedFiles = bundle.importedFiles
  file.data.dependencies = [...new Set([...(file.data.dependencies ?? []), ...partials.dependencies, ...bundle.files])]
  const islands: IslandRef[] = mdx.islands.map((mark) => ({
    key: islandKeyOf(mark, bundle.resolved)!,
    export: mark.export,
    ...(mark.module && { module: mark.module }),
  }))
  file.data.page!.islands = islands.filter((island, i) => islands.findIndex((o) => o.key === island.key && o.export === island.export) === i)
  return { type: 'root', children: [], data: { mdxModule: bundle.code, islandKeys: bundle.resolved, mdxPackages: bundle.packages } }
}
