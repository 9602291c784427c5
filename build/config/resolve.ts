// The config the build uses: the schema's output (every default and derived value, see schema.ts) with the site's
// folder and config file added, frozen so no stage can change it for the stages after it.
import type { ParsedSiteConfig } from './schema.ts'

export type { SidebarScope } from './schema.ts'

export interface SiteConfig extends ParsedSiteConfig {
  /** Absolute path of the site folder (holds content/, config/, static/). */
  root: string
  /** Absolute path of the config file, when there is one. */
  configFile?: string
}

export function resolveConfig(parsed: ParsedSiteConfig, root: string, configFile?: string): SiteConfig {
  return deepFreeze({ ...parsed, root, configFile })
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
