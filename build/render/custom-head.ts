// Tags the config injects into every page's <head> (e.g. an analytics script). Scripts never block rendering:
// one with a `src` is loaded `async` unless it asks for `defer`; inline code should only start such a loader.
import type { SiteConfig } from '../config/resolve.ts'
import { escapeHtml } from './head.ts'

export interface HeadTag {
  tag: 'script' | 'link' | 'meta'
  attrs?: Record<string, string | boolean>
  /** Inline code of a script. */
  content?: string
}

function attributes(attrs: Record<string, string | boolean>): string {
  return Object.entries(attrs)
    .filter(([, v]) => v !== false)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeHtml(String(v))}"`))
    .join('')
}

export function headTagHtml(tag: HeadTag): string {
  const attrs = { ...(tag.attrs ?? {}) }
  if (tag.tag === 'script' && attrs.src && !attrs.defer && attrs.async === undefined) attrs.async = true
  if (tag.tag !== 'script') return `<${tag.tag}${attributes(attrs)}>`
  // `</script` inside inline code would end the element early.
  const code = (tag.content ?? '').replace(/<\/(script)/gi, '<\\/$1')
  return `<script${attributes(attrs)}>${code}</script>`
}

/** The configured tags, as HTML, for every page. */
export function customHeadTags(config: SiteConfig): string[] {
  return (config.head ?? []).map(headTagHtml)
}
