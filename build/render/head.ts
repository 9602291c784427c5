// The <head> of every page: title via titleTemplate, description, light/dark icons, the browser's theme colour,
// canonical, Open Graph (site name, and ogImageUrl with %logo/%title/%description made absolute) and Twitter
// cards, font links, and the no-flash theme script.
import type { ThemedUrl } from '../../runtime/contract/site.ts'
import { BANNER_HIDDEN_CLASS, BANNER_KEY, DARK_CLASS, THEME_KEY } from '../../runtime/contract/storage.ts'
import { isSitePath } from '../../runtime/contract/url-path.ts'
import type { SiteConfig } from '../config/resolve.ts'
import { pageUrl, siteOrigin } from './page-model.ts'

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** The page's title through `titleTemplate`, unless it already names the site (as Vocs: no "EVM Actions – EVM Actions"). */
export function pageTitle(config: SiteConfig, title: string): string {
  if (!title) return config.title
  if (config.title && title.includes(config.title)) return title
  return config.titleTemplate.replace('%s', title)
}

/** Longest matching path prefix wins for a map; placeholders are URL-encoded. */
export function ogImageFor(config: SiteConfig, path: string, title: string, description: string): string | undefined {
  const setting = config.ogImageUrl
  if (!setting) return undefined
  let template: string | undefined
  if (typeof setting === 'string') template = setting
  else {
    const prefix = Object.keys(setting)
      .filter((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`) || p === '/')
      .sort((a, b) => b.length - a.length)[0]
    template = prefix === undefined ? undefined : setting[prefix]
  }
  if (!template) return undefined
  // Crawlers need an absolute URL: a site path gets the origin and basePath.
  if (isSitePath(template)) template = absolute(config, template)
  const logo = config.logoUrl ? absolute(config, typeof config.logoUrl === 'string' ? config.logoUrl : config.logoUrl.dark) : ''
  return template
    .replace(/%logo/g, encodeURIComponent(logo))
    .replace(/%title/g, encodeURIComponent(title))
    .replace(/%description/g, encodeURIComponent(description))
}

function absolute(config: SiteConfig, url: string): string {
  if (!isSitePath(url)) return url
  return `${siteOrigin(config)}${config.basePath}${url}`
}

function iconLinks(config: SiteConfig, icon: ThemedUrl | undefined): string[] {
  // No icon configured: the favicon.ico every output has (the tool's, or the site's own), under the basePath.
  if (!icon) return [`<link rel="icon" href="${escapeHtml(config.basePath)}/favicon.ico">`]
  const href = (u: string) => escapeHtml(isSitePath(u) ? `${config.basePath}${u}` : u)
  if (typeof icon === 'string') return [`<link rel="icon" href="${href(icon)}">`]
  return [
    `<link rel="icon" href="${href(icon.light)}" media="(prefers-color-scheme: light)">`,
    `<link rel="icon" href="${href(icon.dark)}" media="(prefers-color-scheme: dark)">`,
  ]
}

/** The page background of each theme (--bg in runtime/styles/00-tokens.css): browsers tint their bars with it. */
export const THEME_COLORS = { light: '#ffffff', dark: '#161619' } as const

function themeColors(config: SiteConfig): string[] {
  const fixed = config.theme.colorScheme && config.theme.colorScheme !== 'system' ? config.theme.colorScheme : undefined
  if (fixed) return [`<meta name="theme-color" content="${THEME_COLORS[fixed]}">`]
  return (['light', 'dark'] as const).map((scheme) => `<meta name="theme-color" content="${THEME_COLORS[scheme]}" media="(prefers-color-scheme: ${scheme})">`)
}

function fontLinks(config: SiteConfig): string[] {
  const families = [config.font?.default?.google, config.font?.mono?.google].filter((f): f is string => Boolean(f))
  if (!families.length) return []
  const query = families.map((f) => `family=${encodeURIComponent(f).replace(/%20/g, '+')}:wght@300;400;500`).join('&')
  return [
    '<link rel="preconnect" href="https://fonts.googleapis.com">',
    '<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>',
    `<link rel="stylesheet" href="https://fonts.googleapis.com/css2?${query}&display=swap">`,
  ]
}

/** Runs before first paint: theme from storage or the system, banner dismissal, and a `js` class for CSS. */
export function headScript(config: SiteConfig): string {
  const fixed = config.theme.colorScheme && config.theme.colorScheme !== 'system' ? config.theme.colorScheme : undefined
  const theme = fixed
    ? ''
    : `var t=localStorage.getItem(${JSON.stringify(THEME_KEY)});d.classList.toggle(${JSON.stringify(DARK_CLASS)},t?t==='dark':matchMedia('(prefers-color-scheme: dark)').matches);`
  return `<script>(function(){var d=document.documentElement;d.classList.add('js');try{${theme}if(localStorage.getItem(${JSON.stringify(BANNER_KEY)})==='false')d.classList.add(${JSON.stringify(BANNER_HIDDEN_CLASS)})}catch(e){}})()</script>`
}

export interface HeadInput {
  path: string
  title: string
  description: string
  stylesheets: string[]
  /** Extra tags (module script, custom head tags) from the asset stage. */
  extra?: string[]
}

export function renderHead(config: SiteConfig, input: HeadInput): string {
  const title = pageTitle(config, input.title)
  const url = config.baseUrl ? pageUrl(config, input.path) : undefined
  const image = ogImageFor(config, input.path, input.title, input.description)
  const tags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    input.description ? `<meta name="description" content="${escapeHtml(input.description)}">` : '',
    headScript(config),
    ...iconLinks(config, config.iconUrl),
    ...themeColors(config),
    url ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${escapeHtml(config.title)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    url ? `<meta property="og:url" content="${escapeHtml(url)}">` : '',
    input.description ? `<meta property="og:description" content="${escapeHtml(input.description)}">` : '',
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    image ? `<meta name="twitter:image" content="${escapeHtml(image)}">` : '',
    ...fontLinks(config),
    ...input.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...(input.extra ?? []),
  ]
  return tags.filter(Boolean).join('\n')
}
