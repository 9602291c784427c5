// Before highlighting: loads the languages a parsed page's fences use, and turns a fence in a language shiki does
// not know into plain text with a warning. Shared by pages and the partials they import.
import type { Code, Root as MdastRoot } from 'mdast'
import type { Highlighter } from 'shiki'
import { ensureLanguages } from './highlighter.ts'
import { walkMarkdown } from './tree-walk.ts'

/** Fence languages whose grammar highlights the fences written inside a block (in the languages loaded by then). */
const MARKDOWN = new Set(['md', 'markdown', 'mdx'])
/** A fence's opening line inside a Markdown block, with its language. */
const NESTED_FENCE = /^[ \t]*(?:`{3,}|~{3,})[ \t]*([\w#+.-]+)/gm

/**
 * The languages of the fences inside a Markdown block. shiki's Markdown grammar highlights such a fence only in a
 * language loaded already, so they are loaded with the page: a block looks the same whichever pages its thread
 * compiled before (a cold build and a one-page rebuild gave different HTML for the same page).
 */
function nestedLanguages(node: Code): string[] {
  return MARKDOWN.has(node.lang ?? '') ? [...node.value.matchAll(NESTED_FENCE)].map((m) => m[1]!) : []
}

/** Returns one warning (`:line unknown code language …`) per unknown language. */
export async function loadLanguagesOf(tree: MdastRoot, highlighter: Highlighter): Promise<string[]> {
  const langs = new Map<string, Code[]>()
  const nested = new Set<string>()
  walkMarkdown(tree, 'code', (node) => {
    if (node.lang) langs.set(node.lang, [...(langs.get(node.lang) ?? []), node])
    for (const lang of nestedLanguages(node)) nested.add(lang)
  })
  // A nested fence in a language shiki does not know stays plain, as its grammar leaves it: no warning for it.
  const unknown = await ensureLanguages(highlighter, new Set([...langs.keys(), ...nested]))
  return unknown
    .filter((lang) => langs.has(lang))
    .map((lang) => {
      const nodes = langs.get(lang)!
      for (const node of nodes) node.lang = 'text'
      return `:${nodes[0]!.position?.start.line} unknown code language "${lang}", shown as plain text`
    })
}
