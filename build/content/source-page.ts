// The Page entity of the spec as the build knows it before Markdown is compiled.
import type { Frontmatter } from './frontmatter.ts'

export interface SourcePage {
  /** Route, e.g. `/guide/install` (no basePath). */
  path: string
  type: 'md' | 'mdx'
  /** Path relative to the pages folder (what editLink's `:path` receives). */
  filePath: string
  /** Absolute file path, for errors. */
  absolutePath: string
  /** Raw file text, frontmatter included. */
  content: string
  frontmatter: Frontmatter
  /** Markdown after the frontmatter, and the file line it starts on. */
  body: string
  bodyLine: number
  /** Last commit time (ms) from git; absent outside git. */
  lastUpdatedAt?: number
  /** Filled in the browser from navigation history; never known at build time. */
  previousPath?: string
  /** sha256 of the raw content: the cache key of everything derived from this file. */
  hash: string
}
