// The package's public API, for a site's config file: `import { defineConfig } from 'vellum'` (or from `vocs`).
export { defineConfig } from './config/define-config.ts'
export type { Config, VocsConfigForms } from './config/define-config.ts'
export type { SiteConfigInput } from './config/schema.ts'
export type { SiteConfig } from './config/resolve.ts'
