// Stage 1, inputs: everything a site is made from, read from disk: the config, the pages, the static files and the
// browser runtime. Runs in Node; `npm run build` reads it all at once, the dev server re-reads one file per save.
import { readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { bundleRuntime, runtimeCacheDir } from '../assets/bundle-runtime.ts'
import type { RuntimeBundle } from '../assets/rollup-runtime.ts'
import { readRuntimeStyles } from '../assets/stylesheet.ts'
import { toolFiles } from '../assets/tool-files.ts'
import { siteCacheRoot } from '../cache/site-cache.ts'
import { loadConfig } from '../config/load.ts'
import type { SiteConfig } from '../config/resolve.ts'
import type { SiteFolders } from '../config/site-layout.ts'
import { clashingRoutes, collectPages, duplicateRoutes, tooLongNames } from '../content/collect-pages.ts'
import type { SourcePage } from '../content/source-page.ts'
import { walkFiles } from '../content/walk-files.ts'
import { BuildError } from '../errors/build-error.ts'
import type { OutputFile } from '../output/output-file.ts'
import { REPO_ROOT } from '../platform/tool-root.ts'

export interface LoadedConfig {
  config: SiteConfig
  /** The config file's text (link errors in it are reported at its line); empty without a file. */
  configSource: string
}

export async function readSiteConfig(root: string): Promise<LoadedConfig> {
  const config = await loadConfig(root)
  return { config, configSource: await readConfigSource(config) }
}

export async function readConfigSource(config: SiteConfig): Promise<string> {
  return config.configFile ? await readFile(config.configFile, 'utf8') : ''
}

export interface ReadPages {
  pages: SourcePage[]
  warnings: BuildError[]
  /** Pages that could not be read (bad frontmatter, say) and symlink loops; the other pages still come back. */
  errors: BuildError[]
  /** The routes of page files under a hidden name (`pages/.drafts/a.md`), which are not pages. */
  hidden: string[]
}

/**
 * Every page of the site; the pages that failed are left out and reported, so one run names every broken file.
 * `blockingReads`: a build, idle while it reads them, reads the sources with its thread blocked (bulk-fs.ts).
 */
export function readPages(root: string, folders: SiteFolders, { blockingReads = false } = {}): Promise<ReadPages> {
  return collectPages(folders.pages, root, { cacheDir: siteCacheRoot(root), blockingReads })
}

/** The pages with one route each: every file after the first (in path order) that makes a taken route is an error. */
export function uniqueRoutes(pages: SourcePage[]): { pages: SourcePage[]; errors: BuildError[]; warnings: BuildError[] } {
  const errors = [...duplicateRoutes(pages), ...tooLongNames(pages)]
  const failed = new Set(errors.map((e) => e.place.file))
  const kept = failed.size ? pages.filter((page) => !failed.has(page.absolutePath)) : pages
  return { pages: kept, errors, warnings: clashingRoutes(kept) }
}

/** The error of a site with no page at all (nothing failed, nothing found). */
export function noPagesError(folders: SiteFolders): BuildError {
  return new BuildError({ file: folders.pages }, 'expected at least one .md or .mdx page in this folder')
}

export interface StaticFiles {
  files: OutputFile[]
  warnings: BuildError[]
  errors: BuildError[]
}

/**
 * The site's static files, copied as they are, after the tool's own (icons, favicon, fonts: build/assets/tool-files.ts),
 * so a site file of the same path is written later and wins. Symlinks are followed only inside the site (content/walk-files.ts).
 */
export async function readStatics(root: string, folders: SiteFolders): Promise<StaticFiles> {
  const walked = await walkFiles(folders.static, root)
  const own = walked.files.map((file) => ({ path: relative(folders.static, file).replace(/\\/g, '/'), copyFrom: file }))
  return { files: [...toolFiles(), ...own], warnings: walked.warnings, errors: walked.errors }
}

export interface SiteRuntime {
  bundle: RuntimeBundle
  /** The runtime's stylesheet before the pages' code-token classes are added (see plan.ts). */
  styles: string
}

export const RUNTIME_STYLES = join(REPO_ROOT, 'runtime/styles')

/** The browser runtime depends on this tool's code only, so one bundle cache serves every site built with it. */
export async function readRuntime(): Promise<SiteRuntime> {
  const [bundle, styles] = await Promise.all([bundleRuntime(runtimeCacheDir()), readRuntimeStyles(RUNTIME_STYLES)])
  return { bundle, styles }
}
