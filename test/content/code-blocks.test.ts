// Every ```ts / ```tsx block on every page under content/pages type-checks against the installed packages.
//
// - Each block is its own module (moduleDetection: force), compiled in ONE ts.Program through a virtual
//   CompilerHost, so the whole site checks in a few seconds.
// - `twoslash` blocks are checked whole, including the hidden setup above `// ---cut---`.
// - Lines marked `// [!code --]` are left out (the block is checked as it reads after the diff).
// - `// @errors: 2322 2345` (twoslash notation) declares errors the block is meant to show: those codes must
//   occur, and no other error may.
// - A block is skipped only when it imports a module listed in ./unchecked-modules.ts (the skips are printed), or when it
//   only includes whole files of content/examples: those are checked where they are, as the content zones of
//   `npm run typecheck`, with their own imports between them.

import { join } from 'node:path'
import ts from 'typescript'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { type CodeBlock, extractBlocks, isTypeScript, listPages, repoRoot, uncheckedImport, withoutRemovedLines } from './markdown-fences.ts'
import { uncheckedModules } from './unchecked-modules.ts'

const options: ts.CompilerOptions = {
  strict: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2023,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.esnext.collection.d.ts'],
  skipLibCheck: true,
  types: [],
  noEmit: true,
  moduleDetection: ts.ModuleDetectionKind.Force,
  allowImportingTsExtensions: true,
}

interface Checked {
  block: CodeBlock
  fileName: string
  expectedErrors: number[]
}

const pages = listPages()
const virtualDir = join(repoRoot, '.code-blocks')
const checked: Checked[] = []
const skipped: { block: CodeBlock; module: string }[] = []

for (const page of pages) {
  for (const block of extractBlocks(page).filter((b) => isTypeScript(b) && !b.wholeFiles)) {
    const unchecked = uncheckedImport(block.code)
    if (unchecked) {
      skipped.push({ block, module: unchecked })
      continue
    }
    const id = page.file.replace(/^content\/pages\//, '').replace(/[^A-Za-z0-9]+/g, '_')
    const ext = block.lang === 'tsx' ? 'tsx' : 'ts'
    const expectedErrors = [...block.code.matchAll(/^\s*\/\/\s*@errors:\s*([\d\s]+)$/gm)].flatMap((m) => m[1]!.trim().split(/\s+/).map(Number))
    checked.push({ block, fileName: join(virtualDir, `${id}__L${block.fenceLine}.${ext}`), expectedErrors })
  }
}

const virtualFiles = new Map(checked.map((c) => [c.fileName, withoutRemovedLines(c.block.code)]))
const host = ts.createCompilerHost(options, true)
const originalGetSourceFile = host.getSourceFile.bind(host)
const originalFileExists = host.fileExists.bind(host)
const originalReadFile = host.readFile.bind(host)
host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
  const text = virtualFiles.get(fileName)
  if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true)
  return originalGetSourceFile(fileName, languageVersion, onError, shouldCreate)
}
host.fileExists = (fileName) => virtualFiles.has(fileName) || originalFileExists(fileName)
host.readFile = (fileName) => virtualFiles.get(fileName) ?? originalReadFile(fileName)

const started = Date.now()
const program = ts.createProgram({ rootNames: [...virtualFiles.keys()], options, host })
const byFile = new Map<string, ts.Diagnostic[]>()
for (const d of [...program.getSyntacticDiagnostics(), ...program.getSemanticDiagnostics()]) {
  const key = d.file?.fileName ?? '<global>'
  byFile.set(key, [...(byFile.get(key) ?? []), d])
}
const elapsed = ((Date.now() - started) / 1000).toFixed(1)

console.log(`code blocks: ${checked.length} type-checked in ${elapsed} s, ${skipped.length} skipped`)
const skipCounts = new Map<string, number>()
for (const s of skipped) skipCounts.set(s.module, (skipCounts.get(s.module) ?? 0) + 1)
for (const [module, count] of skipCounts) {
  console.log(`  skipped ${count} block(s) importing '${module}': ${uncheckedModules[module]}`)
  for (const s of skipped.filter((x) => x.module === module)) console.log(`    ${s.block.page}:${s.block.fenceLine}`)
}

function describe(c: Checked, d: ts.Diagnostic): string {
  const message = ts.flattenDiagnosticMessageText(d.messageText, '\n      ')
  if (!d.file || d.start === undefined) return `${c.block.page}:${c.block.fenceLine}: TS${d.code} ${message}`
  const { line, character } = d.file.getLineAndCharacterOfPosition(d.start)
  const mdLine = c.block.fenceLine + 1 + line
  const source = d.file.text.split('\n')[line]?.trim() ?? ''
  return `${c.block.page}:${mdLine}:${character + 1} (block at line ${c.block.fenceLine}): TS${d.code} ${message}\n      > ${source}`
}

test('the pages contain TypeScript code blocks to check', () => {
  assert.ok(pages.length > 0, 'no pages found under content/pages')
  assert.ok(checked.length > 0, 'no ts/tsx code blocks found under content/pages')
})

test('compiler options and global diagnostics are clean', () => {
  const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics(), ...(byFile.get('<global>') ?? [])]
  assert.equal(
    global.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' ')),
    [],
  )
})

const pagesWithBlocks = [...new Set(checked.map((c) => c.block.page))]
for (const page of pagesWithBlocks) {
  test(`code blocks type-check: ${page}`, () => {
    const problems: string[] = []
    for (const c of checked.filter((x) => x.block.page === page)) {
      const diagnostics = byFile.get(c.fileName) ?? []
      for (const d of diagnostics) {
        if (!c.expectedErrors.includes(d.code)) problems.push(describe(c, d))
      }
      for (const code of c.expectedErrors) {
        if (!diagnostics.some((d) => d.code === code)) {
          problems.push(`${c.block.page}:${c.block.fenceLine}: the block declares // @errors: ${code} but TypeScript reports no TS${code}`)
        }
      }
    }
    if (problems.length) assert.unreachable(`${problems.length} problem(s):\n  ${problems.join('\n  ')}`)
  })
}

test.run()
