// The partials an .mdx page (or partial) imports (`import Setup from './_setup.mdx'` → `<Setup />`): compiled
// before the importer's own plugins run, so its heading ids, outline and search sections count the partials'
// headings where they are used, as if written in place. Their JavaScript is what the page's bundle loads for them.
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import type { Root as MdastRoot } from 'mdast'
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm'
import { VFile } from 'vfile'
import type { CompileContext } from '../compile.ts'
import { BuildError } from '../../errors.ts'
import type { IslandMark } from '../../render/island-mark.ts'
import { loadLanguagesOf } from '../languages.ts'
import type { PartialInfo } from '../page-data.ts'
import type { MdxProcessor } from './processor.ts'

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
}

export function newPartialsOfPage(): PartialsOfPage {
  return { js: new Map(), info: new Map(), codeStyles: {}, dependencies: [], islands: [] }
}

interface PartialImport {
  local: string
  path: string
  line?: number
  column?: number
}

/**
 * Compiles every partial the parsed file imports by default export (nested ones first) and records, on
 * `file.data.partials`, what each local name's headings and prose are. A partial that (through others) imports
 * itself is an error at its import.
 */
export async function compilePartialsOf(mdast: MdastRoot, file: VFile, ctx: CompileContext, page: PartialsOfPage, stack: string[] = []): Promise<void> {
  const partials = new Map<string, PartialInfo>()
  for (const imp of partialImports(mdast, file.path, ctx.contentDir)) {
    if (stack.includes(imp.path) || imp.path === file.path) {
      throw new BuildError(
        { file: file.path, line: imp.line, column: imp.column },
        `the partial '${imp.local}' imports itself (through ${[...stack, imp.path].join(' → ')})`,
      )
    }
    const compiled = await compilePartial(imp.path, file, ctx, page, [...stack, file.path])
    partials.set(imp.local, compiled)
  }
  if (partials.size) file.data.partials = partials
}

/** One partial as JavaScript; its code styles, islands and files count as the page's. */
export async function compilePartial(path: string, importer: VFile, ctx: CompileContext, page: PartialsOfPage, stack: string[] = []): Promise<PartialInfo> {
  const done = page.info.get(path)
  if (done) return done
  const file = new VFile({ path, value: await readFile(path, 'utf8') })
  const parent = importer.data.page!
  file.data.page = { route: parent.route, basePath: parent.basePath }
  file.data.isPartial = true
  const processor: MdxProcessor = path.endsWith('.md') ? ctx.processors.mdPartial : ctx.processors.mdx
  const mdast = processor.parse(file) as MdastRoot
  await compilePartialsOf(mdast, file, ctx, page, stack)
  await loadLanguagesOf(mdast, ctx.highlighter)
  page.js.set(path, withSourceMap(processor.stringify(await processor.run(mdast as never, file), file), file))
  const data = file.data.page
  Object.assign(page.codeStyles, data.codeStyles)
  page.dependencies.push(path, ...(file.data.dependencies ?? []))
  if (file.data.mdx) page.islands.push(...file.data.mdx.islands)
  const info = { headings: data.headings ?? [], flow: data.flow ?? [] }
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
  for (const node of mdast.children) {
    if (node.type !== 'mdxjsEsm') continue
    const body = ((node as MdxjsEsm).data?.estree?.body ?? []) as unknown as EsmStatement[]
    for (const statement of body) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source?.value !== 'string') continue
      const source = statement.source.value
      if (!/\.mdx?$/.test(source)) continue
      const path = source.startsWith('~/') ? join(contentDir, source.slice(2)) : /^\.{1,2}\//.test(source) ? resolve(dirname(from), source) : undefined
      if (!path || !existsSync(path)) continue
      for (const spec of statement.specifiers ?? []) {
        const isDefault =
          spec.type === 'ImportDefaultSpecifier' || (spec.type === 'ImportSpecifier' && (spec.imported?.name ?? spec.imported?.value) === 'default')
        if (isDefault)
          found.push({ local: spec.local.name, path, line: statement.loc?.start.line, column: statement.loc ? statement.loc.start.column + 1 : undefined })
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
}
