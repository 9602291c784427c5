// Loads a site's config file (`config/site.config.ts`, or a Vocs `vocs.config.*`; see site-layout.ts) fresh on every
// call, so the dev server sees edits; reads Vocs keys (vocs-keys.ts), validates against the schema and resolves
// defaults. A wrong config fails with file, line, field, expectation. Runs in Node.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { z } from 'zod'
import { BuildError, BuildErrors } from '../errors/build-error.ts'
import { importConfig } from './import-config.ts'
import { resolveConfig, type SiteConfig } from './resolve.ts'
import { siteConfigKeys, siteConfigSchema } from './schema.ts'
import { findSiteSource, layoutDefaults } from './site-layout.ts'
import { readVocsKeys } from './vocs-keys.ts'

export async function loadConfig(root: string): Promise<SiteConfig> {
  const siteRoot = resolve(root)
  const { style, configFile: file } = findSiteSource(siteRoot)
  if (!file) return resolveConfig(siteConfigSchema.parse(layoutDefaults(style)), siteRoot, style)

  const { exported: value, imports } = await importConfig(file, siteRoot)
  let exported = value
  // A CommonJS config's `module.exports = { default }` arrives one level down.
  if (exported && typeof exported === 'object' && (exported as { __esModule?: boolean }).__esModule) exported = (exported as { default: unknown }).default
  if (exported === undefined) throw new BuildError({ file, line: 1 }, 'expected `export default defineConfig({ ... })`')
  if (typeof exported !== 'object' || exported === null || Array.isArray(exported))
    throw new BuildError({ file, line: 1 }, 'expected the default export to be an object: `export default defineConfig({ ... })`')

  const source = readFileSync(file, 'utf8').split('\n')
  const read = readVocsKeys(exported as Record<string, unknown>, siteConfigKeys)
  if (read.errors.length)
    throw new BuildErrors(
      `Invalid site config (${read.errors.length} problem${read.errors.length === 1 ? '' : 's'}):`,
      read.errors.map((e) => new BuildError({ file, line: lineOfPath(source, e.key.split('.')) }, e.message)),
    )
  const warnings = read.warnings.map((w) => new BuildError({ file, line: lineOfPath(source, w.key.split('.')) }, w.message).format())
  const result = siteConfigSchema.safeParse({ ...layoutDefaults(style), ...read.input })
  if (!result.success) throw configErrors(file, source, result.error)
  return resolveConfig(result.data, siteRoot, style, file, warnings, imports)
}

/** One error per issue, each pointed at the line where the offending key is written (best effort). */
function configErrors(file: string, source: string[], error: z.ZodError): BuildErrors {
  const errors = error.issues.map((issue) => {
    const field = issue.path
      .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
      .join('')
      .replace(/^\./, '')
    return new BuildError({ file, line: lineOfPath(source, issue.path) }, `${field || '(config)'}: ${issue.message}`)
  })
  return new BuildErrors(`Invalid site config (${errors.length} problem${errors.length === 1 ? '' : 's'}):`, errors)
}

function lineOfPath(lines: string[], path: PropertyKey[]): number | undefined {
  // Walk the keys in order so `topNav[1].link` finds the `link:` after `topNav:`.
  let from = 0
  let found: number | undefined
  for (const key of path) {
    if (typeof key !== 'string') continue
    const pattern = new RegExp(`(^|[\\s{,])['"]?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*:`)
    const index = lines.findIndex((l, i) => i >= from && pattern.test(l))
    if (index === -1) break
    found = index + 1
    from = index
  }
  if (found) return found
  const call = lines.findIndex((l) => l.includes('defineConfig('))
  return call === -1 ? undefined : call + 1
}
