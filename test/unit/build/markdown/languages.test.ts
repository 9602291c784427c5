// A Markdown fence with fences inside (how docs show Markdown syntax): the inner code is highlighted in its language
// on a thread that never loaded it, and the page's HTML does not depend on what the thread compiled before.

import { toHtml } from 'hast-util-to-html'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { compilePage } from '../../../../build/markdown/compile-page.ts'
import { createCompileContext } from '../../../../build/stages/compile.ts'
import { sourcePage, testConfig } from '../../../support/compile-markdown.tsx'

const PAGE = ['# Fences', '', '````md', 'Some text.', '', '```python', 'def greet(name):', '    return name', '```', '````', ''].join('\n')
const PYTHON_PAGE = ['# Python', '', '```python', 'print(1)', '```', ''].join('\n')

async function html(pages: string[]): Promise<string> {
  const ctx = await createCompileContext(testConfig())
  let last = ''
  for (const text of pages) last = toHtml((await compilePage(sourcePage(text), ctx)).hast)
  return last
}

test('the fence inside a Markdown block is highlighted on a thread that had not loaded its language', async () => {
  const page = await html([PAGE])
  // Highlighted, `def` is a token of its own; left plain, the line is one token.
  assert.match(page, />def<\/span>/)
})

test('the page is the same whether or not the thread compiled a page in that language before', async () => {
  assert.is(await html([PAGE]), await html([PYTHON_PAGE, PAGE]))
})

test('an unknown language inside a Markdown block stays plain and warns of nothing', async () => {
  const ctx = await createCompileContext(testConfig())
  const compiled = await compilePage(sourcePage(PAGE.replace('python', 'no-such-language')), ctx)
  assert.equal(compiled.warnings, [])
})

test.run()
