// Shiki's highlighting step, with a page's twoslash blocks compiled as one (Node, compile time). Shiki highlights every
// block of a tree in one synchronous pass; just before it, the page's twoslash fences go to twoslash, which compiles
// them in one TypeScript program (../twoslash/page-program.ts) and answers with the page's key. A highlighted twoslash block is
// kept under that key, so a block's types always come from its own page's program. A page compiled for its types
// only (../twoslash/types-ahead.ts) stops here, its fences handed over.

import rehypeShikiFromHighlighter from '@shikijs/rehype/core'
import type { Element, Parents, Root } from 'hast'
import { toString as textOf } from 'hast-util-to-string'
import type { HighlightCache } from '../highlight-cache.ts'
import { SKIP, walkElements } from '../tree-walk.ts'
import type { TwoslashFence } from '../twoslash/fence.ts'

type ShikiOptions = Parameters<typeof rehypeShikiFromHighlighter>[1]

/** Takes a page's twoslash fences before they are highlighted; returns the key of that set of blocks ('' for none). */
export type TwoslashPageStart = (fences: TwoslashFence[]) => string

/** The languages the twoslash transformer compiles (its `langs`), and the word in a fence's meta that asks for it. */
const TWOSLASH_LANGS = new Set(['ts', 'tsx'])
const TRIGGER = /\btwoslash\b/
const OPT_OUT = /\bno-?twoslash\b/

declare module 'vfile' {
  interface DataMap {
    /** The page is compiled for its twoslash fences only: the highlighting step stops it with TwoslashFencesFound. */
    twoslashFencesOnly: boolean
  }
}

/** Stops a page compiled for its twoslash fences only, at the highlighting step, with those fences. */
export class TwoslashFencesFound extends Error {
  constructor(readonly fences: TwoslashFence[]) {
    super('twoslash fences found')
  }
}

export function rehypeHighlightPage(
  highlighter: Parameters<typeof rehypeShikiFromHighlighter>[0],
  options: ShikiOptions & { cache?: HighlightCache },
  startTwoslashPage?: TwoslashPageStart,
) {
  let pageKey = ''
  const shared = options.cache
  // A twoslash block's highlighted form depends on its page's other blocks: it is kept per page key.
  const keyed = (key: string) => (pageKey && key.includes('twoslash') ? `${pageKey}\0${key}` : key)
  const cache = shared && {
    get: (key: string) => shared.get(keyed(key)),
    set: (key: string, value: Root) => shared.set(keyed(key), value),
  }
  const highlight = rehypeShikiFromHighlighter(highlighter, { ...options, cache: cache as ShikiOptions['cache'] })
  return (...[tree, ...rest]: Parameters<typeof highlight>) => {
    const blocks = codeBlocksOf(tree)
    const fences = fencesIn(blocks)
    if (rest[0].data.twoslashFencesOnly) throw new TwoslashFencesFound(fences)
    pageKey = startTwoslashPage && fences.length ? startTwoslashPage(fences) : ''
    // Shiki's step walks the tree it is given with unist-util-visit (see ../tree-walk.ts): it is given each block alone
    // instead, found by this file's walk, and does with it what it did in place (it only ever replaces the block it is at).
    for (const { parent, index } of blocks) {
      const written = parent.children[index]!
      const holder = { type: 'root', children: [written] } as Root
      highlight(holder, ...rest)
      // Shiki's highlighted fragment (a root of its own) takes the block's place, as it did in the page's tree.
      const siblings: unknown[] = parent.children
      const made = holder.children[0]
      siblings[index] = made
      // Type errors shown in a twoslash block instead of failing the build (twoslash.ts): a warning at the block's line.
      // (Shiki's fragment is a root holding the <pre>.)
      const fragment = made as Root | Element | undefined
      const pre = fragment?.type === 'root' ? fragment.children[0] : fragment
      if (pre?.type === 'element' && pre.data?.twoslashWarning) {
        rest[0].message(
          `type errors in a twoslash code block, shown in it (strict: true makes them errors): ${pre.data.twoslashWarning.replace(/\s*\n\s*/g, ' ')}`,
          written.position,
        )
        delete pre.data.twoslashWarning
      }
    }
  }
}

/**
 * The `pre` elements of `tree`, in document order, that shiki's step would look at: it highlights a `pre` whose first
 * child is a `code` and walks on into any other (so one inside it is found too).
 */
function codeBlocksOf(tree: Root): { parent: Parents; index: number }[] {
  const blocks: { parent: Parents; index: number }[] = []
  walkElements(tree, (node, index, parent) => {
    if (node.tagName !== 'pre') return
    blocks.push({ parent, index })
    const head = node.children[0]
    return head?.type === 'element' && head.tagName === 'code' ? SKIP : undefined
  })
  return blocks
}

/** The `pre > code` blocks of `tree` that the twoslash transformer will compile, with the code it will be given. */
export function twoslashFencesOf(tree: Root): TwoslashFence[] {
  return fencesIn(codeBlocksOf(tree))
}

const fencesIn = (blocks: { parent: Parents; index: number }[]): TwoslashFence[] =>
  blocks.flatMap(({ parent, index }) => twoslashFenceOf(parent.children[index] as Element) ?? [])

/** The fence a `pre` element is for the twoslash transformer, if it compiles it. */
function twoslashFenceOf(pre: Element): TwoslashFence | undefined {
  const code = pre.children[0]
  if (code?.type !== 'element' || code.tagName !== 'code') return undefined
  const classes = code.properties.className
  const lang = Array.isArray(classes)
    ? classes
        .find((c) => String(c).startsWith('language-'))
        ?.toString()
        .slice(9)
    : undefined
  const meta = (code.data as { meta?: string } | undefined)?.meta ?? ''
  if (!lang || !TWOSLASH_LANGS.has(lang) || !TRIGGER.test(meta) || OPT_OUT.test(meta)) return undefined
  // Shiki drops the code's final newline before its transformers see it.
  return { lang, code: textOf(code).replace(/\n$/, '') }
}
