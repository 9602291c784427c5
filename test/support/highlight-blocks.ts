// Code blocks the highlighting tests run through shiki (Node): the same lines in different tokenizer states, a first
// line only the start of a text matches, lines repeated across blocks, and languages embedded in others.

/** The languages of HIGHLIGHT_BLOCKS, loaded by the highlighters that colour them. */
export const HIGHLIGHT_LANGS = ['ts', 'tsx', 'bash', 'json', 'markdown', 'css', 'html', 'yaml', 'diff']
export const HIGHLIGHT_THEMES = { light: 'github-light', dark: 'github-dark' } as const

// The same lines in different states: plain code, inside a block comment, a template string and JSX; a first line
// that only matches at the start of the text (a shebang); lines that repeat across the blocks.
/** [language, code] pairs. */
export const HIGHLIGHT_BLOCKS: [string, string][] = [
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
  // Embedded languages: their scopes under the host's, coloured through both.
  ['html', '<style>\n.a { color: red; }\n</style>\n<script>\nconst a = atom(1)\n</script>\n<div class="a">x</div>'],
  ['markdown', '```tsx\nconst el = <div>{a}</div>\n```\n\n- **bold** and `code`'],
  ['yaml', 'name: valdres\nlist:\n  - a # comment\n  - "b"'],
  ['diff', '- const a = atom(0)\n+ const a = atom(1)\n  unchanged'],
]
