// Highlighting must not depend on how fast the machine is: a busy machine once made shiki stop tokenizing a line
// after 500 ms and colour the rest of it wrongly, so one page's HTML differed from build to build.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { compileMarkdown } from '../../../support/compile-markdown.tsx'

const page = "```ts\nimport { atom } from 'valdres'\nconst count = atom(0, { name: 'count' })\n```\n"

test('a line is coloured the same when every tick of the clock takes a second', async () => {
  const steady = await compileMarkdown(page, { path: '/steady' })
  const realNow = Date.now
  let fake = realNow()
  // The tokenizer reads the clock before and during each line: make each reading a second later than the last.
  Date.now = () => (fake += 1000)
  let slow: Awaited<ReturnType<typeof compileMarkdown>>
  try {
    slow = await compileMarkdown(page.replace('count', 'counter'), { path: '/slow' })
  } finally {
    Date.now = realNow
  }
  assert.is(slow.html.replaceAll('counter', 'count'), steady.html)
  assert.equal(slow.compiled.data.codeStyles, steady.compiled.data.codeStyles)
})

test.run()
