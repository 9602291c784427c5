// The shapes of site-level data that both the build (Node) and the components (Node render + browser) use.
// Plain types only: this module is shared by build/ and runtime/ and must stay free of Node and DOM values.
import type { ReactElement } from 'react'
import type { ReactNode } from 'react'

/** A light/dark pair of URLs, or one URL used for both. */
export type ThemedUrl = string | { light: string; dark: string }

export interface SidebarItem {
  text: string
  link?: string
  items?: SidebarItem[]
  collapsed?: boolean
  disabled?: boolean
}

export interface TopNavItem {
  id: number
  text?: string
  link?: string
  /** Path prefix that makes this item active (defaults to the link). */
  match?: string
  items?: TopNavItem[]
  element?: ReactNode
}

export type SocialIcon = 'discord' | 'github' | 'telegram' | 'warpcast' | 'x' | 'bluesky' | 'farcaster'

export interface SocialItem {
  icon: SocialIcon
  link: string
  label: string
  type?: string
}

export interface Banner {
  /** Markdown, rendered by the site's own Markdown pipeline, or (as Vocs allows) a React element rendered as is. */
  content: string | ReactElement
  backgroundColor?: string
  textColor?: string
  /** Vocs semantics: only the string 'false' hides the dismiss button. */
  dismissable: boolean | 'true' | 'false'
  height: string
}

export interface Sponsor {
  name: string
  image: string
  link: string
}

export interface SponsorGroup {
  name: string
  height: number
  items: (Sponsor | null)[][]
}

export type ColorScheme = 'light' | 'dark' | 'system'
