// Highlighted code blocks kept in memory by language, fence meta and code (shiki's own cache key), so a page edit
// re-highlights only the blocks that changed (or whose twoslash imports did): in a twoslash page, highlighting is
// most of the compile time.
// Used by the Markdown processor in the build (and its workers) and the dev server.
import type { Root } from 'hast'
import { unchanged } from './dependencies.ts'

/**
 * A bounded map that hands out copies: the pipeline keeps transforming a highlighted block after shiki returns it
 * (code styles to classes, code chrome), so neither the stored tree nor a returned one may be shared.
 */
export class HighlightCache {
  private readonly entries = new Map<string, Root>()

  constructor(private readonly limit = 2000) {}

  get(key: string): Root | undefined {
    const hit = this.entries.get(key)
    if (!hit) return undefined
    // A twoslash block's types come from the site files it imported: once one has changed, it is highlighted again.
    const pre = hit.children[0]
    if (pre?.type === 'element' && !unchanged(pre.data?.twoslashFiles)) {
      this.entries.delete(key)
      return undefined
    }
    // Most recently used last, so eviction takes the oldest.
    this.entries.delete(key)
    this.entries.set(key, hit)
    return copyOf(hit)
  }

  set(key: string, value: Root): this {
    this.entries.set(key, copyOf(value))
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!)
    return this
  }

  get size(): number {
    return this.entries.size
  }
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
