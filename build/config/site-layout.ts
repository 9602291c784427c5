// Where a site's parts live, for both layouts the tool reads: this project's (`config/site.config.ts`, `content/pages`,
// `static/`, output `dist/`) and Vocs 1.x's (`vocs.config.*` at the root, `docs/pages`, `docs/public`, output
// `docs/dist`). The one place that maps a site folder to its config file, pages, static files and output. Node.
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'

export type SiteStyle = 'vellum' | 'vocs'

/** Config files in the order they are looked for; the first that exists is the site's. */
export const CONFIG_FILES: { path: string; style: SiteStyle }[] = [
  { path: 'config/site.config.ts', style: 'vellum' },
  ...['ts', 'tsx', 'js', 'jsx', 'mjs', 'mts'].map((ext) => ({ path: `vocs.config.${ext}`, style: 'vocs' as const })),
]

export interface SiteSource {
  style: SiteStyle
  /** Absolute path of the config file, when the site has one. */
  configFile?: string
}

/**
 * The site's config file and layout. With no config file, a folder holding `docs/pages` but no `content/pages` is a
 * Vocs site (Vocs's default rootDir); anything else gets this project's layout.
 */
export function findSiteSource(root: string): SiteSource {
  const siteRoot = resolve(root)
  for (const candidate of CONFIG_FILES) {
    const file = join(siteRoot, candidate.path)
    if (existsSync(file)) return { style: candidate.style, configFile: file }
  }
  const vocsPages = existsSync(join(siteRoot, 'docs', 'pages')) && !existsSync(join(siteRoot, 'content', 'pages'))
  return { style: vocsPages ? 'vocs' : 'vellum' }
}

/** `rootDir` when the config does not set it: `docs` for a Vocs site, `content` for this project's. */
export function defaultRootDir(style: SiteStyle): string {
  return style === 'vocs' ? 'docs' : 'content'
}

/**
 * The config keys whose default depends on the layout: `rootDir`, and `strict`, off for a Vocs site (checks Vocs 1.x
 * does not make only warn there, so a Vocs site builds as it did).
 */
export function layoutDefaults(style: SiteStyle): { rootDir: string; strict: boolean } {
  return { rootDir: defaultRootDir(style), strict: style !== 'vocs' }
}

export interface SiteFolders {
  style: SiteStyle
  /** `<root>/<rootDir>`: holds pages/ (and public/ on a Vocs site). */
  content: string
  pages: string
  /** The site's own stylesheet, `<rootDir>/styles.css` (as in Vocs), added after the tool's; it need not exist. */
  styles: string
  /** Files copied to the output as they are: `static/`, or `<rootDir>/public` on a Vocs site. */
  static: string
  /** Where a build writes when no `--out`/`--outDir` is given: `dist/`, or `<rootDir>/dist` on a Vocs site. */
  output: string
  /** What the dev server watches for config edits: the `config/` folder, or the Vocs config file itself. */
  config: string
  /** The folders an output folder may neither be, hold nor lie inside (see build/write/output-folder.ts). */
  sources: string[]
}

export function siteFolders(root: string, style: SiteStyle, rootDir: string, configFile?: string): SiteFolders {
  const siteRoot = resolve(root)
  const content = resolve(siteRoot, rootDir)
  const pages = join(content, 'pages')
  const styles = join(content, 'styles.css')
  if (style === 'vocs') {
    const staticDir = join(content, 'public')
    // Vocs writes into <rootDir>/dist, inside the content folder: only the pages and public folders are off limits.
    const config = configFile ?? join(siteRoot, 'vocs.config.ts')
    return { style, content, pages, styles, static: staticDir, output: join(content, 'dist'), config, sources: [pages, staticDir, config] }
  }
  const staticDir = join(siteRoot, 'static')
  const config = join(siteRoot, 'config')
  // The content folder is off limits as a whole, unless it is the site folder itself (then its pages are).
  return {
    style,
    content,
    pages,
    styles,
    static: staticDir,
    output: join(siteRoot, 'dist'),
    config,
    sources: [content === siteRoot ? pages : content, config, staticDir],
  }
}
