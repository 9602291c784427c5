// Shared by the content tests: find pages under content/pages and pull fenced code blocks out of them.
// Reads the Markdown source directly (no site build involved); `// [!include ~/…]` lines are expanded by the build's
// own include step, so a block is tested as the reader sees it.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Code, Root } from 'mdast'
import { VFile } from 'vfile'
import { remarkCodeInclude } from '../../build/markdown/remark/code-include.ts'
import { uncheckedModules } from './unchecked-modules.ts'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
export const pagesDir = join(repoRoot, 'content', 'pages')

export interface Page {
  /** Path relative to the repository root, e.g. content/pages/valdres/api/atom.md */
  file: string
  /** Site route, e.g. /valdres/api/atom */
  route: string
  source: string
}

export interface CodeBlock {
  page: string
  /** 1-based line of the opening fence in the Markdown file */
  fenceLine: number
  lang: string
  meta: string
  code: string
  /** The block is nothing but includes of whole files (a page showing a file of content/examples as it is). */
  wholeFiles?: boolean
}

export function listPages(dir = pagesDir): Page[] {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  const pages: Page[] = []
  for (const name of names.sort()) {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) pages.push(...listPages(full))
    else if (/\.mdx?$/.test(name)) {
      const rel = relative(pagesDir, full)
        .replace(/\\/g, '/')
        .replace(/\.mdx?$/, '')
      const route = `/${rel.replace(/(^|\/)index$/, '')}`
      pages.push({
        file: relative(repoRoot, full).replace(/\\/g, '/'),
        route: route === '/' ? '/' : route.replace(/\/$/, ''),
        source: readFileSync(full, 'utf8'),
      })
    }
  }
  return pages
}

/** Fenced code blocks (``` or ~~~), including ones indented inside lists. Unclosed fences run to the end of the file. */
export function extractBlocks(page: Pick<Page, 'file' | 'source'>): CodeBlock[] {
  const lines = page.source.split(/\r?\n/)
  const blocks: CodeBlock[] = []
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`{]*)\s*(.*)$/.exec(lines[i]!)
    if (!open) continue
    const [, indent = '', fence = '', lang = '', meta = ''] = open
    const body: string[] = []
    let j = i + 1
    for (; j < lines.length; j++) {
      const line = lines[j]!
      const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).exec(line)
      if (close) break
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart())
    }
    const code = body.join('\n')
    const wholeFiles = code.trim() !== '' && code.split('\n').every((line) => line.trim() === '' || /^\s*\/\/ \[!include [^\]:\s]+\]\s*$/.test(line))
    blocks.push({
      page: page.file,
      fenceLine: i + 1,
      lang: lang.toLowerCase(),
      meta: meta.trim(),
      code: code.includes('[!include') ? withIncludes(page.file, code) : code,
      ...(wholeFiles ? { wholeFiles } : {}),
    })
    i = j
  }
  return blocks
}

const includeStep = remarkCodeInclude({ site: repoRoot, content: join(repoRoot, 'content') })

/** The block's code with its include lines replaced by the files (or regions) they name, as the build does. */
function withIncludes(pageFile: string, code: string): string {
  const node: Code = { type: 'code', value: code }
  const tree: Root = { type: 'root', children: [node] }
  includeStep(tree, new VFile({ path: join(repoRoot, pageFile) }))
  return node.value
}

export const isTypeScript = (b: CodeBlock) => b.lang === 'ts' || b.lang === 'tsx' || b.lang === 'typescript'

/** Module specifiers a block imports (static imports, re-exports, dynamic imports with a string literal). */
export function importedModules(code: string): string[] {
  const found = new Set<string>()
  const patterns = [
    /\bimport\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bexport\s+[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ]
  for (const re of patterns) for (const m of code.matchAll(re)) found.add(m[1]!)
  return [...found]
}

/** The unchecked module (from unchecked-modules.ts) this block imports, if any. */
export function uncheckedImport(code: string): string | undefined {
  for (const spec of importedModules(code)) {
    for (const name of Object.keys(uncheckedModules)) {
      if (spec === name || spec.startsWith(`${name}/`)) return name
    }
  }
  return undefined
}

/** Code as the reader's editor would see it after a diff: lines marked `// [!code --]` are dropped. */
export function withoutRemovedLines(code: string): string {
  return code
    .split('\n')
    .map((line) => (/\/\/\s*\[!code --\]\s*$/.test(line) ? '' : line))
    .join('\n')
}
