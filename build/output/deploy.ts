// Files static hosts read from the output root: `.nojekyll` (GitHub Pages would otherwise drop `/.vocs/`),
// `_headers` (Netlify / Cloudflare Pages: long cache for hashed assets, a short one for HTML) and `_redirects`.
import { SEARCH_MANIFEST_PATH } from '../../runtime/contract/search.ts'
import type { SiteConfig } from '../config/resolve.ts'
import type { OutputFile } from './output-file.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Pages change with every deploy: a browser may reuse one for a minute, then asks again. */
const HTML = 'public, max-age=60, must-revalidate'
/** Cloudflare Pages reads at most 100 rules; past that, pages keep the host's default (revalidate every time). */
const MAX_RULES = 100

/**
 * Rules must not overlap: both hosts join the values of a header that two matching rules set, and two `max-age`s make
 * a response stale. So HTML is matched by the routes' first segments rather than by `/*`, which would also match
 * `/assets/*`.
 */
export function headersFile(config: SiteConfig, routes: string[]): string {
  const base = config.basePath
  const rules: [string, string][] = [
    [`${base}/assets/*`, IMMUTABLE],
    // The chunks are named by their bytes; the manifest has a fixed name, so it is cached as briefly as a page.
    [`${base}/.vocs/search-index-*`, IMMUTABLE],
    [`${base}/${SEARCH_MANIFEST_PATH}`, HTML],
  ]
  const firstSegments = [...new Set(routes.map((r) => r.split('/')[1] ?? '').filter((s) => s && s !== 'assets' && !s.startsWith('.')))].sort()
  const html: string[] = [
    `${base}/`,
    `${base}/index.html`,
    `${base}/404.html`,
    ...firstSegments.flatMap((s) => [`${base}/${s}`, `${base}/${s}.html`, `${base}/${s}/*`]),
  ]
  if (rules.length + html.length <= MAX_RULES) rules.push(...html.map((path): [string, string] => [path, HTML]))
  return rules.map(([path, value]) => `${encodePath(path)}\n  Cache-Control: ${value}\n`).join('')
}

/** `_redirects`: one line per configured redirect, a permanent one, beside the meta-refresh pages. */
export function redirectsFile(config: SiteConfig): string {
  return Object.entries(config.redirects)
    .map(([from, to]) => {
      const target = /^[a-z]+:|^\/\//i.test(to) ? to : `${config.basePath}${to}`
      return `${encodePath(`${config.basePath}${from}`)} ${encodePath(target)} 301\n`
    })
    .join('')
}

/** Spaces and line breaks would split a rule; percent-encode them (hosts decode paths before matching). */
function encodePath(path: string): string {
  return path.replace(/[\s]/g, (c) => encodeURIComponent(c))
}

export function deployFiles(config: SiteConfig, routes: string[]): OutputFile[] {
  const files: OutputFile[] = [
    { path: '.nojekyll', content: '' },
    { path: '_headers', content: headersFile(config, routes) },
  ]
  if (Object.keys(config.redirects).length) files.push({ path: '_redirects', content: redirectsFile(config) })
  return files
}
