// A link inside a link (build/markdown/rehype/nested-links.ts): a warning at the inner link naming the outer one's
// line, whether either is JSX or Markdown; links side by side, or a link in a JSX element that is not a link, are fine.
import { compile } from '@mdx-js/mdx'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { rehypeNestedLinks } from '../../../../../build/markdown/rehype/nested-links.ts'

async function warningsOf(mdx: string): Promise<string[]> {
  const file = await compile(mdx, { rehypePlugins: [rehypeNestedLinks] })
  return file.messages.map((m) => `${m.line}:${m.column} ${m.reason}`)
}

test('a JSX link inside a JSX link: one warning at the inner link, naming the outer one’s line', async () => {
  const warnings = await warningsOf('# Posts\n\n<a href="/post">\n  <div className="card">\n    <a href="/tag">tag</a>\n  </div>\n</a>\n')
  assert.equal(warnings, [
    '5:5 a link inside a link (the one at line 3): HTML cannot nest them, so browsers end the outer link here and lay the page out otherwise',
  ])
})

test('a Markdown link inside a JSX link counts too', async () => {
  const warnings = await warningsOf('<a href="/post">\n\nRead [the tag](/tag).\n\n</a>\n')
  assert.is(warnings.length, 1)
  assert.match(warnings[0]!, /^3:6 a link inside a link \(the one at line 1\)/)
})

test('links side by side, and a link inside an element that is not a link, are no warning', async () => {
  assert.equal(await warningsOf('[one](/a) and [two](/b)\n\n<div className="x"><a href="/c">three</a></div>\n'), [])
})

test.run()
