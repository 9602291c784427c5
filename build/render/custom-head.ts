// Tags the config injects into a page's <head> (e.g. an analytics script), worked out per route in the main thread
// before rendering: a list for every page, a map of path prefixes, or a function of the path (maybe async). Scripts
// never block rendering: one with a `src` is loaded `async` unless it asks for `defer`.
import { isValidElement } from 'react'
import type { SiteConfig } from '../config/resolve.ts'
import { type HeadFunction, type HeadTag, headTags } from '../config/schema.ts'
import { headFromVocs } from '../config/vocs-keys.ts'
import { BuildError } from '../errors/build-error.ts'
import { escapeHtml } from './head.ts'

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

/** Route → its extra head tags as HTML; plain data, so it crosses to render workers and into render keys. */
export type RouteHeads = Record<string, string[]>

/**
 * Each route's extra head tags. A map gives a route the list of the last key, in the order written, that its path
 * starts with (as Vocs 1.x does: plain string prefixes, not the longest match); a function is called once per route.
 * A function that throws, or returns something that is neither a tag list nor a React element, fails with the config
 * file and the path named; tags it returns that are not supported are warnings.
 */
export async function routeHeadTags(config: SiteConfig, routes: string[]): Promise<{ heads: RouteHeads; warnings: string[] }> {
  const head = config.head
  const warnings: string[] = []
  const heads: RouteHeads = {}
  if (head === undefined) return { heads, warnings }
  if (Array.isArray(head)) {
    const every = head.map(headTagHtml)
    for (const route of routes) heads[route] = every
  } else if (typeof head === 'function') {
    const results = await Promise.all(routes.map((route) => headOfFunction(config, head, route, warnings)))
    for (const [i, route] of routes.entries()) heads[route] = results[i]!
  } else {
    const entries = Object.entries(head).reverse()
    for (const route of routes) heads[route] = (entries.find(([prefix]) => route.startsWith(prefix))?.[1] ?? []).map(headTagHtml)
  }
  return { heads, warnings }
}

async function headOfFunction(config: SiteConfig, head: HeadFunction, path: string, warnings: string[]): Promise<string[]> {
  const place = { file: config.configFile ?? config.root }
  let result: unknown
  try {
    result = await head({ path })
  } catch (error) {
    throw new BuildError(place, `head({ path: ${JSON.stringify(path)} }) threw: ${error instanceof Error ? error.message : String(error)}`)
  }
  // Our form is a list of `{ tag, attrs?, content? }`; Vocs's is a React element (or nothing).
  if (Array.isArray(result) && result.every((t) => typeof t === 'object' && t !== null && 'tag' in t)) {
    const parsed = headTags.safeParse(result)
    if (!parsed.success)
      throw new BuildError(
        place,
        `head({ path: ${JSON.stringify(path)} }) returned an invalid tag list: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      )
    return parsed.data.map(headTagHtml)
  }
  if (result !== undefined && result !== null && !isValidElement(result) && !Array.isArray(result))
    throw new BuildError(place, `head({ path: ${JSON.stringify(path)} }) returned ${typeof result}: expected a React element or a list of tags`)
  const converted = headFromVocs(result)
  for (const problem of converted.problems) warnings.push(`${place.file}: head({ path: ${JSON.stringify(path)} }): ${problem}`)
  return converted.tags.map(headTagHtml)
}
