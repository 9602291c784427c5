// The nesting limit: a page nesting lists, block quotes, directives or JSX deeper than MAX_NESTING levels is a
// file:line error found by a line scan before parsing (the Markdown parser's time grows steeply with depth: 2,000
// nested list items would take minutes), and a tree deeper than MAX_TREE_DEPTH (e.g. emphasis inside emphasis) is
// one found right after parsing, before any recursive step can overflow the stack. Runs in Node (build, dev, workers).
import type { Node, Parent } from 'unist'
import type { SourcePage } from '../content/source-page.ts'
import { BuildError } from '../errors/build-error.ts'

/** Levels of lists, quotes, directives and JSX elements one inside another (markdown-it's default limit too). */
export const MAX_NESTING = 100
/** Depth of the parsed tree: each list level is two nodes (list, item), and inline markup adds a few more. */
export const MAX_TREE_DEPTH = 4 * MAX_NESTING

const FENCE = /^(`{3,}|~{3,})/
const QUOTE = /^ {0,3}>[ \t]?/
const LIST_ITEM = /^([ \t]*)([-*+]|\d{1,9}[.)])([ \t]+|$)/
const DIRECTIVE = /^[ \t]*(:{3,})[ \t]*([A-Za-z][\w-]*)?/
const JSX_TAG = /<(\/?)([A-Za-z][\w.:-]*)(?:[^<>"'{}]|"[^"]*"|'[^']*'|\{[^{}]*\})*?(\/?)>/g

/** Throws a BuildError at the first line where the page nests deeper than MAX_NESTING. */
export function assertNestingWithinLimit(page: Pick<SourcePage, 'absolutePath' | 'body' | 'bodyLine' | 'type'>): void {
  const lines = page.body.split('\n')
  let fence: string | undefined
  // Content columns of the open list items (innermost last), the open directives' colon counts, open JSX elements.
  const lists: number[] = []
  const directives: number[] = []
  let jsx = 0
  let previousBlank = false
  for (const [index, raw] of lines.entries()) {
    let line = raw
    let quotes = 0
    while (QUOTE.test(line)) {
      line = line.replace(QUOTE, '')
      quotes++
    }
    const trimmed = line.trimStart()
    if (fence) {
      if (trimmed.startsWith(fence)) fence = undefined
      continue
    }
    const indent = columnOf(line)
    const item = LIST_ITEM.exec(line)
    if (item && (lists.length ? indent < lists.at(-1)! + 4 : indent < 4)) {
      while (lists.length && lists.at(-1)! > indent) lists.pop()
      lists.push(indent + item[2]!.length + Math.max(1, Math.min(4, columnOf(item[3]!))))
    } else if (trimmed && previousBlank) {
      while (lists.length && lists.at(-1)! > indent) lists.pop()
    }
    const opening = FENCE.exec(trimmed.replace(LIST_ITEM, ''))
    if (opening) fence = opening[1]![0]!.repeat(opening[1]!.length)
    const directive = DIRECTIVE.exec(trimmed.replace(LIST_ITEM, ''))
    if (directive) {
      if (directive[2]) directives.push(directive[1]!.length)
      else if (directives.length && directives.at(-1)! <= directive[1]!.length) directives.pop()
    }
    // Elements opened and closed on one line count at their deepest point.
    let deepestJsx = jsx
    if (page.type === 'mdx' && !opening) {
      for (const tag of withoutCodeSpans(line).matchAll(JSX_TAG)) {
        if (tag[1]) jsx = Math.max(0, jsx - 1)
        else if (!tag[3]) deepestJsx = Math.max(deepestJsx, ++jsx)
      }
    }
    const depth = quotes + lists.length + directives.length + deepestJsx
    if (depth > MAX_NESTING) {
      throw new BuildError(
        { file: page.absolutePath, line: page.bodyLine + index },
        `nesting deeper than ${MAX_NESTING} levels (lists, quotes, directives and JSX elements count); flatten this part of the page`,
      )
    }
    previousBlank = trimmed === ''
  }
}

/** Throws a BuildError at the deepest node's line when the parsed tree is deeper than MAX_TREE_DEPTH. */
export function assertTreeDepthWithinLimit(tree: Node, file: string): void {
  // Iterative on purpose: the whole point is not to recurse over a hostile tree.
  const stack: [Node, number][] = [[tree, 1]]
  while (stack.length) {
    const [node, depth] = stack.pop()!
    if (depth > MAX_TREE_DEPTH) {
      throw new BuildError(
        { file, line: node.position?.start.line, column: node.position?.start.column },
        `nesting deeper than ${MAX_TREE_DEPTH} levels of markup; flatten this part of the page`,
      )
    }
    const children = (node as Parent).children
    if (children) for (const child of children) stack.push([child, depth + 1])
  }
}

/** The column a line's text starts at, tabs counted to the next multiple of 4 (as CommonMark does). */
function columnOf(text: string): number {
  let column = 0
  for (const char of text) {
    if (char === ' ') column++
    else if (char === '\t') column += 4 - (column % 4)
    else break
  }
  return column
}

function withoutCodeSpans(line: string): string {
  return line.includes('`') ? line.replace(/(`+)[^`]*?\1/g, '') : line
}
