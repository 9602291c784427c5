// Remembered tokenized lines: highlighting gives exactly what shiki alone gives, in both themes, while a line is
// tokenized once for both themes, a line met again in an equal state is not tokenized again and the same text in
// another state is.

import { createHighlighter, type Highlighter, type LanguageRegistration } from 'shiki'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { rememberTokenizedLines } from '../../../../build/markdown/line-token-cache.ts'
import { HIGHLIGHT_BLOCKS, HIGHLIGHT_LANGS, HIGHLIGHT_THEMES } from '../../../support/highlight-blocks.ts'

const LANGS = HIGHLIGHT_LANGS
const THEMES = HIGHLIGHT_THEMES
const BLOCKS = HIGHLIGHT_BLOCKS

const highlighters = async (maxLines = 10_000) => {
  const plain = await createHighlighter({ themes: Object.values(THEMES), langs: LANGS })
  const remembering = await createHighlighter({ themes: Object.values(THEMES), langs: LANGS })
  // Counts what reaches the real tokenizer under the remembered lines.
  const tokenized: string[] = []
  // A grammar answers to several names (ts, typescript…): each is counted once.
  const grammars = new Set(remembering.getLoadedLanguages().map((name) => remembering.getLanguage(name)))
  for (const language of grammars) {
    // Either form of the tokenizer (binary tokens coloured for the theme set, or tokens with their scopes). The
    // empty line each grammar reads once per theme for its root scope's colours is not counted.
    const grammar = language as unknown as Record<'tokenizeLine' | 'tokenizeLine2', (line: string, ...rest: unknown[]) => unknown>
    for (const method of ['tokenizeLine', 'tokenizeLine2'] as const) {
      const real = grammar[method].bind(grammar)
      grammar[method] = (line, ...rest) => {
        if (line) tokenized.push(line)
        return real(line, ...rest)
      }
    }
  }
  rememberTokenizedLines(remembering, maxLines)
  return { plain, remembering, tokenized }
}

// No time limit per line, as the build highlights (processor.ts): under shiki's default 500 ms, the first line a cold
// grammar reads on a loaded machine can stop early and come out in other colours, in either highlighter.
const html = (highlighter: Highlighter, lang: string, code: string) => highlighter.codeToHtml(code, { lang, themes: THEMES, tokenizeTimeLimit: 0 })

test('every block highlights exactly as shiki alone highlights it, twice over, in both themes', async () => {
  const { plain, remembering } = await highlighters()
  for (let round = 0; round < 2; round++)
    for (const [lang, code] of BLOCKS) assert.is(html(remembering, lang, code), html(plain, lang, code), `${lang}: ${code}`)
})

/** Each line's binary tokens (offsets and attributes, brackets bit and all) in `theme`, as the grammar gives them. */
const binaryTokens = (highlighter: Highlighter, lang: string, code: string, theme: string) => {
  highlighter.setTheme(theme)
  const grammar = highlighter.getLanguage(lang) as unknown as {
    tokenizeLine2(line: string, state: unknown): { tokens: Uint32Array; ruleStack: unknown }
  }
  let state: unknown = null
  return code.split('\n').map((line) => {
    const result = grammar.tokenizeLine2(line, state)
    state = result.ruleStack
    return [...result.tokens]
  })
}

test("every line gets the tokenizer's own binary tokens in each theme, read once for both", async () => {
  const { plain, remembering } = await highlighters()
  for (const [lang, code] of BLOCKS)
    for (const theme of [THEMES.light, THEMES.dark, THEMES.light])
      assert.equal(binaryTokens(remembering, lang, code, theme), binaryTokens(plain, lang, code, theme), `${lang} in ${theme}: ${code}`)
})

