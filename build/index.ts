// The package's public API (`import { build, defineConfig } from 'vellum'`): the three commands as functions, the config
// helper, and their types. Each function loads its implementation when first called, so importing the package (for
// `defineConfig`, say) loads nothing of the build. A site's config reaches `defineConfig` alone (config/import-config.ts).
import type { BuildOptions, BuildSummary, DevServerOptions, PreviewOptions, ServerHandle } from './api/types.ts'

export type {
  BuildEnd,
  BuildOptions,
  BuildSummary,
  DevServerOptions,
  HookPage,
  LogLevel,
  PageData,
  PreviewOptions,
  ServerHandle,
  TransformHtml,
  TransformPageData,
} from './api/types.ts'
export type { Config, VocsConfigForms } from './config/define-config.ts'
export { defineConfig } from './config/define-config.ts'
export type { SiteConfig } from './config/resolve.ts'
export type { SiteConfigInput } from './config/schema.ts'

/**
 * Builds the site in `root` into its output folder, as `vellum build` does. Rejects with every error of the build,
 * each naming its file and line; the previous output is then left as it was.
 */
export async function build(options?: BuildOptions): Promise<BuildSummary> {
  return (await import('./api/build.ts')).build(options)
}

/** Starts the dev server of `vellum dev` in this process; resolves once it answers. */
export async function createDevServer(options?: DevServerOptions): Promise<ServerHandle> {
  return (await import('./api/dev-server.ts')).createDevServer(options)
}

/** Serves a built site as `vellum preview` does, as a static file host would; resolves once it answers. */
export async function preview(options?: PreviewOptions): Promise<ServerHandle> {
  const server = await (await import('./api/preview.ts')).preview(options)
  return { url: server.url, close: server.close }
}
