// The site's regular-expression engine (build/markdown/regex-engine.ts): JavaScript's RegExp highlights exactly as
// shiki's Oniguruma does, Oniguruma loads only for a grammar that needs it, and a grammar that needs it but is not
// prepared stops with an error that says where to look.

import { createHighlighter, type Highlighter, type LanguageRegistration } from 'shiki'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createSiteHighlighter, ensureLanguages } from '../../../../build/markdown/highlighter.ts'
import { createSiteRegexEngine } from '../../../../build/markdown/regex-engine.ts'

const THEMES = { light: 'github-light', dark: 'github-dark' } as const

const BLOCKS: [string, string][] = [
  ['ts', "import { atom } from 'valdres'\n/** Docs. */\nexport const count = atom<number>(0, { name: 'count' })\nconst re = /a+(?<b>b)\\d/gu"],
  ['tsx', 'export function Counter() {\n  const [n, setN] = useAtom(count)\n  return <button onClick={() => setN(n + 1)}>{n}</button>\n}'],
  ['bash', '#!/usr/bin/env bash\nnpm install valdres valdres-react\nfor f in *.md; do echo "$f"; done # loop'],
  ['json', '{\n  "name": "valdres",\n  "version": "0.2.0-pre.18",\n  "private": false\n}'],
  ['markdown', '# Title\n\n```ts\nconst a = atom(1)\n```\n\n- **bold**, _em_ and `code` [link](/a)'],
  ['html', '<style>\n.a { color: red; }\n</style>\n<script>\nconst a = 1\n</script>\n<div class="a">x</div>'],
  ['yaml', 'name: valdres\nlist:\n  - a # comment\n  - "b"\nanchor: &x 1'],
  ['python', 'def f(a: int) -> str:\n    """Docs."""\n    return f"{a!r:>10}"\n'],
  ['rust', 'fn main() {\n    let v: Vec<u8> = vec![1, 2];\n    println!("{:?}", v);\n}'],
  // AutoHotkey v2: its hotkey pattern is one JavaScript cannot express ([^\x00-\xff] in Oniguruma's byte sense).
  ['ahk2', '^!a::MsgBox "hi"\n#HotIf WinActive("ahk_class Notepad")\nx := 1 ; comment'],
]

const html = (highlighter: Highlighter, lang: string, code: string) => highlighter.codeToHtml(code, { lang, themes: THEMES, tokenizeTimeLimit: 0 })

test('the site highlighter colours every block as shiki with Oniguruma does', async () => {
  const langs = [...new Set(BLOCKS.map(([lang]) => lang))]
  const oniguruma = await createHighlighter({ themes: Object.values(THEMES), langs })
  const site = await createSiteHighlighter(THEMES)
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
