// What the Markdown plugins record about a page on `file.data` (title, outline, search sections, links), so
// nothing downstream parses rendered HTML back. Also the per-file inputs the plugins read.
import type { OutlineItem } from '../../runtime/contract/page.ts'
import type { IslandRef } from './mdx/compile-mdx.ts'

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
}

export interface PageFileData {
  /** Inputs: the page's route and the site's basePath. */
  route: string
  basePath: string
  /** Outputs. */
  title?: string
  subtitle?: string
  description?: string
  outline?: OutlineItem[]
  /** Every heading id on the page (link targets). */
  anchors?: string[]
  sections?: SearchSection[]
  links?: LinkRef[]
  /** Token colour classes used by this page's code blocks: class → inline style. */
  codeStyles?: Record<string, string>
  /** The islands of an .mdx page (and of the partials it imports), one per module and export. */
  islands?: IslandRef[]
}

declare module 'vfile' {
  interface DataMap {
    page: PageFileData
  }
}
