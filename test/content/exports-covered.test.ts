// Every runtime export of `valdres` and `valdres-react` (Object.keys of the loaded modules) and every type
// exported from their index.d.ts is documented: it appears as a code identifier (inside `inline code` or a
// fenced code block) on at least one page under content/pages.
import '../support/set-methods-polyfill.ts'
import { join } from 'node:path'
import ts from 'typescript'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import * as valdres from 'valdres'
import * as valdresReact from 'valdres-react'
import { listPages, repoRoot } from './markdown-fences.ts'

/** Type-only exports of a package's entry declaration file, found through the type checker. */
function exportedTypeNames(pkg: string): string[] {
  const resolution = ts.resolveModuleName(
    pkg,
    join(repoRoot, 'index.ts'),
    { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler },
    ts.sys,
  )
  const entry = resolution.resolvedModule?.resolvedFileName
  if (!entry) throw new Error(`cannot resolve the types of ${pkg}`)
  const program = ts.createProgram([entry], { skipLibCheck: true, noEmit: true, types: [] })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(entry)
  const moduleSymbol = source && checker.getSymbolAtLocation(source)
  if (!moduleSymbol) throw new Error(`cannot read the exports of ${entry}`)
  return checker
    .getExportsOfModule(moduleSymbol)
    .filter((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
      const typeOnlyAlias = symbol.declarations?.some((d) => ts.isExportSpecifier(d) && (d.isTypeOnly || d.parent.parent.isTypeOnly))
      return typeOnlyAlias || !(target.flags & ts.SymbolFlags.Value)
    })
    .map((symbol) => symbol.name)
    .sort()
}

/** All text inside inline code spans and fenced code blocks of every page. */
const pages = listPages()
const codeText = pages
  .map((page) => {
    const fences = [...page.source.matchAll(/^\s*(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^\s*\1\s*$/gm)].map((m) => m[2])
    const withoutFences = page.source.replace(/^\s*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\s*\1\s*$/gm, '')
    const inline = [...withoutFences.matchAll(/(`+)([^`][\s\S]*?)\1/g)].map((m) => m[2])
    return [...fences, ...inline].join('\n')
  })
  .join('\n')

const mentioned = (name: string) => new RegExp(`(^|[^A-Za-z0-9_$])${name.replace(/\$/g, '\\$')}([^A-Za-z0-9_$]|$)`).test(codeText)

const runtime = {
  valdres: Object.keys(valdres).sort(),
  'valdres-react': Object.keys(valdresReact).sort(),
}
const types = {
  valdres: exportedTypeNames('valdres'),
  'valdres-react': exportedTypeNames('valdres-react'),
}

test('the export lists were read', () => {
  assert.ok(runtime.valdres.includes('atom') && runtime.valdres.includes('store'), 'valdres runtime exports')
  assert.ok(runtime['valdres-react'].includes('useValue') && runtime['valdres-react'].includes('Provider'), 'valdres-react runtime exports')
  assert.ok(types.valdres.includes('Atom') && types.valdres.includes('Transaction'), 'valdres type exports')
  assert.ok(pages.length > 0, 'no pages under content/pages')
  assert.not.ok(mentioned('NotAnExportOfValdres'), 'the matcher must not match names that are absent')
  assert.not.ok(mentioned('ato'), 'the matcher must match whole identifiers only')
  console.log(
    `exports: valdres ${runtime.valdres.length} runtime + ${types.valdres.length} types; ` +
      `valdres-react ${runtime['valdres-react'].length} runtime + ${types['valdres-react'].length} types`,
  )
})

for (const pkg of ['valdres', 'valdres-react'] as const) {
  test(`every runtime export of ${pkg} is documented`, () => {
    const missing = runtime[pkg].filter((name) => !mentioned(name))
    assert.equal(missing, [], `${pkg} exports not mentioned as code on any page: ${missing.join(', ')}`)
  })
  test(`every exported type of ${pkg} is documented`, () => {
    const missing = types[pkg].filter((name) => !mentioned(name))
    assert.equal(missing, [], `${pkg} types not mentioned as code on any page: ${missing.join(', ')}`)
  })
}

test.run()
