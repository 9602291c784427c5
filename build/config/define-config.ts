// `defineConfig` for a site's config file: types the object; validation happens when the build loads it. Sites import
// it from this package (`vellum`) or, unchanged from Vocs, from `vocs` (the config loader maps both here).
import type { ReactElement } from 'react'
import type { SiteConfigInput } from './schema.ts'

/** Forms and keys of a Vocs 1.x config that load too (see vocs-keys.ts: the unsupported ones give a warning). */
export interface VocsConfigForms {
  head?: SiteConfigInput['head'] | ReactElement | Record<string, ReactElement> | ((params: { path: string }) => ReactElement | Promise<ReactElement>)
  font?: SiteConfigInput['font'] | { google?: string }
  theme?: NonNullable<SiteConfigInput['theme']> & { variables?: unknown }
  cacheDir?: string
  search?: VocsSearchOptions
  /** Twoslash's other options (`vfsRoot`, `fsMap`, …) load too, with a warning. */
  twoslash?: SiteConfigInput['twoslash'] | (Exclude<SiteConfigInput['twoslash'], false | undefined> & Record<string, unknown>)
  /** Vite's options: only `resolve.alias`, `define` and `envPrefix` are read (the others warn). */
  vite?: SiteConfigInput['vite'] & Record<string, unknown>
  llms?: unknown
}

/**
 * Vocs's search options (MiniSearch's `SearchOptions`), ignored here; typed as Vocs types them, so a config or a twoslash
 * block written for Vocs type-checks (`boostDocument(documentId) { … }`).
 */
export interface VocsSearchOptions {
  fields?: string[]
  // biome-ignore lint/suspicious/noExplicitAny: MiniSearch's own type for document ids and stored fields
  filter?: (result: { id: any; score: number; terms: string[]; match: Record<string, string[]>; [key: string]: any }) => boolean
  boost?: Record<string, number>
  // biome-ignore lint/suspicious/noExplicitAny: MiniSearch's own type for document ids
  boostDocument?: (documentId: any, term: string, storedFields?: Record<string, unknown>) => number
  weights?: { fuzzy: number; prefix: number }
  prefix?: boolean | ((term: string, index: number, terms: string[]) => boolean)
  fuzzy?: boolean | number | ((term: string, index: number, terms: string[]) => boolean | number)
  maxFuzzy?: number
  combineWith?: string
  tokenize?: (text: string) => string[]
  processTerm?: (term: string) => string | string[] | null | undefined | false
  bm25?: { k: number; b: number; d: number }
}

export type Config = Omit<SiteConfigInput, keyof VocsConfigForms> & VocsConfigForms

export function defineConfig(config: Config): Config {
  return config
}
