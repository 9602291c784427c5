// GFM with bare URLs and e-mail addresses looked for only where text could hold one: the same trees as remark-gfm's
// for every kind of literal, in every place one can or cannot be (and for none), in Markdown and MDX; the search really
// replaced and the second parse really skipped, so neither skip can silently stop working.

import { createProcessor } from '@mdx-js/mdx'
import type { CompileContext, Extension, Token } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfm } from 'micromark-extension-gfm'
import type { Extension as SyntaxExtension, Tokenizer } from 'micromark-util-types'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { type Processor, unified } from 'unified'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { remarkPlugins } from '../../../../../build/markdown/pipeline.ts'
import {
  findAutolinkLiterals,
  findAutolinkLiteralsWhereAny,
  parseWithLiteralsWhereAny,
  remarkGfmSyntax,
  remarkLiteralsWhereAny,
} from '../../../../../build/markdown/remark/gfm.ts'

const SOURCES = [
  'Visit www.example.com or https://example.com/a?b=c#d today.',
  'HTTP://EXAMPLE.COM and WWW.EXAMPLE.COM in capitals.',
  'Mail someone@example.com, mailto:a@example.org or xmpp:b@example.net/home.',
  'A decoded address: someone&#64;example.com.',
  'Already a link: [www.example.com](https://example.com), and `www.example.com` as code.',
  '| a | b |\n| - | - |\n| www.example.com | ~~x~~ |\n\n- [x] done[^1]\n\n[^1]: note',
  'No literal here: a plain paragraph with **strong** text and a [link](/a).',
  '',
  '# Heading www.example.com\n\nSetext http://a.example\n---',
  '*www.example.com* **a@example.com** ~~https://example.com~~ _http://x.example_',
  '[link www.example.com label](/a) ![alt www.example.com and a@b.co](/i.png) [unclosed www.example.com',
  '> quoted www.example.com\n>\n> - listed a@example.com\n>   1. deeper http://example.com\n\nlazy\nwww.example.com',
  'Only in code: `a@example.com` and `http://example.com`\n\n```sh\nnpm i lib@1.2.3 && curl http://example.com\n```\n\n    indented www.example.com',
  'In HTML: <span title="a@example.com http://x.example">x</span> <http://example.com> <a@example.com>\n\n<div>\nwww.example.com\n</div>',
  'Escaped: a\\@example.com www\\.example.com h\\ttp://example.com, references: &#x77;ww.example.com &commat;',
  'Around punctuation: (www.example.com). "a@example.com"! www.example.com/a_(b)_c?d=e&f. a.b-c_d+e@f.example.',
  'Directive :abbr[www.example.com]{title="a@example.com"} and\n\n::note{href="http://example.com"}\n\n:::tip\nInside a@example.com\n:::',
  'CRLF lines\r\nwww.example.com\r\n\r\nand CR\ra@example.com',
  'Footnote[^n]\n\n[^n]: with http://example.com',
  'Unicode ünïcode wörds, 数字 and Wwwhere HTTPx @ alone',
  'Footnote labels[^a@b.co] and definitions\n\n[^a@b.co]: www.example.com\n\n[ref a@b.co]: https://example.com "t a@b.co"\n\n[ref a@b.co]',
  'Addresses from a mark: _a@b.co_ x _b@c.example -c@d.example +d@e.example .e@f.example __f@g.example__ *g@h.example*',
]

/** The tree of `source` with remark-gfm as it is, or with this tool's plugins for it (`mine`), and `after` plugins. */
const parse = (plugin: 'mine' | typeof remarkGfm, source: string, ...after: ((this: Processor) => void)[]) => {
  const processor = unified().use(remarkParse)
  if (plugin === 'mine') processor.use(remarkGfmSyntax).use(remarkDirective).use(remarkLiteralsWhereAny)
  else processor.use(plugin).use(remarkDirective)
  for (const more of after) processor.use(more)
  return processor.runSync(processor.parse(source))
}

const MDX_SOURCES = [
  'import { X } from "./x.tsx"\n\n<X href="http://example.com" mail="a@example.com">www.example.com</X>\n\n{"a@example.com"}',
  '<Callout>\n  Text only, no address {1 + 1}\n</Callout>',
  'export const site = "www.example.com"\n\n# Title http://example.com',
]