test('a line met again in an equal state is not tokenized again; in another state it is', async () => {
  const { remembering, tokenized } = await highlighters()
  html(remembering, 'ts', "import { atom } from 'valdres'\nconst a = atom(1)")
  const first = tokenized.length
  assert.is(first, 2, 'two lines, once for both themes')
  html(remembering, 'ts', "import { atom } from 'valdres'\nconst a = atom(1)")
  assert.is(tokenized.length, first, 'the same block again: nothing tokenized')
  // The same line inside a block comment: a different state, so tokenized again (once).
  tokenized.length = 0
  html(remembering, 'ts', '/*\nconst a = atom(1)\n*/')
  assert.equal(tokenized.filter((line) => line === 'const a = atom(1)').length, 1)
  // The first line of a text is read apart (`\A` matches there only): the same line after another is tokenized anew.
  tokenized.length = 0
  html(remembering, 'ts', "const x = 1\nimport { atom } from 'valdres'")
  assert.is(tokenized.filter((line) => line.startsWith('import')).length, 1)
})

test('past its number of lines a grammar lets its remembered lines go, and highlights as before', async () => {
  const { plain, remembering, tokenized } = await highlighters(3)
  const block = 'const a = 1\nconst b = 2\nconst c = 3'
  html(remembering, 'ts', block)
  assert.is(tokenized.length, 3)
  html(remembering, 'ts', block)
  assert.is(tokenized.length, 3, 'three lines fit: nothing tokenized again')
  const more = 'const d = 4'
  assert.is(html(remembering, 'ts', more), html(plain, 'ts', more))
  tokenized.length = 0
  assert.is(html(remembering, 'ts', block), html(plain, 'ts', block))
  assert.equal([...new Set(tokenized)], block.split('\n'), 'a fourth line let the three go: they are tokenized again')
})

test('a grammar coloured by more than its scopes (its own bracket selectors) is tokenized per theme, as shiki does', async () => {
  const grammar: LanguageRegistration = {
    name: 'brackets',
    repository: {},
    scopeName: 'source.brackets',
    balancedBracketSelectors: ['punctuation.paren'],
    patterns: [
      { match: '[()]', name: 'punctuation.paren.brackets' },
      { match: '\\b(let|const)\\b', name: 'keyword.control.brackets' },
    ],
  }
  const plain = await createHighlighter({ themes: Object.values(THEMES), langs: [grammar] })
  const remembering = await createHighlighter({ themes: Object.values(THEMES), langs: [grammar] })
  rememberTokenizedLines(remembering, 10_000)
  const code = 'let a = (1)\nconst b = (a)'
  const expected = html(plain, 'brackets', code)
  assert.is(html(remembering, 'brackets', code), expected)
  assert.is(html(remembering, 'brackets', code), expected, 'again, from the remembered lines')
  const tokens = (highlighter: Highlighter) => highlighter.codeToTokensWithThemes(code, { lang: 'brackets' as 'ts', themes: THEMES, tokenizeTimeLimit: 0 })
  assert.equal(tokens(remembering), tokens(plain))
  for (const theme of [THEMES.light, THEMES.dark])
    assert.equal(binaryTokens(remembering, 'brackets', code, theme), binaryTokens(plain, 'brackets', code, theme))
})

test('languages loaded later are wrapped when asked again, and a wrapped grammar is not wrapped twice', async () => {
  const highlighter = await createHighlighter({ themes: Object.values(THEMES), langs: ['ts'] })
  rememberTokenizedLines(highlighter, 10_000)
  const ts = highlighter.getLanguage('ts') as unknown as { tokenizeLine2: unknown }
  const wrappedOnce = ts.tokenizeLine2
  await highlighter.loadLanguage('yaml')
  const yaml = highlighter.getLanguage('yaml') as unknown as { tokenizeLine2: unknown }
  const yamlBefore = yaml.tokenizeLine2
  rememberTokenizedLines(highlighter)
  assert.is(ts.tokenizeLine2, wrappedOnce)
  assert.is.not(yaml.tokenizeLine2, yamlBefore)
})

test.run()
