// Builds the SiteModel and each PageModel the layouts render: layout toggles, sidebar, previous/next, edit link,
// the "Ask in ChatGPT" link with its prompt already in the HTML.
import type { ReactNode } from 'react'
import type { BlogPostSummary, PageModel, SiteModel } from '../../runtime/contract/page-model.ts'
import type { TopNavItem } from '../../runtime/contract/site.ts'
import { encodePath, isSitePath, normalizePath } from '../../runtime/contract/url-path.ts'
import type { SiteConfig } from '../config/resolve.ts'
import { authorsOf } from '../content/frontmatter.ts'
import { markdownFileOf } from '../content/routes.ts'
import type { SourcePage } from '../content/source-page.ts'
import type { CompiledPage } from '../markdown/compile-page.ts'
import { neighbours, sidebarFor } from './sidebar.ts'

export function siteModel(config: SiteConfig, bannerContent?: ReactNode, searchIndexUrl?: string, posts: BlogPostSummary[] = []): SiteModel {
  return {
    searchIndexUrl,
    posts,
    title: config.title,
    description: config.description,
    basePath: config.basePath,
    baseUrl: config.baseUrl,
    logoUrl: config.logoUrl,
    iconUrl: config.iconUrl,
    socials: config.socials,
    topNav: config.topNav,
    banner: config.banner && { ...config.banner, rendered: bannerContent },
    colorScheme: config.theme.colorScheme === 'system' ? undefined : config.theme.colorScheme,
    editLinkText: config.editLink?.text ?? 'Edit page',
    sponsors: config.sponsors,
    outlineFooter: config.outlineFooter,
    fonts: { default: fontFamily(config.font?.default?.google), mono: fontFamily(config.font?.mono?.google) },
  }
}

/** A configured (Google) font name as a CSS family value, quoted because names hold spaces. */
function fontFamily(name: string | undefined): string | undefined {
  return name ? `'${name.replace(/['\\]/g, '')}'` : undefined
}

/**
 * The active top-nav item: `match` or the link as a path prefix of whole segments, `.html` ignored; `/` is a prefix of
 * every page, as in Vocs (`match: '/'` keeps an item active everywhere). The last match wins (as Vocs).
 */
export function activeTopNavId(items: TopNavItem[], path: string): number | undefined {
  let active: number | undefined
  for (const item of items) {
    const prefix = item.match ?? (item.link && isSitePath(item.link) ? item.link : undefined)
    const own = prefix !== undefined && (path === normalizePath(prefix) || path.startsWith(`${normalizePath(prefix).replace(/\/$/, '')}/`))
    const child = item.items ? activeTopNavId(item.items, path) !== undefined : false
    if (own || child) active = item.id
  }
  return active
}

/** A build-time date for the footer, in UTC so every build machine prints the same text. */
/** One formatter for every page: `toLocaleDateString` makes a new one per call, as costly as a page's chrome. */
const UPDATED_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

export function formatUpdated(timestamp: number): string {
  return UPDATED_FORMAT.format(timestamp)
}

export function defaultAiPrompt(url: string): string {
  return `Please research and analyze this page: ${url} so that I can ask you questions about it. Once you have read it, wait for my questions. Do not quote the page back to me, and keep your answers to my follow-up questions grounded in this site.`
}

/** The site's origin from `baseUrl` without a trailing slash (`https://example.com`), or '' when none is set. */
export function siteOrigin(config: SiteConfig): string {
  return (config.baseUrl ?? '').replace(/\/+$/, '')
}

/** A route's absolute URL (origin, basePath, encoded path); only root-relative when no baseUrl is set. */
export function pageUrl(config: SiteConfig, path: string): string {
  return `${siteOrigin(config)}${config.basePath}${encodePath(path)}`
}

function aiCtaHref(config: SiteConfig, path: string): string | undefined {
  if (config.aiCta === false) return undefined
  const location = { origin: siteOrigin(config), pathname: `${config.basePath}${path}` }
  const prompt = typeof config.aiCta === 'object' ? config.aiCta.query({ location }) : defaultAiPrompt(pageUrl(config, path))
  return `https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}`
}

function cssLength(value: string | number | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value
}

export function pageModel(config: SiteConfig, source: SourcePage, compiled: CompiledPage): PageModel {
  const fm = source.frontmatter
  const layout = fm.layout ?? 'docs'
  const scope = sidebarFor(config.sidebar, source.path)
  const items = scope?.items ?? []
  const { prev, next, active } = neighbours(items, source.path)
  const outlineSetting = fm.showOutline ?? layout === 'docs'
  const authors = authorsOf(fm)
  const edit = config.editLink?.pattern
  return {
    path: source.path,
    filePath: source.filePath,
    frontmatter: fm,
    layout,
    title: compiled.data.title || config.title,
    subtitle: compiled.data.subtitle,
    description: fm.description ?? compiled.data.description,
    showSidebar: (fm.showSidebar ?? layout === 'docs') && items.length > 0,
    outlineMaxLevel: outlineSetting === false ? false : outlineSetting === true ? 3 : outlineSetting,
    showAiCta: (fm.showAiCta ?? layout === 'docs') && config.aiCta !== false,
    showTopNav: fm.showTopNav ?? true,
    showLogo: fm.showLogo ?? true,
    content: {
      width: cssLength(fm.content?.width),
      horizontalPadding: cssLength(fm.content?.horizontalPadding),
      verticalPadding: cssLength(fm.content?.verticalPadding),
    },
    outline: compiled.data.outline,
    sidebar: { backLink: scope?.backLink ?? false, items },
    sectionTitle: active?.text ?? fm.title ?? compiled.data.title,
    prev,
    next,
    lastUpdatedAt: source.lastUpdatedAt,
    lastUpdatedText: source.lastUpdatedAt === undefined ? undefined : formatUpdated(source.lastUpdatedAt),
    activeTopNavId: activeTopNavId(config.topNav, source.path),
    editUrl:
      edit === undefined
        ? undefined
        : typeof edit === 'function'
          ? edit({ filePath: source.filePath, path: source.path })
          : edit.replace(':path', source.filePath),
    aiCtaHref: aiCtaHref(config, source.path),
    aiCtaPageUrl: pageUrl(config, source.path),
    markdownUrl: `${config.basePath}${encodePath(`/${markdownFileOf(source.path)}`)}`,
    authors,
    date: fm.date,
  }
}
