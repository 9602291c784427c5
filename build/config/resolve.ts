// Turns the validated config into the resolved SiteConfig the build uses: normalized basePath, the default
// title template, banner and social defaults, ids on top-nav items, and the sidebar as a list of prefixes.
import type { Banner, SidebarItem, SocialItem, TopNavItem } from '../../runtime/contract/site.ts'
import type { ParsedSiteConfig } from './schema.ts'

export interface SidebarScope {
  /** Path prefix this sidebar applies to ('/' for a plain array). */
  prefix: string
  backLink: boolean
  items: SidebarItem[]
}

export interface SiteConfig extends Omit<ParsedSiteConfig, 'titleTemplate' | 'banner' | 'topNav' | 'socials' | 'sidebar'> {
  titleTemplate: string
  banner?: Banner
  topNav: TopNavItem[]
  socials: SocialItem[]
  sidebar: SidebarScope[]
  /** Absolute path of the site folder (holds content/, config/, static/). */
  root: string
  /** Absolute path of the config file, when there is one. */
  configFile?: string
}

const socialLabels: Record<SocialItem['icon'], string> = {
  bluesky: 'Bluesky',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  telegram: 'Telegram',
  warpcast: 'Warpcast',
  x: 'X (Twitter)',
}

/** '' for the root, else '/docs' style: one leading slash, no trailing slash. */
export function normalizeBasePath(basePath: string): string {
  const trimmed = basePath.trim().replace(/^\/+|\/+$/g, '')
  return trimmed ? `/${trimmed}` : ''
}

type TopNavInput = ParsedSiteConfig['topNav'][number]
function withIds(items: TopNavInput[], next = { id: 0 }): TopNavItem[] {
  return items.map((item) => ({ ...item, id: next.id++, items: item.items ? withIds(item.items, next) : undefined }))
}

export function resolveConfig(parsed: ParsedSiteConfig, root: string, configFile?: string): SiteConfig {
  const sidebar: SidebarScope[] = Array.isArray(parsed.sidebar)
    ? [{ prefix: '/', backLink: false, items: parsed.sidebar }]
    : Object.entries(parsed.sidebar).map(([prefix, value]) =>
        Array.isArray(value)
          ? { prefix, backLink: false, items: value }
          : { prefix, backLink: value.backLink ?? false, items: value.items },
      )
  return {
    ...parsed,
    root,
    configFile,
    basePath: normalizeBasePath(parsed.basePath),
    titleTemplate: parsed.titleTemplate ?? `%s – ${parsed.title}`,
    banner: parsed.banner && {
      content: parsed.banner.content,
      backgroundColor: 'backgroundColor' in parsed.banner ? parsed.banner.backgroundColor : undefined,
      textColor: 'textColor' in parsed.banner ? parsed.banner.textColor : undefined,
      dismissable: ('dismissable' in parsed.banner ? parsed.banner.dismissable : undefined) ?? true,
      height: ('height' in parsed.banner ? parsed.banner.height : undefined) ?? '32px',
    },
    topNav: withIds(parsed.topNav),
    socials: parsed.socials.map((s) => ({ ...s, label: s.label ?? socialLabels[s.icon] })),
    sidebar,
  }
}
