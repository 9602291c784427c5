// GFM syntax with the bare-URL and e-mail search skipped where no text could hold one: the same trees as remark-gfm's
// for every kind of literal (and for none), and the search really replaced, so the skip cannot silently stop working.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Extension } from 'mdast-util-from-markdown'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { findAutolinkLiterals, findAutolinkLiteralsWhereAny, remarkGfmSyntax } from '../../build/markdown/remark/gfm.ts'

const SOURCES = [
  'Visit www.example.com or https://example.com/a?b=c#d today.',
  'HTTP://EXAMPLE.COM and WWW.EXAMPLE.COM in capitals.',
  'Mail someone@example.com, mailto:a@example.org or xmpp:b@example.net/home.',
  'A decoded address: someone&#64;example.com.',
  'Already a link: [www.example.com](https://example.com), and `www.example.com` as code.',
  '| a | b |\n| - | - |\n| www.example.com | ~~x~~ |\n\n- [x] done[^1]\n\n[^1]: note',
  'No literal here: a plain paragraph with **strong** text and a [link](/a).',
  '',
]

const parse = (plugin: typeof remarkGfm | typeof remarkGfmSyntax, source: string) => {
  const processor = unified()
    .use(remarkParse)
    .use(plugin as typeof remarkGfm)
  return processor.runSync(processor.parse(source))
}

test('every source gives the same tree as remark-gfm', () => {
  for (const source of SOURCES) assert.equal(parse(remarkGfmSyntax, source), parse(remarkGfm, source), source)
})

test('bare URLs and addresses still become links', () => {
  const links: string[] = []
  const visit = (node: { type: string; url?: string; children?: unknown[] }) => {
    if (node.type === 'link') links.push(node.url!)
    for (const child of node.children ?? []) visit(child as typeof node)
  }
  visit(parse(remarkGfmSyntax, `${SOURCES[0]}\n\n${SOURCES[3]}`) as never)
  assert.equal(links, ['http://www.example.com', 'https://example.com/a?b=c#d', 'mailto:someone@example.com'])
})

test("the plugin puts the guarded search in place of remark-gfm's own", () => {
  const processor = unified().use(remarkParse).use(remarkGfmSyntax)
  processor.freeze()
  const transforms = ((processor.data('fromMarkdownExtensions') ?? []).flat(Number.POSITIVE_INFINITY) as Extension[]).flatMap(
    (extension) => extension.transforms ?? [],
  )
  assert.ok(transforms.includes(findAutolinkLiteralsWhereAny))
  assert.not.ok(transforms.includes(findAutolinkLiterals))
})

test.run()
