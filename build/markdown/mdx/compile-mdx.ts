// The .mdx half of compilePage: runs the MDX processor on the parsed page, bundles the resulting module with its
// imports, and returns a tree that carries the bundled module (render/page-content.tsx runs it) instead of HTML
// elements. Partials a page imports compile here too, with the page's route, and add to the page's data.
import { readFile } from 'node:fs/promises'
import type { Root as HastRoot } from 'hast'
import type { Root as MdastRoot } from 'mdast'
import { VFile } from 'vfile'
import type { Frontmatter } from '../../content/frontmatter.ts'
import { islandKeyOf } from '../../render/island-mark.ts'
import type { CompileContext } from '../compile.ts'
import { loadLanguagesOf } from '../languages.ts'
import { bundlePage } from './bundle-page.ts'
import type { MdxProcessor } from './processor.ts'

/** An island the page uses: the module its chunk is made from and the export the browser takes from it. */
export interface IslandRef {
  key: string
  export: string
}

declare module 'hast' {
  interface RootData {
    /** The page's bundled module (CommonJS), for an .mdx page. */
    mdxModule?: string
    /** `importKey(file, specifier)` → island key, for the imports of the page and its partials. */
    islandKeys?: Record<string, string>
    /** Resolved files of the installed packages the module requires. */
    mdxPackages?: string[]
  }
}

declare module 'vfile' {
  interface DataMap {
    /** Absolute paths of files the page is made from besides itself (imports, partials, included snippets). */
    dependencies: string[]
  }
}

export async function compileMdx(mdast: MdastRoot, file: VFile, frontmatter: Frontmatter, ctx: CompileContext): Promise<HastRoot> {
  const processor = ctx.processors.mdx
  const program = await processor.run(mdast as never, file)
  let js = withSourceMap(processor.stringify(program, file), file)
  const mdx = file.data.mdx!
  // As in Vocs (remark-mdx-frontmatter): the page's frontmatter is `frontmatter` in its expressions.
  if (!mdx.exports.includes('frontmatter')) js += `\nexport const frontmatter = ${JSON.stringify(frontmatter)};\n`
  const bundle = await bundlePage(js, {
    root: ctx.root,
    contentDir: ctx.contentDir,
    file: file.path,
    imports: mdx.imports,
    partial: (path) => compilePartial(path, file, ctx),
  })
  file.data.dependencies = [...new Set([...(file.data.dependencies ?? []), ...bundle.files])]
  const islands: IslandRef[] = mdx.islands.map((mark) => ({
    key: islandKeyOf(mark, bundle.resolved)!,
    export: mark.export,
  }))
  file.data.page!.islands = islands.filter((island, i) => islands.findIndex((o) => o.key === island.key && o.export === island.export) === i)
  return { type: 'root', children: [], data: { mdxModule: bundle.code, islandKeys: bundle.resolved, mdxPackages: bundle.packages } }
}

/** A partial (`_setup.mdx`, `_note.md`) as JavaScript; its code styles, ids and files count as the page's. */
async function compilePartial(path: string, page: VFile, ctx: CompileContext): Promise<string> {
  const file = new VFile({ path, value: await readFile(path, 'utf8') })
  const parent = page.data.page!
  file.data.page = { route: parent.route, basePath: parent.basePath }
  const processor: MdxProcessor = path.endsWith('.md') ? ctx.processors.mdPartial : ctx.processors.mdx
  const mdast = processor.parse(file)
  await loadLanguagesOf(mdast, ctx.highlighter)
  const js = withSourceMap(processor.stringify(await processor.run(mdast as never, file), file), file)
  const data = file.data.page
  parent.codeStyles = { ...parent.codeStyles, ...data.codeStyles }
  parent.anchors = [...(parent.anchors ?? []), ...(data.anchors ?? [])]
  page.data.dependencies = [...(page.data.dependencies ?? []), path, ...(file.data.dependencies ?? [])]
  // Islands a partial uses are the page's islands.
  if (file.data.mdx) page.data.mdx!.islands.push(...file.data.mdx.islands)
  return js
}

/** The MDX compiler's source map, inline, so esbuild chains it into the bundle's map (page lines, not JS lines). */
function withSourceMap(js: string, file: VFile): string {
  if (!file.map) return js
  const map = { ...file.map, sources: [file.path] }
  return `${js}\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(map)).toString('base64')}\n`
}
