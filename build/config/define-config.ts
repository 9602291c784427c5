// `defineConfig` for a site's config file: types the object; validation happens when the build loads it. Sites import
// it from this package (`vellum`) or, unchanged from Vocs, from `vocs` (the config loader maps both here).
import type { ReactElement } from 'react'
import type { SiteConfigInput } from './schema.ts'

/** Forms and keys of a Vocs 1.x config that load too (see vocs-keys.ts: the unsupported ones give a warning). */
export interface VocsConfigForms {
  head?: SiteConfigInput['head'] | ReactElement | Record<string, ReactElement> | ((params: { path: string }) => ReactElement | Promise<ReactElement>)
  font?: SiteConfigInput['font'] | { google?: string }
  theme?: NonNullable<SiteConfigInput['theme']> & { accentColor?: unknown; variables?: unknown }
  cacheDir?: string
  search?: unknown
  twoslash?: unknown
  /** Vite's options: only `resolve.alias`, `define` and `envPrefix` are read (the others warn). */
  vite?: SiteConfigInput['vite'] & Record<string, unknown>
  llms?: unknown
}

export type Config = Omit<SiteConfigInput, keyof VocsConfigForms> & VocsConfigForms

export function defineConfig(config: Config): Config {
  return config
}
