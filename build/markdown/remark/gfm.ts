// GitHub Flavored Markdown (remark-gfm), with its search for bare URLs and e-mail addresses run only on trees whose
// text could hold one: that search tries four regular expressions at every position of every text node, and was 4% of
// a compile thread's time on the benchmark corpus, whose pages hold none. Node, compile time.
import type { Root } from 'mdast'
import type { Extension as FromMarkdownExtension, Transform } from 'mdast-util-from-markdown'
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal'
import remarkGfm from 'remark-gfm'
import type { Processor } from 'unified'

/** The search itself, as remark-gfm registers it (the same function for every call). */
export const findAutolinkLiterals: Transform = gfmAutolinkLiteralFromMarkdown().transforms![0]!

/**
 * What every literal the search turns into a link has in one text node: `http` or `www` (URLs, in any case) or `@`
 * (addresses, `mailto:` and `xmpp:` ones too). A character reference (`&#64;`) is decoded in the text already.
 */
const MAY_HOLD_LITERAL = /@|http|www/i

function mayHoldLiteral(node: { type: string; value?: unknown; children?: unknown[] }): boolean {
  if (node.type === 'text') return MAY_HOLD_LITERAL.test(node.value as string)
  return node.children?.some((child) => mayHoldLiteral(child as typeof node)) ?? false
}

/** The search, skipped when no text node has what a literal needs: it would change nothing then. */
export function findAutolinkLiteralsWhereAny(tree: Root): Root | undefined {
  if (mayHoldLiteral(tree)) return findAutolinkLiterals(tree) ?? undefined
  return undefined
}

/** remark-gfm, with `findAutolinkLiteralsWhereAny` in place of the search it registers. */
export function remarkGfmSyntax(this: Processor): void {
  remarkGfm.call(this)
  const extensions = (this.data('fromMarkdownExtensions') ?? []).flat(Number.POSITIVE_INFINITY) as FromMarkdownExtension[]
  for (const extension of extensions) {
    if (extension.transforms) extension.transforms = extension.transforms.map((t) => (t === findAutolinkLiterals ? findAutolinkLiteralsWhereAny : t))
  }
}
