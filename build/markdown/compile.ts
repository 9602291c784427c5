// Compiles one SourcePage into its HAST and page data (title, outline, search sections, links), reusing a
// cached result when the page, the site's Markdown settings and the pipeline code are unchanged.
import type { Root } from 'hast'
import type { Code, Root as MdastRoot } from 'mdast'
import { visit } from 'unist-util-visit'
import { VFile } from 'vfile'
import type { SourcePage } from '../content/source-page.ts'
import { BuildError } from '../errors.ts'
import type { Highlighter } from 'shiki'
import { ensureLanguages } from './highlighter.ts'
import { assertNestingWithinLimit, assertTreeDepthWithinLimit } from './nesting.ts'
import type { PageFileData } from './page-data.ts'
import type { MarkdownProcessor } from './processor.ts'
import { TwoslashFenceError, type TwoslashStats } from './twoslash.ts'

export interface CompiledPage {
  hast: Root
  data: Required<Pick<PageFileData, 'title' | 'outline' | 'anchors' | 'sections' | 'links' | 'codeStyles'>> & Pick<PageFileData, 'subtitle' | 'description'>
  warnings: string[]
  /** Absolute paths of the other files the page is made of (fence includes): part of its cache validity. */
  dependencies?: string[]
}

/** A compiled page without its tree: all that site-wide steps (links, search, sidebar, llms) read. */
export type PageSummary = Omit<CompiledPage, 'hast'>

export interface CompileContext {
  basePath: string
  highlighter: Highlighter
  /** How often twoslash ran the compiler vs. read its cache (for tests and the bench). */
  twoslashStats?: TwoslashStats
  processors: { md: MarkdownProcessor; mdx: MarkdownProcessor }
}

export async function compilePage(page: SourcePage, ctx: CompileContext): Promise<CompiledPage> {
  const processor = ctx.processors[page.type]
  const file = new VFile({ path: page.absolutePath, value: page.content })
  file.data.page = {
    route: page.path,
    basePath: ctx.basePath,
    title: page.frontmatter.title,
    description: page.frontmatter.description,
  }
  let mdast: MdastRoot | undefined
  try {
    assertNestingWithinLimit(page)
    mdast = processor.parse(file) as MdastRoot
    assertTreeDepthWithinLimit(mdast, page.absolutePath)
    const warnings = await loadLanguagesOf(mdast, ctx.highlighter)
    const hast = (await processor.run(mdast, file)) as Root
    // Positions were needed for errors; dropping them halves the cached JSON. Shiki's notation transformers leave
    // their working state (copies of the lines they marked) on the code element: nothing reads it afterwards.
    visit(hast, (node) => {
      delete node.position
      if (node.data && '_shiki_notation' in node.data) delete (node.data as Record<string, unknown>)._shiki_notation
    })
    const data = file.data.page
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
      },
      warnings: warnings.map((w) => `${page.absolutePath} ${w}`),
      ...(file.data.dependencies?.length ? { dependencies: file.data.dependencies } : {}),
    }
  } catch (error) {
    if (error instanceof BuildError) throw error
    if (error instanceof TwoslashFenceError) {
      let line: number | undefined
      if (mdast) {
        visit(mdast, 'code', (node) => {
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
    throw new BuildError({ file: page.absolutePath, line: place?.line ?? e.line, column: place?.column ?? e.column }, e.reason ?? e.message)
  }
}

/** Loads the languages the page's fences use; fences in a language shiki does not know become plain text. */
async function loadLanguagesOf(tree: MdastRoot, highlighter: Highlighter): Promise<string[]> {
  const langs = new Map<string, Code[]>()
  visit(tree, 'code', (node) => {
    if (node.lang) langs.set(node.lang, [...(langs.get(node.lang) ?? []), node])
  })
  const unknown = await ensureLanguages(highlighter, langs.keys())
  return unknown.map((lang) => {
    const nodes = langs.get(lang)!
    for (const node of nodes) node.lang = 'text'
    return `:${nodes[0]!.position?.start.line} unknown code language "${lang}", shown as plain text`
  })
}
