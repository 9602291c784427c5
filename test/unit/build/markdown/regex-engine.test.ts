// The site's regular-expression engine (build/markdown/regex-engine.ts): JavaScript's RegExp highlights exactly as
// shiki's Oniguruma does, Oniguruma loads only for a grammar that needs it, and a grammar that needs it but is not
// prepared stops with an error that says where to look.

import { createHighlighter, type Highlighter, type LanguageRegistration } from 'shiki'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createSiteHighlighter, ensureLanguages } from '../../../../build/markdown/highlighter.ts'
import { createSiteRegexEngine } from '../../../../build/markdown/regex-engine.ts'
import { HIGHLIGHT_BLOCKS, HIGHLIGHT_THEMES } from '../../../support/highlight-blocks.ts'

const THEMES = HIGHLIGHT_THEMES

/** The highlighting tests' blocks, and languages beyond them: AutoHotkey v2's hotkey pattern is one JavaScript cannot express. */
const BLOCKS: [string, string][] = [
  ...HIGHLIGHT_BLOCKS,
  ['python', 'def f(a: int) -> str:\n    """Docs."""\n    return f"{a!r:>10}"\n'],
  ['rust', 'fn main() {\n    let v: Vec<u8> = vec![1, 2];\n    println!("{:?}", v);\n}'],
  ['ahk2', '^!a::MsgBox "hi"\n#HotIf WinActive("ahk_class Notepad")\nx := 1 ; comment'],
]

const html = (highlighter: Highlighter, lang: string, code: string) => highlighter.codeToHtml(code, { lang, themes: THEMES, tokenizeTimeLimit: 0 })

test('the site highlighter colours every block as shiki with Oniguruma does, in every tokenizer state', async () => {
  const langs = [...new Set(BLOCKS.map(([lang]) => lang))]
  const oniguruma = await createHighlighter({ themes: Object.values(THEMES), langs })
  const site = await createSiteHighlighter(THEMES, 10_000)
  assert.equal(await ensureLanguages(site, langs), [])
  for (const [lang, code] of BLOCKS) assert.is(html(site, lang, code), html(oniguruma, lang, code), lang)
})

test('Oniguruma loads for a grammar that needs it, and not before', async () => {
  const engine = createSiteRegexEngine()
  const highlighter = await createHighlighter({ themes: Object.values(THEMES), langs: [], engine: engine.engine })
  for (const lang of ['ts', 'python', 'markdown'] as const) {
    await engine.prepare([lang])
    await highlighter.loadLanguage(lang)
    html(highlighter, lang, BLOCKS.find(([l]) => l === lang)?.[1] ?? '')
  }
  assert.is(engine.usesOniguruma, false)
  await engine.prepare(['ahk2'])
  assert.is(engine.usesOniguruma, true)
})

test('a grammar that needs Oniguruma but was not prepared stops with an error that names the list', async () => {
  const grammar: LanguageRegistration = {
    name: 'probe',
    scopeName: 'source.probe',
    patterns: [{ match: '[^\\x00-\\xff]+', name: 'constant.other.probe' }],
    repository: {},
  }
  const engine = createSiteRegexEngine()
  const highlighter = await createHighlighter({ themes: Object.values(THEMES), langs: [grammar], engine: engine.engine })
  assert.throws(() => html(highlighter, 'probe', 'abc'), /cannot translate.*NEEDS_ONIGURUMA/)
})

test.run()
