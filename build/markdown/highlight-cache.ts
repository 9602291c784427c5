// Highlighted code blocks kept in memory by language, fence meta and code (shiki's own cache key), so a page edit
// re-highlights only the blocks that changed (or whose twoslash imports did): in a twoslash page, highlighting is
// most of the compile time.
// Used by the Markdown processor in the build (and its workers) and the dev server.
import type { Root, RootContent } from 'hast'
import { unchanged } from './dependencies.ts'

/**
 * A bounded map that hands out copies: the pipeline keeps transforming a highlighted block after shiki returns it
 * (code styles to classes, code chrome), so neither the stored tree nor a returned one may be shared. Bounded by its
 * entries and by their nodes together: a twoslash block's tree with its popups holds thousands of nodes, and a site's
 * blocks are mostly each met once, so a bound by count alone let a thread's memory grow with the number of pages.
 */
export class HighlightCache {
  private readonly entries = new Map<string, { tree: Root; nodes: number }>()
  private nodes = 0

  constructor(
    private readonly limit = 2000,
    private readonly nodeLimit = 300_000,
  ) {}

  get(key: string): Root | undefined {
    const hit = this.entries.get(key)
    if (!hit) return undefined
    // A twoslash block's types come from the site files it imported: once one has changed, it is highlighted again.
    const pre = hit.tree.children[0]
    if (pre?.type === 'element' && !unchanged(pre.data?.twoslashFiles)) {
      this.remove(key)
      return undefined
    }
    // Most recently used last, so eviction takes the oldest.
    this.entries.delete(key)
    this.entries.set(key, hit)
    return copyOf(hit.tree)
  }

  set(key: string, value: Root): this {
    this.remove(key)
    const tree = copyOf(value)
    const nodes = countNodes(tree)
    // A tree larger than the whole budget would only push every other entry out.
    if (nodes > this.nodeLimit) return this
    this.entries.set(key, { tree, nodes })
    this.nodes += nodes
    while (this.entries.size > this.limit || this.nodes > this.nodeLimit) this.remove(this.entries.keys().next().value!)
    return this
  }

  private remove(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.nodes -= entry.nodes
  }

  get size(): number {
    return this.entries.size
  }
}

/** How many nodes a tree holds (the measure of the cache's bound). */
function countNodes(node: Root | RootContent): number {
  let count = 1
  if ('children' in node) for (const child of node.children) count += countNodes(child)
  return count
}

/**
 * A deep copy of a highlighted tree (plain objects, arrays, strings, numbers and booleans): four times as fast as
 * structuredClone on this site's twoslash pages, which copy thousands of popups and blocks per compile.
 */
export function copyOf<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyOf) as T
  if (value === null || typeof value !== 'object') return value
  const copy: Record<string, unknown> = {}
  for (const key in value) copy[key] = copyOf((value as Record<string, unknown>)[key])
  return copy as T
}
