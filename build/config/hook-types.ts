// What the config's hooks are called with and return (`transformPageData`, `transformHtml`, `buildEnd`): part of the
// config's schema and of the package's public types (api/types.ts). Types only; runs nowhere.

/** What a successful build made. */
export interface BuildSummary {
  /** The output folder, absolute. */
  outDir: string
  /** Pages built. */
  pages: number
  /** Files in the output. */
  files: number
  /** Their size in bytes. */
  bytes: number
  durationMs: number
  /** Each warning as `file:line message`. */
  warnings: string[]
}

/** A page as `transformPageData` gets it, before it renders. */
export interface PageData {
  /** The route: `/`, `/guide/intro`. */
  path: string
  /** The page's source file, absolute. */
  file: string
  /** The `<title>`'s page part, the search index's and the sidebar's (from the frontmatter or the first heading). */
  title: string
  description?: string
  frontmatter: Record<string, unknown>
}

/** A page as `transformHtml` gets it: its data after `transformPageData`, read-only. */
export type HookPage = Readonly<Omit<PageData, 'frontmatter'>> & { readonly frontmatter: Readonly<Record<string, unknown>> }

/** Returns the page's new data, the fields to change, or nothing (it may also change the object it gets). */
export type TransformPageData = (page: PageData) => PageData | Partial<PageData> | undefined | Promise<PageData | Partial<PageData> | undefined>

/** Returns the page's new HTML, or nothing to keep it. */
export type TransformHtml = (html: string, page: HookPage) => string | undefined | Promise<string | undefined>

export type BuildEnd = (summary: BuildSummary) => void | Promise<void>
