// Loads `config/site.config.ts` from a site folder (fresh on every call, so the dev server sees edits),
// validates it against the schema and resolves defaults. A wrong config fails with file, line, field, expectation.
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { tsImport } from 'tsx/esm/api'
import type { z } from 'zod'
import { BuildError, BuildErrors } from '../errors.ts'
import { configLoadError } from './load-error.ts'
import { siteConfigSchema } from './schema.ts'
import { resolveConfig, type SiteConfig } from './resolve.ts'

export const CONFIG_FILE = 'config/site.config.ts'

export async function loadConfig(root: string): Promise<SiteConfig> {
  const siteRoot = resolve(root)
  const file = join(siteRoot, CONFIG_FILE)
  if (!existsSync(file)) return resolveConfig(siteConfigSchema.parse({}), siteRoot)

  forgetSiteModules(siteRoot)
  let exported: unknown
  try {
    const mod = await tsImport(`${pathToFileURL(file).href}?t=${Date.now()}`, import.meta.url)
    exported = mod.default
    // Outside an ESM package the file is loaded as CommonJS; its `export default` then sits one level down.
    if (exported && typeof exported === 'object' && (exported as { __esModule?: boolean }).__esModule) exported = (exported as { default: unknown }).default
  } catch (error) {
    throw configLoadError(file, error)
  }
  if (exported === undefined) throw new BuildError({ file, line: 1 }, 'expected `export default defineConfig({ ... })`')

  const result = siteConfigSchema.safeParse(exported)
  if (!result.success) throw configErrors(file, result.error)
  return resolveConfig(result.data, siteRoot, file)
}

// A site folder without `"type": "module"` loads its config as CommonJS, and the modules the config imports
// (a sidebar in its own file, say) stay in require's cache: the dev server would keep serving the old ones.
const requireCache = createRequire(import.meta.url).cache

function forgetSiteModules(siteRoot: string): void {
  for (const id of Object.keys(requireCache)) {
    if (id.startsWith(siteRoot + sep) && !id.includes(`${sep}node_modules${sep}`)) delete requireCache[id]
  }
}

/** One error per issue, each pointed at the line where the offending key is written (best effort). */
function configErrors(file: string, error: z.ZodError): BuildErrors {
  const source = readFileSync(file, 'utf8').split('\n')
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
