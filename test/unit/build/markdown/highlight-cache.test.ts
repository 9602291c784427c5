// The in-memory cache of highlighted code blocks: a page compiled again after a prose edit reuses its blocks
// (shiki is not called) with output identical to a fresh compile, copies are never shared, and the cache is bounded.

import type { Root } from 'hast'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { compilePage } from '../../../../build/markdown/compile-page.ts'
import { HighlightCache } from '../../../../build/markdown/highlight-cache.ts'
import { createCompileContext } from '../../../../build/stages/compile.ts'
import { sourcePage, testConfig } from '../../../support/compile-markdown.tsx'

const page = (prose: string) => `# Title\n\n${prose}\n\n\`\`\`ts title="a.ts"\nconst a = 1 // [!code highlight]\n\`\`\`\n\n\`\`\`js\nlet b = [1, 2]\n\`\`\`\n`

test('a prose edit reuses the highlighted blocks, with the same output as a fresh compile', async () => {
  const ctx = await createCompileContext(testConfig())
  let calls = 0
  const codeToHast = ctx.highlighter.codeToHast.bind(ctx.highlighter)
  ctx.highlighter.codeToHast = ((...args: Parameters<typeof codeToHast>) => {
    calls++
    return codeToHast(...args)
  }) as typeof codeToHast

  const first = await compilePage(sourcePage(page('First words.')), ctx)
  assert.is(calls, 2)
  const edited = await compilePage(sourcePage(page('Other words.')), ctx)
  assert.is(calls, 2, 'no block was highlighted again')

  const fresh = await compilePage(sourcePage(page('Other words.')), await createCompileContext(testConfig()))
  assert.equal(edited.hast, fresh.hast)
  assert.equal(edited.data, fresh.data)
  assert.equal(first.data.codeStyles, edited.data.codeStyles)
})

test('stored and returned trees are copies', () => {
  const cache = new HighlightCache()
  const tree: Root = { type: 'root', children: [{ type: 'text', value: 'a' }] }
  cache.set('k', tree)
  tree.children.push({ type: 'text', value: 'changed after set' })
  const got = cache.get('k')!
  assert.is(got.children.length, 1)
  got.children.length = 0
  assert.is(cache.get('k')!.children.length, 1)
})

test('holds at most its limit, dropping the least recently used', () => {
  const cache = new HighlightCache(2)
  const tree = (value: string): Root => ({ type: 'root', children: [{ type: 'text', value }] })
  cache.set('a', tree('a')).set('b', tree('b'))
  cache.get('a')
  cache.set('c', tree('c'))
  assert.is(cache.size, 2)
  assert.ok(cache.get('a'))
  assert.is(cache.get('b'), undefined)
  assert.ok(cache.get('c'))
})

test('holds at most its budget of nodes, dropping the least recently used, and no tree larger than the budget', () => {
  // Each tree: a root and `n` text nodes.
  const tree = (n: number): Root => ({ type: 'root', children: Array.from({ length: n }, (_, i) => ({ type: 'text' as const, value: `${i}` })) })
  const cache = new HighlightCache(100, 10)
  cache.set('a', tree(3)).set('b', tree(3))
  cache.get('a')
  cache.set('c', tree(3))
  assert.is(cache.size, 2, '4 + 4 + 4 nodes are over 10: the least recently used went')
  assert.ok(cache.get('a'))
  assert.is(cache.get('b'), undefined)
  cache.set('a', tree(1))
  cache.set('d', tree(2))
  assert.is(cache.size, 3, 'a replaced entry counts with its new size: 2 + 4 + 3 nodes')
  cache.set('huge', tree(10))
  assert.is(cache.get('huge'), undefined, 'a tree over the whole budget is not kept')
  assert.is(cache.size, 3, 'and pushes nothing out')
})

test.run()
