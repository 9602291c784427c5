// The table of grammar patterns translated when the package is made (build/markdown/regex-translations.ts): read by a
// thread's engine, it colours every block exactly as translating does, covers the patterns vscode-textmate searches with
// (anchored forms included), and a table made by another translator or for another target is not read.

import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bundledLanguages, type Highlighter } from 'shiki'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createSiteHighlighter, PRELOADED } from '../../../../build/markdown/highlighter.ts'
import { createSiteRegexEngine } from '../../../../build/markdown/regex-engine.ts'
import { readTranslations, tableTranslator, writeTranslations } from '../../../../build/markdown/regex-translations.ts'
import { HIGHLIGHT_BLOCKS, HIGHLIGHT_THEMES } from '../../../support/highlight-blocks.ts'
import { tempDir } from '../../../support/temp-dir.ts'

const html = (highlighter: Highlighter, lang: string, code: string) => highlighter.codeToHtml(code, { lang, themes: HIGHLIGHT_THEMES, tokenizeTimeLimit: 0 })

const writeTable = async () => {
  const file = join(tempDir('regex-table-'), 'regex-translations.json')
  const grammars = (await Promise.all(PRELOADED.map((lang) => bundledLanguages[lang as keyof typeof bundledLanguages]()))).flatMap((m) => m.default)
  const count = writeTranslations(file, grammars)
  return { file, count }
}

test('an engine reading the table colours every block as one translating does, and translates almost nothing itself', async () => {
  const { file, count } = await writeTable()
  assert.ok(count > 500, `${count} patterns`)
  const table = readTranslations(file)
  assert.ok(table, 'the table just written is read')
  const engine = createSiteRegexEngine(tableTranslator(table))
  const fromTable = await createSiteHighlighter(HIGHLIGHT_THEMES, 10_000, engine)
  const translating = await createSiteHighlighter(
    HIGHLIGHT_THEMES,
    10_000,
    createSiteRegexEngine(() => undefined),
  )
  for (const [lang, code] of HIGHLIGHT_BLOCKS) assert.is(html(fromTable, lang, code), html(translating, lang, code), lang)
  const { fromTable: read, translated } = engine.translations
  assert.ok(read > 100, `${read} from the table`)
  // What is left: end patterns with back-references, made from the text they close (a heredoc's word).
  assert.ok(translated <= read / 20, `${translated} translated, ${read} from the table`)
})

test("the TypeScript grammar's patterns, \\G-anchored ones included, all come from the table", async () => {
  const { file } = await writeTable()
  const engine = createSiteRegexEngine(tableTranslator(readTranslations(file)!))
  const highlighter = await createSiteHighlighter(HIGHLIGHT_THEMES, 10_000, engine)
  for (const [lang, code] of HIGHLIGHT_BLOCKS) if (lang === 'ts' || lang === 'tsx') html(highlighter, lang, code)
  html(
    highlighter,
    'ts',
    'class A<T> extends B<T> implements C {\n  #x = 1\n  get y(): T { return this.#x as T }\n}\nfor (const [k, v] of Object.entries(o)) label: while (true) break label',
  )
  assert.is(engine.translations.translated, 0)
})

test('a table made by another translator, or for another target, is not read', async () => {
  const { file } = await writeTable()
  const table = JSON.parse(readFileSync(file, 'utf8'))
  writeFileSync(file, JSON.stringify({ ...table, translator: 'oniguruma-to-es@0.0.1' }))
  assert.is(readTranslations(file), undefined)
  writeFileSync(file, JSON.stringify({ ...table, target: 'ES2018' }))
  assert.is(readTranslations(file), undefined)
  assert.is(readTranslations(join(tmpdir(), 'no-such-table.json')), undefined)
})

test.run()
