// Compiles one SourcePage into its HAST and page data (title, outline, search sections, links). An .mdx page's
// tree carries its bundled module instead (mdx/compile-mdx.ts). Caching is the caller's (page-cache.ts).
import type { Root } from 'hast'
import type { Root as MdastRoot } from 'mdast'
import { VFile } from 'vfile'
import { compiledPathOf } from '../content/routes.ts'
import type { SourcePage } from '../content/source-page.ts'
import { BuildError, BuildErrors } from '../errors/build-error.ts'
import type { CompileContext } from './context.ts'
import { hashFiles } from './dependencies.ts'
import { isHighlightedPre } from './highlighted-code.ts'
import { loadLanguagesOf } from './languages.ts'
import { assertNestingWithinLimit, assertTreeDepthWithinLimit } from './nesting.ts'
import type { PageFileData } from './page-data.ts'
import { SKIP, walk, walkMarkdown } from './tree-walk.ts'
import { mayHoldTwoslash, TwoslashFenceError } from './twoslash/fence.ts'

export interface CompiledPage {
  hast: Root
  data: Required<Pick<PageFileData, 'title' | 'outline' | 'anchors' | 'sections' | 'links' | 'codeStyles'>> &
    Pick<PageFileData, 'subtitle' | 'description' | 'islands' | 'markdown' | 'styles' | 'importedFiles'> & {
      /** Files the page is made from besides itself (imports, partials, included snippets) → sha256 of their text. */
      dependencies?: Record<string, string>
      /** Set when the config's transformPageData changed the page's data: a hash of what it gave (build/hooks/page-data.ts). */
      dataHash?: string
    }
  warnings: string[]
}

/** A compiled page without its tree: all that site-wide steps (links, search, sidebar, llms) read. */
export type PageSummary = Omit<CompiledPage, 'hast'>

/** The file the processors compile `page` as, with what the page's plugins read from it. */
export function pageFile(page: SourcePage, ctx: Pick<CompileContext, 'basePath'>): VFile {
  const file = new VFile({ path: compiledPathOf(page.absolutePath), value: page.content })
  file.data.page = {
    route: page.path,
    basePath: ctx.basePath,
    linkBase: linkBaseOf(page),
    title: page.frontmatter.title,
    description: page.frontmatter.description,
  }
  return file
}

/** The route folder of the page's file: its relative links resolve from there, as Vocs resolves them. */
function linkBaseOf(page: SourcePage): string {
  if (/(^|\/)index\.mdx?$/.test(page.filePath)) return page.path.endsWith('/') ? page.path : `${page.path}/`
  const at = page.path.lastIndexOf('/')
  return page.path.slice(0, at + 1)
}

export async function compilePage(page: SourcePage, ctx: CompileContext): Promise<CompiledPage> {
  const processor = page.type === 'mdx' ? (await ctx.processors.mdx()).page : ctx.processors.md
  const file = pageFile(page, ctx)
  let mdast: MdastRoot | undefined
  try {
    assertNestingWithinLimit(page)
    mdast = processor.parse(file) as MdastRoot
    assertTreeDepthWithinLimit(mdast, page.absolutePath)
    const warnings = await loadLanguagesOf(mdast, ctx.highlighter)
    if (mayHoldTwoslash(page.content)) await ctx.loadTwoslash?.()
    const hast =
      page.type === 'mdx'
        ? await (await import('./mdx/compile-mdx.ts')).compileMdx(mdast, file, page.frontmatter, ctx)
        : ((await ctx.processors.md.run(mdast, file)) as Root)
    // Positions were needed for errors; dropping them halves the cached JSON. Shiki's notation transformers leave
    // their working state (copies of the lines they marked) on the code element: nothing reads it afterwards. A
    // highlighted block's tokens, most of a page's nodes, carry neither: shiki makes them, and the doc comments in
    // its type popups lose their places where they are made (twoslash/jsdoc-markdown.ts).
    delete hast.position
    walk(hast, (node, _index, parent) => {
      delete node.position
      if (node.data && '_shiki_notation' in node.data) delete (node.data as Record<string, unknown>)._shiki_notation
      if (node.type === 'element' && node.tagName === 'code' && isHighlightedPre(parent)) return SKIP
    })
    const data = file.data.page!
    return {
      hast,
      data: {
        title: data.title ?? '',
        subtitle: data.subtitle,
        description: data.description,
        outline: data.outline ?? [],
        anchors: data.anchors ?? [],
        sections: data.sections ?? [],
        links: data.links ?? [],
        codeStyles: data.codeStyles ?? {},
        ...(data.styles ? { styles: data.styles } : {}),
        ...(data.importedFiles?.length ? { importedFiles: data.importedFiles } : {}),
        ...(data.islands?.length ? { islands: data.islands } : {}),
        ...(data.markdown !== undefined ? { markdown: data.markdown } : {}),
        ...(file.data.dependencies?.length ? { dependencies: hashFiles(file.data.dependencies) } : {}),
      },
      // The plugins' own warnings (a code-group tab with no name, a site plugin's `file.message`) name their place.
      warnings: [
        ...warnings.map((w) => `${page.absolutePath}${w}`),
        ...file.messages.map((m) => new BuildError({ file: m.file ?? page.absolutePath, line: m.line, column: m.column }, m.reason).format()),
      ],
    }
  } catch (error) {
    if (error instanceof BuildError || error instanceof BuildErrors) throw error
    if (error instanceof TwoslashFenceError) {
      let line: number | undefined
      if (mdast) {
        walkMarkdown(mdast, 'code', (node) => {
          if (node.value === error.code.replace(/\n$/, '')) line ??= node.position?.start.line
        })
      }
      throw new BuildError({ file: page.absolutePath, line }, `type error in a twoslash code block: ${error.message.trim().replace(/\s*\n\s*/g, ' ')}`)
    }
    if (error instanceof RangeError && /call stack/i.test(error.message)) {
      throw new BuildError({ file: page.absolutePath }, 'this page nests too deeply to compile (the call stack overflowed); flatten its deepest part')
    }
    // Parser errors (e.g. MDX syntax) carry a position; keep it.
    const e = error as {
      line?: number
      column?: number
      place?: { line?: number; column?: number; start?: { line: number; column: number } }
      reason?: string
      message: string
    }
    const place = e.place && 'start' in e.place ? e.place.start : e.place
    // Some MDX messages carry their place only in the text: `Expected a closing tag for <X> (5:1-5:21)`.
    const inText = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(e.reason ?? e.message)
    const line = place?.line ?? e.line ?? (inText ? Number(inText[1]) : undefined)
    const column = place?.column ?? e.column ?? (inText ? Number(inText[2]) : undefined)
    const reason = (e.reason ?? e.message).slice(0, inText && !place?.line && !e.line ? inText.index : undefined)
    throw new BuildError({ file: page.absolutePath, line, column }, reason)
  }
}
