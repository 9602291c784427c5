// The partials an .mdx page (or partial) imports (`import Setup from './_setup.mdx'` → `<Setup />`): compiled
// before the importer's own plugins run, so its heading ids, outline and search sections count the partials'
// headings where they are used, as if written in place, and its Markdown (`a.md`, llms-full.txt) holds their text.
// Their JavaScript is what the page's bundle loads for them.
import { statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import type { Root as MdastRoot } from 'mdast'
import { visit } from 'unist-util-visit'
import { VFile } from 'vfile'
import { parseFrontmatter } from '../../content/frontmatter.ts'
import { BuildError } from '../../errors/build-error.ts'
import type { CompileContext } from '../context.ts'
import { loadLanguagesOf } from '../languages.ts'
import type { LinkRef, PartialInfo } from '../page-data.ts'
import { mayHoldTwoslash } from '../twoslash/fence.ts'
import type { IslandMark } from './island-mark.ts'
import type { MdxProcessor } from './mdx-processor.ts'
import { esmNodes } from './page-jsx.ts'

/** What compiling one page's partials gathers for the page: each partial's JavaScript, and what counts as the page's. */
export interface PartialsOfPage {
  /** Absolute path → the partial compiled to JavaScript (with its inline source map). */
  js: Map<string, string>
  /** Absolute path → its headings and prose (a partial used twice, or by two partials, compiles once). */
  info: Map<string, PartialInfo>
  codeStyles: Record<string, string>
  /** Files the partials are made of (the partials themselves, their imports and included snippets). */
  dependencies: string[]
  /** Island uses inside the partials. */
  islands: IslandMark[]
  /** The partials' links, resolved as the page's (a partial's links are the page's when shown) and checked with them. */
  links: LinkRef[]
}

export function newPartialsOfPage(): PartialsOfPage {
  return { js: new Map(), info: new Map(), codeStyles: {}, dependencies: [], islands: [], links: [] }
}

interface PartialImport {
  local: string
  path: string
  line?: number
  column?: number
  /** The import statement's place in the file's text. */
  start: number
  end: number
}

/**
 * Compiles every partial the parsed file imports by default export (nested ones first) and records, on
 * `file.data.partials`, what each local name's headings and prose are. A partial that (through others) imports
 * itself is an error at its import.
 */
export async function compilePartialsOf(mdast: MdastRoot, file: VFile, ctx: CompileContext, page: PartialsOfPage, stack: string[] = []): Promise<void> {
  const partials = new Map<string, PartialInfo>()
  const imports = partialImports(mdast, file.path, ctx.contentDir)
  for (const imp of imports) {
    if (stack.includes(imp.path) || imp.path === file.path) {
      throw new BuildError(
        { file: file.path, line: imp.line, column: imp.column },
        `the partial '${imp.local}' imports itself (through ${importChain([...stack, file.path, imp.path])}); remove one of these imports`,
      )
    }
    const compiled = await compilePartial(imp.path, file, ctx, page, [...stack, file.path])
    partials.set(imp.local, compiled)
  }
  if (!partials.size) return
  file.data.partials = partials
  file.data.page!.markdown = inlinedMarkdown(String(file.value), mdast, partials, imports)
}

/** A chain of imports, each file named from the folder of the first (`cycle.mdx → _a.mdx → _b.mdx → _a.mdx`). */
function importChain(files: string[]): string {
  const from = dirname(files[0]!)
  return files.map((file) => relative(from, file) || file).join(' → ')
}

/**
 * The file's Markdown with each use of a partial (`<Setup />` on its own) replaced by the partial's own Markdown
 * and the partials' imports taken out: the page as a reader of its `.md` (or llms-full.txt) needs it.
 */
function inlinedMarkdown(text: string, mdast: MdastRoot, partials: ReadonlyMap<string, PartialInfo>, imports: PartialImport[]): string {
  const edits: { start: number; end: number; text: string }[] = imports.map(({ start, end }) => ({ start, end: text[end] === '\n' ? end + 1 : end, text: '' }))
  visit(mdast, 'mdxJsxFlowElement', (node) => {
    const partial = node.name ? partials.get(node.name) : undefined
    const [start, end] = [node.position?.start.offset, node.position?.end.offset]
    if (partial && start !== undefined && end !== undefined) edits.push({ start, end, text: partial.markdown.trim() })
  })
  let out = text
  for (const edit of [...new Map(edits.map((e) => [e.start, e])).values()].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end)
  }
  return out.replace(/\n{3,}/g, '\n\n')
}

