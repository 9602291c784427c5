// Notation comments written one after another on a line (`// [!code --] // [!code focus]`, as Vocs sites write them):
// each applies and none stays in the text, in a plain block and in a twoslash block, whose types stay in place.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { compileMarkdown } from '../../../support/compile-markdown.tsx'

const lineClasses = (html: string) => [...html.matchAll(/<span class="(line[^"]*)"/g)].map((m) => m[1])

test('each notation of a line applies, and the line shows none of them', async () => {
  const { html } = await compileMarkdown(
    [
      '# Page',
      '',
      '```ts',
      "import { a } from 'old' // [!code --] // [!code focus]",
      "import { b } from 'new' // [!code ++] // [!code focus]",
      'const c = 1',
      '```',
      '',
    ].join('\n'),
  )
  assert.equal(lineClasses(html), ['line diff remove focused', 'line diff add focused', 'line'])
  assert.not.match(html, '[!code')
})

test('in a twoslash block too, with the types of the lines after it where they belong', async () => {
  const { html } = await compileMarkdown(
    ['# Page', '', '```ts twoslash', 'const a = 1 // [!code ++] // [!code focus]', 'const b = a + 1', '```', ''].join('\n'),
  )
  assert.equal(lineClasses(html).slice(0, 2), ['line diff add focused', 'line'])
  assert.not.match(html, '[!code')
  // The hover on `b` holds its type beside the identifier `b`, as on a line without notations.
  assert.match(html.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|'), '|const| b|:| number|b| =|')
})

test.run()
