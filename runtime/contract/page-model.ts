// The props every layout receives: the site-wide view (SiteModel) and this page's view (PageModel), computed by
// build/render from the config and the compiled page. Plain data, so it can also be serialized for islands.
import type { ReactNode } from 'react'
import type { OutlineItem, PageLink } from './page.ts'
import type { Banner, ColorScheme, SidebarItem, SocialItem, SponsorGroup, ThemedUrl, TopNavItem } from './site.ts'

export type LayoutName = 'docs' | 'landing' | 'minimal' | 'blank'

export interface SiteModel {
  title: string
  description: string
  basePath: string
  baseUrl?: string
  logoUrl?: ThemedUrl
  iconUrl?: ThemedUrl
  socials: SocialItem[]
  topNav: TopNavItem[]
  banner?: Banner & { rendered: ReactNode }
  /** A fixed colour scheme hides the theme switch. */
  colorScheme?: ColorScheme
  editLinkText: string
  sponsors: SponsorGroup[]
  outlineFooter?: ReactNode
  /** URL of the search index file (with basePath), fetched by the search dialog. */
  searchIndexUrl?: string
  /** Blog posts, newest first (the post list renders them). */
  posts: BlogPostSummary[]
  /** CSS font-family values from the config's fonts (undefined: the theme's system stacks). */
  fonts: { default?: string; mono?: string }
}

export interface BlogPostSummary {
  path: string
  title: string
  authors: string[]
  date?: string
  description?: string
}

export interface PageModel {
  path: string
  filePath: string
  /** The page's frontmatter as written (the site's own layout.tsx receives it, as in Vocs). */
  frontmatter?: Record<string, unknown>
  layout: LayoutName
  title: string
  subtitle?: string
  description?: string
  showSidebar: boolean
  /** false, or the deepest heading level the outline lists. */
  outlineMaxLevel: number | false
  showAiCta: boolean
  showTopNav: boolean
  showLogo: boolean
  content: { width?: string; horizontalPadding?: string; verticalPadding?: string }
  outline: OutlineItem[]
  /**
   * `fullUrl`: a large sidebar's whole list, one shared file (`assets/sidebar.<hash>.html`); the page then carries
   * only the links near its own (see SidebarItems) and loads the rest from there when the reader reaches for it.
   */
  sidebar: { backLink: boolean; items: SidebarItem[]; fullUrl?: string }
  /** Title for the phone bar: the sidebar item's text, then the frontmatter title, then the first h1. */
  sectionTitle: string
  prev?: PageLink
  next?: PageLink
  lastUpdatedAt?: number
  /** lastUpdatedAt as a readable UTC date (the browser may re-render it in local time). */
  lastUpdatedText?: string
  /** Id of the top-nav item that matches this path (its `match`, else its link prefix; the last match wins). */
  activeTopNavId?: number
  editUrl?: string
  aiCtaHref?: string
  /** The page's address as the build wrote it into the prompt; the runtime swaps in the address being read. */
  aiCtaPageUrl?: string
  /** Where the page's raw Markdown is published (for "Copy page for LLMs"). */
  markdownUrl: string
  authors: string[]
  date?: string
}
