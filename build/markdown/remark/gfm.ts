// GitHub Flavored Markdown (remark-gfm), with its bare URLs and e-mail addresses looked for only where text could hold
// one, in the same trees: its own search tries every word and every position of the text (decisions: Markdown
// compile). Node, compile time.
import type { Root } from 'mdast'
import type { Extension as FromMarkdownExtension, Transform } from 'mdast-util-from-markdown'
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal'
import { gfmFootnote } from 'micromark-extension-gfm-footnote'
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough'
import { gfmTable } from 'micromark-extension-gfm-table'
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item'
import { combineExtensions } from 'micromark-util-combine-extensions'
import type { Extension as SyntaxExtension } from 'micromark-util-types'
import remarkGfm from 'remark-gfm'
import type { Processor } from 'unified'
import { fromMarkdown } from '../vendor/mdast-util-from-markdown.js'

/** The search itself, as remark-gfm registers it (the same function for every call). */
export const findAutolinkLiterals: Transform = gfmAutolinkLiteralFromMarkdown().transforms![0]!

/**
 * What every literal the syntax or the search turns into a link has in one text node: `http` or `www` (URLs, in any
 * case) or `@` (addresses, `mailto:` and `xmpp:` ones too). A character reference (`&#64;`) is decoded in the text.
 */
const MAY_HOLD_LITERAL = /@|http|www/i

function mayHoldLiteral(node: { type: string; value?: unknown; alt?: unknown; children?: unknown[] }): boolean {
  if (node.type === 'text') return MAY_HOLD_LITERAL.test(node.value as string)
  // An image's label is its `alt` text, not children: a literal there would change nothing, but costs nothing to allow.
  if (node.type === 'image') return MAY_HOLD_LITERAL.test((node.alt as string | undefined) ?? '')
  return node.children?.some((child) => mayHoldLiteral(child as typeof node)) ?? false
}

/** The search, skipped when no text node has what a literal needs: it would change nothing then. */
export function findAutolinkLiteralsWhereAny(tree: Root): Root | undefined {
  if (mayHoldLiteral(tree)) return findAutolinkLiterals(tree) ?? undefined
  return undefined
}

/** GFM's syntax as remark-gfm adds it (`gfm()` of micromark-extension-gfm) without the literals': same order. */
const syntaxWithoutLiterals: SyntaxExtension = combineExtensions([gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem()])

export interface MarkdownSyntax {
  /** Every syntax extension, remark-gfm's whole among them. */
  extensions: SyntaxExtension[]
  /** remark-gfm's entry in `extensions`, which the first parse replaces with `syntaxWithoutLiterals`. */
  gfm: SyntaxExtension
  mdastExtensions: (FromMarkdownExtension | FromMarkdownExtension[])[]
}

/**
 * `document` parsed as with every extension, first without the literals' syntax; again with it only when a text node of
 * that tree could hold a literal. The first tree is the same as the second otherwise: wherever the syntax would make a
 * literal, its `@`, `www` or `http` is in a text node without it. A literal starts at a letter, a digit or one of
 * `+-._`, where no other inline construct of the pipeline starts but emphasis, whose marks leave what lies between them
 * text; a construct that holds those characters (a code span, an HTML tag, an autolink) starts earlier and takes them
 * with or without the syntax. Flow is parsed before text, so nothing else moves. The check runs before any tree
 * transform, on the tree as the syntax made it.
 */
export function parseWithLiteralsWhereAny(document: string, syntax: MarkdownSyntax): { tree: Root; twice: boolean } {
  let mayHold = false
  const check: FromMarkdownExtension = {
    transforms: [
      (tree) => {
        mayHold = mayHoldLiteral(tree)
      },
    ],
  }
  const first = fromMarkdown(document, {
    extensions: syntax.extensions.map((extension) => (extension === syntax.gfm ? syntaxWithoutLiterals : extension)),
    mdastExtensions: [check, ...syntax.mdastExtensions],
  })
  if (!mayHold) return { tree: first, twice: false }
  return { tree: fromMarkdown(document, { extensions: syntax.extensions, mdastExtensions: syntax.mdastExtensions }), twice: true }
}

/** remark-gfm's syntax entry in each processor that has remarkGfmSyntax (`this` is the processor being frozen). */
const gfmSyntaxOf = new WeakMap<Processor, SyntaxExtension>()

/** remark-gfm, with `findAutolinkLiteralsWhereAny` in place of the search it registers. */
export function remarkGfmSyntax(this: Processor): void {
  const data = this.data()
  const before = data.micromarkExtensions?.length ?? 0
  remarkGfm.call(this)
  gfmSyntaxOf.set(this, data.micromarkExtensions![before]!)
  const extensions = (this.data('fromMarkdownExtensions') ?? []).flat(Number.POSITIVE_INFINITY) as FromMarkdownExtension[]
  for (const extension of extensions) {
    if (extension.transforms) extension.transforms = extension.transforms.map((t) => (t === findAutolinkLiterals ? findAutolinkLiteralsWhereAny : t))
  }
}

/**
 * After remark-parse, remarkGfmSyntax and the pipeline's other syntax plugins (frontmatter, directives, MDX): the
 * processor parses through `parseWithLiteralsWhereAny`. A plugin after it (a site's) that adds syntax or mdast
 * extensions turns that off: its constructs could start where a literal does (`@name`), or its nodes hold text, so the
 * processor parses as remark-parse does, with every extension at once.
 */
export function remarkLiteralsWhereAny(this: Processor): void {
  const gfm = gfmSyntaxOf.get(this)
  const parse = this.parser
  if (!gfm || !parse) return
  const known = { syntax: this.data('micromarkExtensions')?.length, mdast: this.data('fromMarkdownExtensions')?.length }
  this.parser = (document, file) => {
    const extensions = this.data('micromarkExtensions') ?? []
    const mdastExtensions = this.data('fromMarkdownExtensions') ?? []
    if (extensions.length !== known.syntax || mdastExtensions.length !== known.mdast) return parse(document, file)
    return parseWithLiteralsWhereAny(document, { extensions, gfm, mdastExtensions }).tree
  }
}
