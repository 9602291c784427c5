// Before highlighting: loads the languages a parsed page's fences use, and turns a fence in a language shiki does
// not know into plain text with a warning. Shared by pages and the partials they import.
import type { Code, Root as MdastRoot } from 'mdast'
import type { Highlighter } from 'shiki'
import { walkMarkdown } from './walk.ts'
import { ensureLanguages } from './highlighter.ts'

/** Returns one warning (`:line unknown code language …`) per unknown language. */
export async function loadLanguagesOf(tree: MdastRoot, highlighter: Highlighter): Promise<string[]> {
  const langs = new Map<string, Code[]>()
  walkMarkdown(tree, 'code', (node) => {
    if (node.lang) langs.set(node.lang, [...(langs.get(node.lang) ?? []), node])
  })
  const unknown = await ensureLanguages(highlighter, langs.keys())
  return unknown.map((lang) => {
    const nodes = langs.get(lang)!
    for (const node of nodes) node.lang = 'text'
    return `:${nodes[0]!.position?.start.line} unknown code language "${lang}", shown as plain text`
  })
}
