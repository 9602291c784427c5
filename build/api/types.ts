// The package's public types besides the config's own: what `build`, `createDevServer` and `preview` take and give,
// and what the config's hooks are called with. Types only; runs nowhere.

/** What a build prints: nothing, errors only, its warnings and summary (the command's default), or every stage. */
export type LogLevel = 'silent' | 'error' | 'info' | 'verbose'

export interface BuildOptions {
  /** The site folder (default: the current directory). */
  root?: string
  /** The output folder, relative to the current directory (default: the site's: `dist/`, or `<rootDir>/dist` on a Vocs site). */
  outDir?: string
  /** Replace a non-empty output folder this tool did not make (the command's `--empty-out-dir`). */
  emptyOutDir?: boolean
  /** Default `info`. */
  logLevel?: LogLevel
}

export interface DevServerOptions {
  root?: string
  /** Default 5173, or the next free one; 0 picks any free port. */
  port?: number
  /** Address to bind (default 127.0.0.1); requests naming another host are refused. */
  host?: string
}

export interface PreviewOptions {
  root?: string
  /** The folder to serve, relative to the current directory (default: the site's output folder). */
  outDir?: string
  /** Default 4173; 0 picks any free port. */
  port?: number
  host?: string
}

/** A running server: where it answers (with the site's basePath), and how to stop it and free its port. */
export interface ServerHandle {
  url: string
  close(): Promise<void>
}

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
