// The parses twoslash's own files share (build/markdown/twoslash-parses.ts): one per file and text, and an update that
// parses the new text without moving the nodes of the source file it was given.
import type ts from 'typescript'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { TwoslashParses } from '../../../../../build/markdown/twoslash/parses.ts'
import { typescript } from '../../../../../build/platform/typescript.ts'

/** The parses' TypeScript, counting the real parses. */
function counted(): { parses: TwoslashParses; count: () => number } {
  let count = 0
  const module = {
    ...typescript,
    createSourceFile: (...args: Parameters<typeof ts.createSourceFile>) => {
      count++
      return typescript.createSourceFile(...args)
    },
  }
  return { parses: new TwoslashParses(module), count: () => count }
}

const ES2022 = typescript.ScriptTarget.ES2022

test('a file with the text and language version of its last parse gets that parse', () => {
  const { parses, count } = counted()
  const first = parses.create('/site/index.ts', 'const a = 1', ES2022)
  assert.is(parses.create('/site/index.ts', 'const a = 1', ES2022, false), first)
  assert.is(count(), 1)
  assert.is.not(parses.create('/site/index.ts', 'const a = 2', ES2022), first, 'another text')
  assert.is.not(parses.create('/site/index.ts', 'const a = 2', typescript.ScriptTarget.ES5), first, 'another language version')
  const other = parses.create('/site/other.ts', 'const a = 2', typescript.ScriptTarget.ES5)
  assert.is(other.fileName, '/site/other.ts', 'another file')
  assert.is(
    parses.create('/site/index.ts', 'const a = 2', typescript.ScriptTarget.ES5),
    parses.create('/site/index.ts', 'const a = 2', typescript.ScriptTarget.ES5),
  )
  assert.is(count(), 4)
})

test('parses have parent nodes, whatever the caller asked', () => {
  const { parses } = counted()
  const file = parses.create('/site/index.ts', 'const a = 1', ES2022, false)
  const statement = file.statements[0]!
  assert.is(statement.parent, file)
})

test('options with a module detection function are parsed each time', () => {
  const { parses, count } = counted()
  const options = { languageVersion: ES2022, setExternalModuleIndicator: () => {} }
  parses.create('/site/index.ts', 'export {}', options)
  parses.create('/site/index.ts', 'export {}', options)
  assert.is(count(), 2)
})

test('an update is a parse of the new text, and leaves the given file as it was', () => {
  const { parses } = counted()
  // A language service's own file (not one of the parses): an incremental parse would move its nodes.
  const own = typescript.createSourceFile('/site/index.tsx', 'let x = <div>{1}</div>\nx', ES2022, true)
  const positions = (file: ts.SourceFile) => file.statements.map((s) => [s.pos, s.end])
  const before = positions(own)
  const updated = parses.update(own, `// a comment before\n${own.text}`, { span: { start: 0, length: own.text.length }, newLength: 0 })
  assert.is(updated.text, `// a comment before\n${own.text}`)
  assert.is(updated.fileName, '/site/index.tsx')
  assert.is(updated.languageVariant, typescript.LanguageVariant.JSX, 'parsed as the name says (tsx)')
  assert.equal(positions(own), before)
  assert.is(parses.update(updated, updated.text, { span: { start: 0, length: 0 }, newLength: 0 }), updated, 'the same text')
})

test.run()
