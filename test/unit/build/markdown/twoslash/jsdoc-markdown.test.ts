// Doc comments in type popups are Markdown: links and code render, raw HTML never does, and `@example` stays code.
import type { Element, ElementContent } from 'hast'
import { toString as hastToString } from 'hast-util-to-string'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { renderDocsMarkdown, renderDocsTag } from '../../../../../build/markdown/twoslash/jsdoc-markdown.ts'

/** Every element under `nodes`, depth first. */
function elements(nodes: ElementContent[]): Element[] {
  return nodes.flatMap((n) => (n.type === 'element' ? [n, ...elements(n.children)] : []))
}
const text = (nodes: ElementContent[]) => nodes.map((n) => hastToString(n)).join('')

test('links, emphasis and inline code in a description render as elements', () => {
  const found = elements(renderDocsMarkdown('See [Docs Reference](https://valdres.dev/valdres/api/atom) and `store()`, *really*.'))
  const link = found.find((e) => e.tagName === 'a')!
  assert.is(link.properties.href, 'https://valdres.dev/valdres/api/atom')
  assert.is(hastToString(link), 'Docs Reference')
  assert.is(hastToString(found.find((e) => e.tagName === 'code')!), 'store()')
  assert.is(hastToString(found.find((e) => e.tagName === 'em')!), 'really')
})

test('raw HTML in a doc comment is not passed through', () => {
  const nodes = renderDocsMarkdown('Hi <img src=x onerror="alert(1)"> there\n\n<script>alert(2)</script>')
  assert.equal(
    elements(nodes).map((e) => e.tagName),
    ['p'],
  )
  assert.not.ok(JSON.stringify(nodes).includes('"raw"'))
})

test('an @example tag is code as written; other tags are inline Markdown without a paragraph', () => {
  const example = renderDocsTag('const a = atom(1) // *not emphasis*', 'tag:example')
  assert.equal(
    elements(example).map((e) => e.tagName),
    ['code'],
  )
  assert.is(text(example), 'const a = atom(1) // *not emphasis*')
  const param = renderDocsTag('the `default` value', 'tag:param')
  assert.equal(
    elements(param).map((e) => e.tagName),
    ['code'],
  )
  assert.is(text(param), 'the default value')
})

test.run()
