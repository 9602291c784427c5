// The config the build uses: the schema's output (every default and derived value, see schema.ts) with the site's
// folder, its layout of folders and its config file added, frozen so no stage can change it for the stages after it.
import type { ParsedSiteConfig } from './schema.ts'
import { type SiteFolders, type SiteStyle, siteFolders } from './site-layout.ts'

export type { SidebarScope } from './schema.ts'

export interface SiteConfig extends ParsedSiteConfig {
  /** Absolute path of the site folder (holds content/, config/, static/). */
  root: string
  /** Absolute path of the config file, when there is one. */
  configFile?: string
  /** Where the pages, static files and output are (this project's layout or Vocs's). */
  folders: SiteFolders
  /** `file:line message` for each config key that was accepted but is not used (Vocs keys this tool lacks). */
  warnings: string[]
  /** The site's own files the config file imports (the dev server reloads the config when one is saved). */
  configImports: string[]
}

export function resolveConfig(
  parsed: ParsedSiteConfig,
  root: string,
  style: SiteStyle = 'vellum',
  configFile?: string,
  warnings: string[] = [],
  configImports: string[] = [],
): SiteConfig {
  return deepFreeze({ ...parsed, root, configFile, folders: siteFolders(root, style, parsed.rootDir, configFile), warnings, configImports })
}

/** Freezes plain objects and arrays all the way down; functions and React elements are left as they are. */
export function deepFreeze<T>(value: T): T {
  if (Array.isArray(value)) {
    for (const item of value) deepFreeze(item)
    return Object.freeze(value)
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && !('$$typeof' in value)) {
    for (const item of Object.values(value)) deepFreeze(item)
    return Object.freeze(value)
  }
  return value
}
