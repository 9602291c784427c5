// The page cache's short form of a tree (build/markdown/tree-form.ts): every tree comes back as it went in, field
// order included, and the short form is used where it can be.

import type { Root } from 'hast'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { treeFromJson, treeToJson } from '../../../../build/markdown/tree-form.ts'
import { compileMarkdown } from '../../../support/compile-markdown.tsx'

/** The tree as hast's JSON gives it back: what the cache gave before the short form, and what it must give now. */
const viaJson = (tree: Root): Root => JSON.parse(JSON.stringify(tree))

test('plain texts and elements are written short', () => {
  const tree: Root = {
    type: 'root',
    children: [{ type: 'element', tagName: 'p', properties: { className: ['a'] }, children: [{ type: 'text', value: 'x' }] }],
  }
  assert.is(treeToJson(tree), '{"type":"root","children":[["p",{"className":["a"]},"x"]]}')
  assert.equal(treeFromJson(treeToJson(tree)), tree)
})

test('nodes with other fields, other orders, no properties or other types come back whole', () => {
  const position = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 2, offset: 1 } }
  const tree = {
    type: 'root',
    children: [
      { type: 'text', value: 'a', position },
      { type: 'element', tagName: 'b', properties: {}, children: [], data: { x: 1 } },
      { tagName: 'i', type: 'element', properties: {}, children: [{ type: 'text', value: 'c' }] },
      { type: 'element', tagName: 'u', properties: undefined, children: [] },
      { type: 'comment', value: 'd' },
      { type: 'raw', value: '<e>' },
      { type: 'mdxJsxFlowElement', name: 'F', attributes: [], children: [{ type: 'text', value: 'g' }] },
      { type: 'element', tagName: 'template', properties: {}, children: [], content: { type: 'root', children: [] } },
    ],
  } as unknown as Root
  const back = treeFromJson(treeToJson(tree))
  assert.equal(back, viaJson(tree))
  assert.is(JSON.stringify(back), JSON.stringify(tree), 'field order kept')
})

test("a compiled page's tree comes back as hast's JSON gives it", async () => {
  const {
    compiled: { hast },
  } = await compileMarkdown(
    '# Title\n\nText *em* `code` [a](/b) \u201cquoted\u201d\n\n```ts\nconst a = 1\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n:::tip\nNote\n:::\n',
    { path: '/tree' },
  )
  const back = treeFromJson(treeToJson(hast))
  assert.is(JSON.stringify(back), JSON.stringify(hast))
  assert.ok(treeToJson(hast).length < JSON.stringify(hast).length / 2, 'at most half the size')
})

test.run()
