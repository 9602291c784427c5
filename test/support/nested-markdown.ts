// A seeded generator of small documents of nested containers (block quotes, lists, task items, indented and fenced
// code, directives, tables, definitions, footnotes, JSX): line after line of random prefixes and bodies, the shapes
// in which a container's end meets line endings, lazy lines and embedded documents. For tests that compare parses.
import { random } from './fuzz-pages.ts'

const PREFIXES = ['> ', '>', '- ', '* ', '1. ', '2) ', '  ', '    ', '   ', '\t', '- [ ] ', '- [x] ', '> - ', '> > ', '', '', '']
const BODIES = [
  'text *em* **strong** `code`',
  '[ref]',
  '[ref]: /url "title"',
  '[^1]',
  '[^1]: note',
  '```js',
  '```',
  '~~~',
  '# heading',
  'setext',
  '===',
  '---',
  '| a | b |',
  '| - | - |',
  '| c | d |',
  '<div>',
  '</div>',
  ':::tip',
  ':::',
  '::::note',
  '::::',
  ':::details Title',
  '<Foo>',
  '</Foo>',
  '{1 + 1}',
  '',
  '',
  'lazy line',
  '    indented code',
  '***',
  '- item',
  'a\\',
  '<!-- c -->',
  'http://x.y www.z.com a@b.co',
]

/** The document of `seed`: 5 to 44 lines, nested up to 3 levels (odd seeds 6), with LF or CRLF line endings. */
export function nestedMarkdown(seed: number): string {
  const next = random(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const lines: string[] = []
  const count = 5 + Math.floor(next() * 40)
  for (let i = 0; i < count; i++) {
    let prefix = ''
    const depth = Math.floor(next() * (seed % 2 ? 7 : 4))
    for (let d = 0; d < depth; d++) prefix += pick(PREFIXES)
    lines.push(prefix + pick(BODIES))
  }
  return lines.join(pick(['\n', '\n', '\r\n'])) + (next() < 0.5 ? '\n' : '')
}
