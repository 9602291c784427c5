// The site's own unified plugins (config `markdown.remarkPlugins` / `markdown.rehypePlugins`, as in Vocs): their type
// for the processor, and a key that changes when they do, so compiled pages cached with other plugins are not reused.
import { createHash } from 'node:crypto'
import type { PluggableList } from 'unified'
import type { SiteConfig } from './resolve.ts'

export function sitePlugins(config: SiteConfig): { remark: PluggableList; rehype: PluggableList } {
  return { remark: config.markdown.remarkPlugins as PluggableList, rehype: config.markdown.rehypePlugins as PluggableList }
}

/** A hash of each plugin's code and options (functions in the options count by their code too). */
export function markdownPluginsKey(config: SiteConfig): string {
  const hash = createHash('sha256')
  const describe = (value: unknown): string =>
    typeof value === 'function' ? value.toString() : (JSON.stringify(value, (_k, v: unknown) => (typeof v === 'function' ? v.toString() : v)) ?? 'undefined')
  for (const list of [config.markdown.remarkPlugins, config.markdown.rehypePlugins]) {
    for (const entry of list) hash.update(Array.isArray(entry) ? entry.map(describe).join('\0') : describe(entry)).update('\n')
    hash.update('|')
  }
  return hash.digest('hex').slice(0, 16)
}
