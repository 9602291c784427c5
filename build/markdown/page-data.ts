// What the Markdown plugins record about a page on `file.data` (title, outline, search sections, links), so
// nothing downstream parses rendered HTML back. Also the per-file inputs the plugins read.
import type { OutlineItem } from '../../runtime/contract/page.ts'
import type { SubtreeModule } from './mdx/island-mark.ts'
import type { ImportedFile } from './mdx/site-imports.ts'

/** An island the page uses: the module its chunk is made from and the export the browser takes from it. */
export interface IslandRef {
  key: string
  export: string
  /** An island made of an element with its children: its module (mdx/subtree-islands.ts). */
  module?: SubtreeModule
}

export interface SearchSection {
  /** `route#anchor` (route alone for the page's first section). */
  id: string
  anchor?: string
  title: string
  /** Parent headings, outermost first. */
  titles: string[]
  text: string
  isPage: boolean
}

export interface LinkRef {
  url: string
  line?: number
  column?: number
  /** The file the link is written in, when not the page's own (a partial it imports). */
  file?: string
  /**
   * Vocs 1.x checks that this link's page exists (a Markdown link written `/…`, `./…` or `../…`); the others (images,
   * links written otherwise, config links) and every `#anchor` are checked by this tool alone (see the `strict` setting).
   */
  vocsChecks?: boolean
}

export interface PageFileData {
  /** Inputs: the page's route and the site's basePath. */
  route: string
  basePath: string
  /**
   * The route folder relative links resolve from: the page file's folder, as in Vocs (`/a/` for `a/b.md` and for
   * `a/index.md`); a partial's is the page's that shows it. Without it, the route's parent.
   */
  linkBase?: string
  /** Outputs. */
  title?: string
  subtitle?: string
  description?: string
  outline?: OutlineItem[]
  /** Every heading id on the page (link targets). */
  anchors?: string[]
  sections?: SearchSection[]
  links?: LinkRef[]
  /** The CSS of the stylesheets an .mdx page's code imports (it goes into the site's stylesheet). */
  styles?: string
  /** Files an .mdx page's code imports as URLs (an image, a font), copied into the output. */
  importedFiles?: ImportedFile[]
  /** Token colour classes used by this page's code blocks: class → inline style. */
  codeStyles?: Record<string, string>
  /** The islands of an .mdx page (and of the partials it imports), one per module and export. */
  islands?: IslandRef[]
  /** The page's Markdown with the partials it uses put in place (only for a page that uses one). */
  markdown?: string
  /** Every heading in document order, partials' included (a partial's own are what its users slug again). */
  headings?: HeadingInfo[]
  /** What the search collector saw, in order: a partial's replayed where the page uses it (rehype/collect-page-data.ts). */
  flow?: FlowEvent[]
}

export interface HeadingInfo {
  id: string
  level: number
  text: string
  /** Written by hand (`{#id}` or a plugin's): kept as it is, never slugged again. */
  explicit: boolean
}

/** One step of a tree's prose as the search collector reads it: text, an element id, or a heading opening a section. */
export type FlowEvent = { text: string } | { id: string } | { heading: { id: string; level: number; title: string } }

/** What a page needs from a partial it uses (`import Setup from './_setup.mdx'` → `<Setup />`) to count its headings. */
export interface PartialInfo {
  headings: HeadingInfo[]
  flow: FlowEvent[]
  /** Its Markdown, its own partials' put in place, without frontmatter. */
  markdown: string
}

declare module 'vfile' {
  interface DataMap {
    page: PageFileData
    /** An .mdx page's or partial's partials, by the name it imports each as (mdx/partials.ts). */
    partials: ReadonlyMap<string, PartialInfo>
    /** Set while compiling a partial: its heading ids come from the using page (rehype/partial-heading-ids.ts). */
    isPartial: boolean
  }
}

declare module 'hast' {
  interface RootData {
    /** The page's bundled module (CommonJS), for an .mdx page (mdx/compile-mdx.ts). */
    mdxModule?: string
    /** `importKey(file, specifier)` → island key, for the imports of the page and its partials. */
    islandKeys?: Record<string, string>
    /** Resolved files of the installed packages the module requires. */
    mdxPackages?: string[]
  }
}
