// `defineConfig` for config/site.config.ts: types the config object; validation happens when the build loads it.
import type { SiteConfigInput } from '../build/config/schema.ts'

export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config
}
