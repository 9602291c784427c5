// The names the MDX compile step and the render step share: the island element and what it carries (its
// `__island` attribute: import, export, directive, page line), and the module MDX takes its components from.
import type { IslandDirective } from '../../../runtime/contract/page-islands.ts'

/** The module name compiled MDX imports `useMDXComponents` from (render/mdx-components.ts provides it). */
export const MDX_PROVIDER = 'vellum:mdx-components'

/** The element name an island use is rewritten to; the render step provides the component under this name. */
export const ISLAND_TAG = '_PageIsland'

/** The specifier of an island made of a page's element with its children (subtree-islands.ts): the prefix, a hash. */
export const SUBTREE_PREFIX = 'vellum-subtree:'

/** Such an island's module: MDX holding the element and the imports it uses, and the folder they resolve from. */
export interface SubtreeModule {
  source: string
  dir: string
}

export interface IslandMark {
  /** The import specifier as written (`./counter`, `~/examples/counter.tsx`, `pkg`). */
  source: string
  /** `default` or the export's name; a member of an export is its path (`HomePage.Root`). */
  export: string
  when: IslandDirective
  /** The .mdx file (page or partial) that uses it, and the line. */
  file: string
  line?: number
  /** For an island made of an element with its children: its module. */
  module?: SubtreeModule
}

/** How the page's module map names one import: the importing file and the specifier as written there. */
export function importKey(file: string, specifier: string): string {
  return `${file}\0${specifier}`
}

/** The island key of a mark: what the page's import resolved to. */
export function islandKeyOf(mark: IslandMark, keys: Record<string, string>): string | undefined {
  return keys[importKey(mark.file, mark.source)]
}
