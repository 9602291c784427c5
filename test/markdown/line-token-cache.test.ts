// Remembered tokenized lines: highlighting gives exactly what shiki alone gives, in both themes, while a line met
// again in an equal state is not tokenized again and the same text in another state is.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createHighlighter, type Highlighter } from 'shiki'
import { rememberTokenizedLines } from '../../build/markdown/line-token-cache.ts'

const LANGS = ['ts', 'tsx', 'bash', 'json', 'markdown', 'css']
const THEMES = { light: 'github-light', dark: 'github-dark' }

// The same lines in different states: plain code, inside a block comment, a template string and JSX; a first line
// that only matches at the start of the text (a shebang); lines that repeat across the blocks.
const BLOCKS: [string, string][] = [
  ['ts', "import { atom } from 'valdres'\nconst a = atom(1)\n/*\nconst a = atom(1)\n*/\nconst a = atom(1)"],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder is the TypeScript being highlighted
  ['ts', "const t = `\nconst a = atom(1)\n${a}`\nimport { atom } from 'valdres'"],
  ['tsx', "import { atom } from 'valdres'\nconst el = (\n  <div>\n    const a = atom(1)\n  </div>\n)\nconst a = atom(1)"],
  ['ts', "const a = atom(1)\nimport { atom } from 'valdres'"],
  ['bash', '#!/usr/bin/env bash\nnpm install valdres\n# npm install valdres\necho "npm install valdres\n"\nnpm install valdres'],
  ['bash', 'npm install valdres\n#!/usr/bin/env bash'],
  ['json', '{\n  "name": "valdres",\n  "a": { "name": "valdres" }\n}'],
  ['markdown', '# Title\n\n```ts\nconst a = atom(1)\n```\n\nconst a = atom(1)'],
  ['css', '.a { color: red; }\n/* .a { color: red; } */\n.a { color: red; }'],
]

const highlighters = async () => {
  const plain = await createHighlighter({ themes: Object.values(THEMES), langs: LANGS })
  const remembering = await createHighlighter({ themes: Object.values(THEMES), langs: LANGS })
  // Counts what reaches the real tokenizer under the remembered lines.
  const tokenized: string[] = []
  // A grammar answers to several names (ts, typescript…): each is counted once.
  const grammars = new Set(remembering.getLoadedLanguages().map((name) => remembering.getLanguage(name)))
  for (const language of grammars) {
    const grammar = language as unknown as { tokenizeLine2: (line: string, ...rest: unknown[]) => unknown }
    const real = grammar.tokenizeLine2.bind(grammar)
    grammar.tokenizeLine2 = (line, ...rest) => {
      tokenized.push(line)
      return real(line, ...rest)
    }
  }
  rememberTokenizedLines(remembering)
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

test('a line met again in an equal state is not tokenized again; in another state it is', async () => {
  const { remembering, tokenized } = await highlighters()
  html(remembering, 'ts', "import { atom } from 'valdres'\nconst a = atom(1)")
  const first = tokenized.length
  assert.is(first, 4, 'two lines, once per theme')
  html(remembering, 'ts', "import { atom } from 'valdres'\nconst a = atom(1)")
  assert.is(tokenized.length, first, 'the same block again: nothing tokenized')
  // The same line inside a block comment: a different state, so tokenized again (and once per theme).
  tokenized.length = 0
  html(remembering, 'ts', '/*\nconst a = atom(1)\n*/')
  assert.equal(tokenized.filter((line) => line === 'const a = atom(1)').length, 2)
  // The first line of a text is read apart (`\A` matches there only): the same line after another is tokenized anew.
  tokenized.length = 0
  html(remembering, 'ts', "const x = 1\nimport { atom } from 'valdres'")
  assert.is(tokenized.filter((line) => line.startsWith('import')).length, 2)
})

test('languages loaded later are wrapped when asked again, and a wrapped grammar is not wrapped twice', async () => {
  const highlighter = await createHighlighter({ themes: Object.values(THEMES), langs: ['ts'] })
  rememberTokenizedLines(highlighter)
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