test('every source gives the same tree as remark-gfm', () => {
  for (const source of SOURCES) assert.equal(parse('mine', source), parse(remarkGfm, source), source)
})

test('MDX sources give the same tree as with remark-gfm', () => {
  for (const source of MDX_SOURCES) {
    const tree = (plugins: (typeof remarkGfm)[]) => createProcessor({ remarkPlugins: plugins }).parse(source)
    assert.equal(tree([remarkGfmSyntax as typeof remarkGfm, remarkLiteralsWhereAny as typeof remarkGfm]), tree([remarkGfm]), source)
  }
})

test('a document is parsed again with the literal syntax only when its text could hold a literal', () => {
  const syntax = (() => {
    const gfmSyntax = gfm()
    return { extensions: [gfmSyntax], gfm: gfmSyntax, mdastExtensions: [gfmFromMarkdown()] }
  })()
  const twice = (source: string) => parseWithLiteralsWhereAny(source, syntax).twice
  assert.is(twice(SOURCES[6]!), false)
  assert.is(twice(SOURCES[12]!), false, 'only code and indented code hold them')
  assert.is(twice('<span title="a@example.com">x</span>'), false, 'only an HTML attribute holds one')
  assert.is(twice(SOURCES[0]!), true)
  assert.is(twice('| a |\n| - |\n| x a@example.com |'), true)
  assert.is(twice('![www.example.com](/i.png)'), true)
})

test('the first parse has no literal syntax: a literal is tokenized once, by the second', () => {
  let tokens = 0
  const gfmSyntax = gfm()
  const counter: Extension = { beforeEnter: (token) => void ((token.type as string) === 'literalAutolink' && tokens++) }
  const { twice } = parseWithLiteralsWhereAny('Mail a@example.com.', {
    extensions: [gfmSyntax],
    gfm: gfmSyntax,
    mdastExtensions: [counter, gfmFromMarkdown()],
  })
  assert.is(twice, true)
  assert.is(tokens, 1)
})

/** A site's syntax for `@name` mentions: it starts inside what would be an address (`a@bc.example`). */
function remarkMentions(this: Processor): void {
  const tokenize: Tokenizer = (effects, ok) => {
    const rest = (code: number | null) => {
      if (code !== null && ((code >= 97 && code <= 122) || code === 46)) {
        effects.consume(code)
        return rest
      }
      effects.exit('mention' as never)
      return ok(code)
    }
    return (code) => {
      effects.enter('mention' as never)
      effects.consume(code)
      return rest
    }
  }
  const syntax: SyntaxExtension = { text: { 64: { name: 'mention', tokenize } } }
  const mdast = {
    enter: {
      mention(this: CompileContext, token: Token) {
        this.enter({ type: 'mention', value: this.sliceSerialize(token) } as never, token)
      },
    },
    exit: {
      mention(this: CompileContext, token: Token) {
        this.exit(token)
      },
    },
  } as Extension
  const data = this.data()
  data.micromarkExtensions = [...(data.micromarkExtensions ?? []), syntax]
  data.fromMarkdownExtensions = [...(data.fromMarkdownExtensions ?? []), mdast]
}

test("a site's own syntax after the plugins turns the first parse off", () => {
  const source = 'Write to a@bc.example, or to @someone.'
  assert.equal(parse('mine', source, remarkMentions), parse(remarkGfm, source, remarkMentions))
})

test("the pipeline's plugins look for literals on the first parse after its own syntax, before the site's plugins", () => {
  const site = () => {}
  const list = remarkPlugins({ remarkPlugins: [site] })
  const at = (plugin: unknown) => list.findIndex((entry) => entry === plugin || (Array.isArray(entry) && entry[0] === plugin))
  assert.ok(at(remarkLiteralsWhereAny) > at(remarkGfmSyntax))
  assert.ok(at(remarkLiteralsWhereAny) > at(remarkDirective))
  assert.ok(at(remarkLiteralsWhereAny) < at(site))
})

test('bare URLs and addresses still become links', () => {
  const links: string[] = []
  const visit = (node: { type: string; url?: string; children?: unknown[] }) => {
    if (node.type === 'link') links.push(node.url!)
    for (const child of node.children ?? []) visit(child as typeof node)
  }
  visit(parse('mine', `${SOURCES[0]}\n\n${SOURCES[3]}`) as never)
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
