// The pipeline's own tree walk: every node in document order with its index and parent, SKIP leaving children out,
// elements found through nodes that are not elements (the root, MDX JSX), and a replaced node's own children walked.

import type { Element, ElementContent, Root } from 'hast'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { SKIP, walk, walkElements, walkMarkdown } from '../../../../build/markdown/tree-walk.ts'

const h = (tagName: string, children: string | (ElementContent | string)[]): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children: (typeof children === 'string' ? [children] : children).map((c) => (typeof c === 'string' ? { type: 'text', value: c } : c)),
})

const tree = (): Root => ({
  type: 'root',
  children: [
    h('h1', 'Title'),
    h('pre', [h('code', [h('span', 'a'), h('span', 'b')])]),
    { type: 'mdxJsxFlowElement', name: 'Box', attributes: [], children: [h('p', ['x', h('em', 'y')])] } as never,
    h('p', 'end'),
  ],
})

const label = (node: { type: string; tagName?: string; value?: string }) => node.tagName ?? node.value ?? node.type

test('walk visits every node, parents first, in document order, with index and parent', () => {
  const seen: string[] = []
  walk(tree(), (node, index, parent) => {
    seen.push(`${label(node)}@${index}<${label(parent as never)}`)
  })
  assert.equal(seen, [
    'h1@0<root',
    'Title@0<h1',
    'pre@1<root',
    'code@0<pre',
    'span@0<code',
    'a@0<span',
    'span@1<code',
    'b@0<span',
    'mdxJsxFlowElement@2<root',
    'p@0<mdxJsxFlowElement',
    'x@0<p',
    'em@1<p',
    'y@0<em',
    'p@3<root',
    'end@0<p',
  ])
})

test('walkElements sees elements only, through MDX JSX, and SKIP leaves the children out', () => {
  const seen: string[] = []
  walkElements(tree(), (node) => {
    seen.push(node.tagName)
    if (node.tagName === 'pre') return SKIP
  })
  assert.equal(seen, ['h1', 'pre', 'p', 'em', 'p'])
})

test('a visitor may replace its node; the walk goes on into the children of the node it was given', () => {
  const root = tree()
  const seen: string[] = []
  walkElements(root, (node, index, parent) => {
    seen.push(node.tagName)
    if (node.tagName === 'h1') parent.children[index] = { type: 'element', tagName: 'header', properties: {}, children: [node] } as Element
  })
  assert.is((root.children[0] as Element).tagName, 'header')
  assert.equal(seen.slice(0, 2), ['h1', 'pre'])
})

test('walkMarkdown finds one type of Markdown node at any depth, in document order, with index and parent', () => {
  const mdast = unified().use(remarkParse).parse('```a\n1\n```\n\n> ```b\n> 2\n> ```\n>\n> - ```c\n>   3\n>   ```\n\n```d\n4\n```\n')
  const seen: string[] = []
  walkMarkdown(mdast, 'code', (node, index, parent) => {
    seen.push(`${node.lang}:${node.value}@${index}<${parent.type}`)
  })
  assert.equal(seen, ['a:1@0<root', 'b:2@0<blockquote', 'c:3@0<listItem', 'd:4@2<root'])
})

test.run()
