// The site config schema: every field of the spec's "Site config" entity with its default, validated once at
// load. `SiteConfigInput` is what `defineConfig` accepts; `SiteConfig` is the resolved value the build uses.
import { z } from 'zod'
import type { ReactNode } from 'react'
import type { SidebarItem, TopNavItem } from '../../runtime/contract/site.ts'

const fn = <T extends (...args: never[]) => unknown>(what: string) =>
  z.custom<T>((v) => typeof v === 'function', { message: `expected ${what}` })
const reactNode = z.custom<ReactNode>((v) => v !== undefined && typeof v !== 'function', {
  message: 'expected a React element or a string',
})

const themedUrl = z.union([z.string().min(1), z.strictObject({ light: z.string().min(1), dark: z.string().min(1) })])

const sidebarItem: z.ZodType<SidebarItem> = z.lazy(() =>
  z.strictObject({
    text: z.string(),
    link: z.string().startsWith('/', 'expected an absolute site path starting with "/"').optional(),
    items: z.array(sidebarItem).optional(),
    collapsed: z.boolean().optional(),
    disabled: z.boolean().optional(),
  }),
)
const sidebarList = z.array(sidebarItem)
const sidebar = z.union([
  sidebarList,
  z.record(
    z.string().startsWith('/', 'expected a path prefix starting with "/"'),
    z.union([sidebarList, z.strictObject({ backLink: z.boolean().optional(), items: sidebarList })]),
  ),
])

type TopNavInput = Omit<TopNavItem, 'id' | 'items'> & { items?: TopNavInput[] }
const topNavItem: z.ZodType<TopNavInput> = z.lazy(() =>
  z.strictObject({
    text: z.string().optional(),
    link: z.string().optional(),
    match: z.string().optional(),
    items: z.array(topNavItem).optional(),
    element: reactNode.optional(),
  }),
)

const social = z.strictObject({
  icon: z.enum(['discord', 'github', 'telegram', 'warpcast', 'x', 'bluesky', 'farcaster']),
  link: z.url(),
  label: z.string().optional(),
  type: z.string().optional(),
})

const banner = z.union([
  z.string().transform((content) => ({ content })),
  z.strictObject({
    content: z.string(),
    backgroundColor: z.string().optional(),
    textColor: z.string().optional(),
    dismissable: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
    height: z.string().optional(),
  }),
])

const sponsor = z.strictObject({ name: z.string(), image: z.string(), link: z.url() })
const sponsorGroup = z.strictObject({
  name: z.string(),
  height: z.number().positive().default(40),
  items: z.array(z.array(sponsor.nullable())),
})

const googleFont = z.strictObject({ google: z.string().min(1).optional() })

export const siteConfigSchema = z.strictObject({
  title: z.string().default('Docs'),
  titleTemplate: z.string().includes('%s', { message: 'expected a template containing "%s"' }).optional(),
  description: z.string().default(''),
  baseUrl: z.url().optional(),
  basePath: z.string().default(''),
  rootDir: z.string().default('content'),
  /** Folder of blog posts, relative to rootDir; inside pages/ (as in Vocs) so posts are pages too. */
  blogDir: z.string().default('pages/blog'),
  iconUrl: themedUrl.optional(),
  logoUrl: themedUrl.optional(),
  ogImageUrl: z.union([z.string(), z.record(z.string(), z.string())]).optional(),
  font: z.strictObject({ default: googleFont.optional(), mono: googleFont.optional() }).optional(),
  socials: z.array(social).default([]),
  topNav: z.array(topNavItem).default([]),
  sidebar: sidebar.default([]),
  banner: banner.optional(),
  sponsors: z.array(sponsorGroup).default([]),
  aiCta: z
    .union([z.boolean(), z.strictObject({ query: fn<(p: { location: { origin: string; pathname: string } }) => string>('a function ({ location }) => string') })])
    .default(true),
  outlineFooter: reactNode.optional(),
  theme: z.strictObject({ colorScheme: z.enum(['light', 'dark', 'system']).optional() }).default({}),
  editLink: z
    .strictObject({
      pattern: z.union([z.string().includes(':path', { message: 'expected a URL pattern containing ":path"' }), fn<(p: { filePath: string; path: string }) => string>('a function')]),
      text: z.string().default('Edit page'),
    })
    .optional(),
  markdown: z
    .strictObject({
      code: z
        .strictObject({
          themes: z
            .strictObject({ light: z.string().default('github-light'), dark: z.string().default('github-dark-dimmed') })
            .default({ light: 'github-light', dark: 'github-dark-dimmed' }),
        })
        .default({ themes: { light: 'github-light', dark: 'github-dark-dimmed' } }),
    })
    .default({ code: { themes: { light: 'github-light', dark: 'github-dark-dimmed' } } }),
  /** Old path → new path or URL; each old path gets a redirect page, so it must stay inside the output folder. */
  redirects: z
    .record(z.string(), z.string().min(1))
    .superRefine((redirects, ctx) => {
      for (const from of Object.keys(redirects)) {
        const message = !from.startsWith('/')
          ? 'expected a path starting with "/"'
          : /[\\\0]/.test(from) || from.split('/').some((s) => s === '..' || s === '.')
            ? 'expected a path inside the site (no "." or ".." segments, no backslashes)'
            : undefined
        if (message) ctx.addIssue({ code: 'custom', path: [from], message })
      }
    })
    .default({}),
  checkDeadlinks: z.union([z.boolean(), z.literal('warn')]).default(true),
  /** Tags added to every page's <head> (analytics and the like); scripts with a src load async. */
  head: z
    .array(
      z.strictObject({
        tag: z.enum(['script', 'link', 'meta']),
        attrs: z.record(z.string(), z.union([z.string(), z.boolean()])).optional(),
        content: z.string().optional(),
      }),
    )
    .optional(),
})

export type SiteConfigInput = z.input<typeof siteConfigSchema>
export type ParsedSiteConfig = z.output<typeof siteConfigSchema>
