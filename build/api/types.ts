// The package's public types besides the config's own: what `build`, `createDevServer` and `preview` take and give,
// and (from config/hook-types.ts) what the config's hooks are called with. Types only; runs nowhere.

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

export type { BuildEnd, BuildSummary, HookPage, PageData, TransformHtml, TransformPageData } from '../config/hook-types.ts'
