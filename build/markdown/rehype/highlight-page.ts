// Shiki's highlighting step, with a page's twoslash blocks compiled as one (Node, compile time). Shiki highlights every
// block of a tree in one synchronous pass; just before it, the page's twoslash fences go to twoslash, which compiles
// them in one TypeScript program (twoslash-batch.ts) and answers with the page's key. A highlighted twoslash block is
// kept under that key, so a block's types always come from its own page's program.
import type { Root } from 'hast'
import { toString as textOf } from 'hast-util-to-string'
import rehypeShikiFromHighlighter from '@shikijs/rehype/core'
import type { HighlightCache } from '../highlight-cache.ts'
import type { TwoslashFence } from '../twoslash-on-demand.ts'
import { SKIP, walkElements } from '../walk.ts'

type ShikiOptions = Parameters<typeof rehypeShikiFromHighlighter>[1]

/** Takes a page's twoslash fences before they are highlighted; returns the key of that set of blocks ('' for none). */
export type TwoslashPageStart = (fences: TwoslashFence[]) => string

/** The languages the twoslash transformer compiles (its `langs`), and the word in a fence's meta that asks for it. */
const TWOSLASH_LANGS = new Set(['ts', 'tsx'])
const TRIGGER = /\btwoslash\b/
const OPT_OUT = /\bno-?twoslash\b/

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
  return (...args: Parameters<typeof highlight>) => {
    const fences = startTwoslashPage ? twoslashFencesOf(args[0]) : []
    pageKey = fences.length ? startTwoslashPage!(fences) : ''
    return highlight(...args)
  }
}

/** The `pre > code` blocks of `tree` that the twoslash transformer will compile, with the code it will be given. */
export function twoslashFencesOf(tree: Root): TwoslashFence[] {
  const fences: TwoslashFence[] = []
  walkElements(tree, (node) => {
    if (node.tagName !== 'pre') return
    const code = node.children[0]
    if (code?.type !== 'element' || code.tagName !== 'code') return SKIP
    const classes = code.properties.className
    const lang = Array.isArray(classes)
      ? classes
          .find((c) => String(c).startsWith('language-'))
          ?.toString()
          .slice(9)
      : undefined
    const meta = (code.data as { meta?: string } | undefined)?.meta ?? ''
    if (lang && TWOSLASH_LANGS.has(lang) && TRIGGER.test(meta) && !OPT_OUT.test(meta)) {
      // Shiki drops the code's final newline before its transformers see it.
      fences.push({ lang, code: textOf(code).replace(/\n$/, '') })
    }
    return SKIP
  })
  return fences
}
