// The walks after highlighting step over the tokens of a block without popups (build/markdown/highlighted-code.ts):
// its text still reaches the search sections whole and in order, and a twoslash block is still walked, so a link in a
// popup's doc comment is still made an external one and the popups stay out of the search text.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { compileMarkdown } from '../../../support/compile-markdown.tsx'

test("a highlighted block's text is in its section whole, notation comments aside, with prose around it apart", async () => {
  const { compiled } = await compileMarkdown(
    ['# Page', '', '## Setup', '', 'Before the code.', '', '```ts', 'const a = 1 // [!code highlight]', 'const b = "two"', '```', 'After the code.', ''].join(
      '\n',
    ),
  )
  const setup = compiled.data.sections.find((s) => s.anchor === 'setup')!
  assert.is(setup.text, 'Before the code. const a = 1 const b = "two" After the code.')
})

test("a twoslash block is walked: its popups' links open apart, its popups stay out of the search text", async () => {
  const { compiled, html } = await compileMarkdown(
    [
      '# Page',
      '',
      '```ts twoslash',
      '/** Adds one. See [the guide](https://example.com/guide). */',
      'function increment(n: number) { return n + 1 }',
      '// ---cut---',
      'const two = increment(1)',
      '```',
      '',
    ].join('\n'),
  )
  assert.match(html, /<a[^>]*href="https:\/\/example.com\/guide"[^>]*target="_blank"/)
  const text = compiled.data.sections.map((s) => s.text).join(' ')
  assert.match(text, 'const two = increment(1)')
  assert.not.match(text, 'Adds one')
})

test.run()
