// `defineConfig` for a site's config file: types the object; validation happens when the build loads it. Sites import
// it from this package (`valdres-docs`) or, unchanged from Vocs, from `vocs` (the config loader maps both here).
import type { SiteConfigInput } from './schema.ts'

export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config
}