/** One partial as JavaScript; its code styles, islands and files count as the page's. */
export async function compilePartial(path: string, importer: VFile, ctx: CompileContext, page: PartialsOfPage, stack: string[] = []): Promise<PartialInfo> {
  const done = page.info.get(path)
  if (done) return done
  const file = new VFile({ path, value: await readFile(path, 'utf8') })
  const parent = importer.data.page!
  file.data.page = { route: parent.route, basePath: parent.basePath, linkBase: parent.linkBase }
  file.data.isPartial = true
  const processors = await ctx.processors.mdx()
  const processor: MdxProcessor = path.endsWith('.md') ? processors.partial : processors.page
  const mdast = processor.parse(file) as MdastRoot
  await compilePartialsOf(mdast, file, ctx, page, stack)
  await loadLanguagesOf(mdast, ctx.highlighter)
  if (mayHoldTwoslash(String(file.value))) await ctx.loadTwoslash?.()
  let js = withSourceMap(processor.stringify(await processor.run(mdast as never, file), file), file)
  // As a page's module (compile-mdx.ts): its frontmatter is an export, which code listing pages reads (import.meta.glob).
  if (!file.data.mdx?.exports.includes('frontmatter'))
    js += `\nexport const frontmatter = ${JSON.stringify(parseFrontmatter(path, String(file.value)).frontmatter)};\n`
  page.js.set(path, js)
  const data = file.data.page
  Object.assign(page.codeStyles, data.codeStyles)
  page.dependencies.push(path, ...(file.data.dependencies ?? []))
  if (file.data.mdx) page.islands.push(...file.data.mdx.islands)
  page.links.push(...(data.links ?? []).map((link) => ({ ...link, file: path })))
  // A partial's frontmatter is no part of the page that shows it.
  const markdown = (data.markdown ?? String(file.value)).replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '')
  const info = { headings: data.headings ?? [], flow: data.flow ?? [], markdown }
  page.info.set(path, info)
  return info
}

/** The MDX compiler's source map, inline, so esbuild chains it into the bundle's map (page lines, not JS lines). */
export function withSourceMap(js: string, file: VFile): string {
  if (!file.map) return js
  const map = { ...file.map, sources: [file.path] }
  return `${js}\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(map)).toString('base64')}\n`
}

/** Default imports of `.md`/`.mdx` files by a relative or `~/` path that exist (others are the bundler's to report). */
function partialImports(mdast: MdastRoot, from: string, contentDir: string): PartialImport[] {
  const found: PartialImport[] = []
  for (const node of esmNodes(mdast)) {
    const body = (node.data?.estree?.body ?? []) as unknown as EsmStatement[]
    for (const statement of body) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source?.value !== 'string') continue
      const source = statement.source.value
      if (!/\.mdx?$/.test(source)) continue
      const path = source.startsWith('~/') ? join(contentDir, source.slice(2)) : /^\.{1,2}\//.test(source) ? resolve(dirname(from), source) : undefined
      const stat = path === undefined ? undefined : statSync(path, { throwIfNoEntry: false })
      if (!path || !stat) continue
      // A FIFO or a device would hold the read (and the build) forever.
      if (!stat.isFile()) {
        const place = { file: from, line: statement.loc?.start.line, column: statement.loc ? statement.loc.start.column + 1 : undefined }
        throw new BuildError(
          place,
          `imports ${source}, which is ${stat.isDirectory() ? 'a folder' : 'not a regular file (a FIFO, socket or device)'}: import a .md or .mdx file`,
        )
      }
      for (const spec of statement.specifiers ?? []) {
        const isDefault =
          spec.type === 'ImportDefaultSpecifier' || (spec.type === 'ImportSpecifier' && (spec.imported?.name ?? spec.imported?.value) === 'default')
        if (!isDefault || statement.start === undefined || statement.end === undefined) continue
        const { start, end } = statement
        found.push({
          local: spec.local.name,
          path,
          line: statement.loc?.start.line,
          column: statement.loc ? statement.loc.start.column + 1 : undefined,
          start,
          end,
        })
      }
    }
  }
  return found
}

interface EsmStatement {
  type: string
  source?: { value?: unknown }
  specifiers?: { type: string; local: { name: string }; imported?: { name?: string; value?: string } }[]
  loc?: { start: { line: number; column: number } }
  start?: number
  end?: number
}
