// The site config, in one schema: every key of the spec's "Site config" with its validation, default, derived value
// and description. `SiteConfigInput` is what `defineConfig` accepts; `ParsedSiteConfig` is what the build reads.

import { isValidElement, type ReactElement, type ReactNode } from 'react'
import { z } from 'zod'
import type { Banner, SidebarItem, SocialItem, TopNavItem } from '../../runtime/contract/site.ts'
import { isAbsoluteUrl, isSitePath } from '../../runtime/contract/url-path.ts'
import type { BuildEnd, TransformHtml, TransformPageData } from './hook-types.ts'

// Functions and React nodes have no JSON form: their titles name them in the generated config reference.
const fn = <T extends (...args: never[]) => unknown>(what: string) =>
  z.custom<T>((v) => typeof v === 'function', { message: `expected ${what}` }).meta({ title: 'function' })
const reactNode = z
  .custom<ReactNode>((v) => v !== undefined && typeof v !== 'function', {
    message: 'expected a React element or a string',
  })
  .meta({ title: 'React node' })

const themedUrl = z.union([z.string().min(1), z.strictObject({ light: z.string().min(1), dark: z.string().min(1) })])

const sidebarItem: z.ZodType<SidebarItem> = z.lazy(() =>
  z.strictObject({
    text: z.string(),
    // Another site's page too (Vocs shows it with the external-link icon); a relative path would differ page to page.
    link: z
      .string()
      .refine((link) => isSitePath(link) || isAbsoluteUrl(link), 'expected a site path starting with "/" or a URL such as "https://…"')
      .optional(),
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

/** A React element (Vocs accepts one for the banner): rendered as it is, not as Markdown. */
const element = z.custom<ReactElement>((value) => isValidElement(value), 'expected Markdown text or a React element').meta({ title: 'React element' })
const banner = z.union([
  z.string().transform((content) => ({ content })),
  element.transform((content) => ({ content })),
  z.strictObject({
    content: z.union([z.string(), element]),
    backgroundColor: z.string().optional(),
    textColor: z.string().optional(),
    dismissable: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
    height: z.string().optional(),
  }),
])

const headTag = z.strictObject({
  tag: z.enum(['script', 'link', 'meta']),
  attrs: z.record(z.string(), z.union([z.string(), z.boolean()])).optional(),
  content: z.string().optional(),
})
/** One extra tag of a page's <head> (`head` in the config); custom-head.ts writes it as HTML. */
export type HeadTag = z.output<typeof headTag>
/** A list of extra head tags (also checks what a `head` function returns). */
export const headTags = z.array(headTag)
/** A page's extra head tags, from its path (`/`, `/guide/intro`); it may be async. */
export type HeadFunction = (page: { path: string }) => z.input<typeof headTags> | Promise<z.input<typeof headTags>>

const sponsor = z.strictObject({ name: z.string(), image: z.string(), link: z.url() })
const sponsorGroup = z.strictObject({
  name: z.string(),
  height: z.number().positive().default(40),
  items: z.array(z.array(sponsor.nullable())),
})

const googleFont = z.strictObject({ google: z.string().min(1).optional() })

/** '' for the root, else '/docs' style: one leading slash, no trailing slash. */
export function normalizeBasePath(basePath: string): string {
  const trimmed = basePath.trim().replace(/^\/+|\/+$/g, '')
  return trimmed ? `/${trimmed}` : ''
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

function withIds(items: TopNavInput[], next = { id: 0 }): TopNavItem[] {
  return items.map((item) => ({ ...item, id: next.id++, items: item.items ? withIds(item.items, next) : undefined }))
}

export interface SidebarScope {
  /** Path prefix this sidebar applies to ('/' for a plain array). */
  prefix: string
  backLink: boolean
  items: SidebarItem[]
}

/** A unified plugin, or `[plugin, options]`, as Vocs and MDX take them. */
const pluginEntry = z.union([
  fn<(...args: never[]) => unknown>('a unified plugin'),
  z.tuple([fn<(...args: never[]) => unknown>('a unified plugin')], z.unknown()),
])

const CODE_THEMES = { light: 'github-light', dark: 'github-dark-dimmed' }

/**
 * Every key of the site config: its validation, its default, the value derived from it (a normalised basePath, ids on
 * top-nav items, the sidebar as a list of prefixes, ...) and the description the config reference page (docs/pages/reference/config.md) is made of.
 */
const siteConfigObject = z.strictObject({
  title: z.string().default('Docs').describe("Site title: the logo's text when there is no logo, and the end of every page title."),
  titleTemplate: z
    .string()
    .includes('%s', { message: 'expected a template containing "%s"' })
    .optional()
    .describe("Page title template; `%s` is the page's title. Default: `%s – <title>`; the home page gets the plain title."),
  description: z.string().default('').describe('Site description: the `<meta name="description">` of pages without their own.'),
  baseUrl: z.url().optional().describe('Origin the site is served from (`https://example.com`): canonical links, `og:url`, sitemap, feed.'),
  basePath: z.string().default('').transform(normalizeBasePath).describe('Path prefix the site is served under (`/docs`), applied to every link and asset.'),
  rootDir: z
    .string()
    .default('content')
    .describe(
      'Folder (relative to the site folder) holding `pages/` (and, on a Vocs site, `public/` and the output `dist/`). Default `"docs"` with a `vocs.config.*`.',
    ),
  blogDir: z.string().default('pages/blog').describe('Folder of blog posts, relative to `rootDir`; inside `pages/` (as in Vocs), so posts are pages too.'),
  iconUrl: themedUrl.optional().describe("Favicon: one URL, or `{ light, dark }` chosen by the reader's colour scheme."),
  logoUrl: themedUrl.optional().describe('Logo in the top bar and sidebar: one URL, or `{ light, dark }`.'),
  ogImageUrl: z
    .union([z.string(), z.record(z.string(), z.string())])
    .optional()
    .describe('Social preview image URL, or a map of path prefix → URL (the longest matching prefix wins); `%logo`, `%title`, `%description` are filled in.'),
  font: z
    .strictObject({ default: googleFont.optional(), mono: googleFont.optional() })
    .optional()
    .describe('Fonts: `{ default: { google }, mono: { google } }` names Google Fonts families (weights 300, 400, 500).'),
  socials: z
    .array(social)
    .default([])
    .transform((socials): SocialItem[] => socials.map((s) => ({ ...s, label: s.label ?? socialLabels[s.icon] })))
    .describe('Social links in the top bar: `{ icon, link, label? }`.'),
  topNav: z
    .array(topNavItem)
    .default([])
    .transform((items) => withIds(items))
    .describe('Top navigation: `{ text, link, match?, items? }`, one level of sub-menus.'),
  sidebar: sidebar
    .default([])
    .transform((value): SidebarScope[] =>
      Array.isArray(value)
        ? [{ prefix: '/', backLink: false, items: value }]
        : Object.entries(value).map(([prefix, v]) =>
            Array.isArray(v) ? { prefix, backLink: false, items: v } : { prefix, backLink: v.backLink ?? false, items: v.items },
          ),
    )
    .describe('Sidebar: a list of items, or a map of path prefix → items (the longest matching prefix wins). Without one, the folder tree is the sidebar.'),
  banner: banner
    .optional()
    .transform(
      (b): Banner | undefined =>
        b && {
          content: b.content,
          backgroundColor: 'backgroundColor' in b ? b.backgroundColor : undefined,
          textColor: 'textColor' in b ? b.textColor : undefined,
          dismissable: ('dismissable' in b ? b.dismissable : undefined) ?? true,
          height: ('height' in b ? b.height : undefined) ?? '32px',
        },
    )
    .describe(
      'Banner above the top bar: Markdown text or a React element, or `{ content, backgroundColor?, textColor?, dismissable?, height? }` (height default `32px`).',
    ),
  sponsors: z.array(sponsorGroup).default([]).describe('Sponsor groups for `::sponsors`: `{ name, height?, items: [[{ name, image, link }]] }`.'),
  aiCta: z
    .union([
      z.boolean(),
      z.strictObject({ query: fn<(p: { location: { origin: string; pathname: string } }) => string>('a function ({ location }) => string') }),
    ])
    .default(true)
    .describe('"Ask in ChatGPT" button: `false` hides it; `{ query: ({ location }) => string }` writes the prompt.'),
  outlineFooter: reactNode.optional().describe('Content (a React element or text) under the "On this page" outline.'),
  theme: z
    .strictObject({
      colorScheme: z.enum(['light', 'dark', 'system']).optional(),
      accentColor: z.union([z.string().min(1), z.strictObject({ light: z.string().min(1), dark: z.string().min(1) })]).optional(),
    })
    .default({})
    .describe(
      'Theme: `colorScheme` fixes `light` or `dark` (and hides the toggle); `system` follows the reader. `accentColor` (a CSS colour, or `{ light, dark }`) replaces the accent of links, buttons and the current sidebar item.',
    ),
  editLink: z
    .strictObject({
      pattern: z.union([
        z.string().includes(':path', { message: 'expected a URL pattern containing ":path"' }),
        fn<(p: { filePath: string; path: string }) => string>('a function'),
      ]),
      text: z.string().default('Edit page'),
    })
    .optional()
    .describe('"Edit page" link: `{ pattern, text? }`; `:path` in the pattern is the page\'s file path.'),
  markdown: z
    .strictObject({
      code: z
        .strictObject({
          themes: z.strictObject({ light: z.string().default(CODE_THEMES.light), dark: z.string().default(CODE_THEMES.dark) }).default(CODE_THEMES),
        })
        .default({ themes: CODE_THEMES }),
      remarkPlugins: z.array(pluginEntry).default([]),
      rehypePlugins: z.array(pluginEntry).default([]),
    })
    .default({ code: { themes: CODE_THEMES }, remarkPlugins: [], rehypePlugins: [] })
    .describe(
      'Markdown settings: `code.themes.light` / `.dark` are the shiki themes of code blocks; `remarkPlugins` and `rehypePlugins` (a plugin or `[plugin, options]`) run after the built-in ones (see Writing pages).',
    ),
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
    .default({})
    .describe('Old path → new path or URL: each old path gets a redirect page (and a line in `_redirects`); it must stay inside the output folder.'),
  checkDeadlinks: z
    .union([z.boolean(), z.literal('warn')])
    .default(true)
    .describe(
      'Internal links to missing pages fail the build (`true`), warn (`"warn"`), or are not checked (`false`), as in Vocs; what Vocs does not check (below) follows `strict`.',
    ),
  strict: z
    .boolean()
    .default(true)
    .describe(
      'Checks this tool makes beyond Vocs 1.x fail the build (`true`) or only warn, each naming its `file:line` (`false`, the default of a Vocs site): links to a missing `#anchor`, missing images, links not written `/…`, `./…` or `../…`, sidebar and top-nav links, a `:::code-group` tab with no name.',
    ),
  twoslash: z
    .union([
      z.literal(false),
      z.strictObject({
        compilerOptions: z.record(z.string(), z.unknown()).optional(),
        customTags: z.array(z.string()).optional(),
        extraFiles: z.record(z.string(), z.union([z.string(), z.strictObject({ prepend: z.string().optional(), append: z.string().optional() })])).optional(),
        handbookOptions: z.record(z.string(), z.unknown()).optional(),
        shouldGetHoverInfo: fn<(identifier: string, start: number, filename: string) => boolean>(
          'a function (identifier, start, filename) => boolean',
        ).optional(),
        filterNode: fn<(node: unknown) => boolean>('a function (node) => boolean').optional(),
      }),
    ])
    .default({})
    .describe(
      "Twoslash's options, as Vocs takes them: `false` highlights `twoslash` fences as plain code; `compilerOptions` join the blocks' compiler options (after the site's tsconfig.json `paths`; `moduleResolution` stays `bundler`, as in Vocs; `paths` resolve from the site folder); `customTags` (`// @name` lines collected, not compiled), `extraFiles` (files every block sees), `handbookOptions`, `shouldGetHoverInfo` and `filterNode` go to twoslash with each block.",
    ),
  vite: z
    .strictObject({
      resolve: z
        .strictObject({
          alias: z
            .union([z.record(z.string(), z.string()), z.array(z.strictObject({ find: z.union([z.string(), z.instanceof(RegExp)]), replacement: z.string() }))])
            .optional(),
        })
        .optional(),
      define: z.record(z.string(), z.unknown()).optional(),
      envPrefix: z.union([z.string(), z.array(z.string())]).optional(),
    })
    .default({})
    .describe(
      "What Vite's options (Vocs's `vite` key) say about a page's imports: `resolve.alias` (a map, or `{ find, replacement }` entries, as Vite takes them), `define` (replaced in the code of pages and components), `envPrefix` (`VITE_` by default: which variables of the environment and of `.env` files `import.meta.env` holds). Other Vite options warn and are ignored.",
    ),
  head: z
    .union([
      headTags,
      z.record(z.string().startsWith('/', 'expected a path prefix starting with "/"'), headTags),
      fn<HeadFunction>('a list of tags, a map of path prefixes to lists, or a function of the page ({ path }) giving a list').meta({
        title: 'function',
      }),
    ])
    .optional()
    .describe(
      'Extra `<head>` tags (analytics and the like): a list `{ tag, attrs?, content? }` for every page; or a map of path prefix → list, where a page gets the list of the last key (in the order written) its path starts with; or a function `({ path }) => list` (may be async), called once per page. Scripts with a `src` load `async`.',
    ),
  transformPageData: fn<TransformPageData>('a function (page) => its new data, some of its fields, or nothing')
    .optional()
    .describe(
      "Hook called with each page's data `{ path, file, title, description, frontmatter }` before it renders (in the dev server too); returns its new data, the fields to change, or nothing. May be async.",
    ),
  transformHtml: fn<TransformHtml>('a function (html, page) => the new HTML or nothing')
    .optional()
    .describe(
      "Hook called with each page's HTML and data after it renders, before it is written or served (in the dev server too); returns the new HTML, or nothing to keep it. May be async. A site with it renders every page on every build.",
    ),
  buildEnd: fn<BuildEnd>('a function (summary) => void')
    .optional()
    .describe(
      'Hook called once a build has written its output, with its summary `{ outDir, pages, files, bytes, durationMs, warnings }`; not in the dev server. May be async.',
    ),
})

/** The config file's object, validated, with every default and derived value filled in. */
export const siteConfigSchema = siteConfigObject.transform((c) => ({ ...c, titleTemplate: c.titleTemplate ?? `%s – ${c.title}` }))

/** Every top-level key the schema knows. */
export const siteConfigKeys: readonly string[] = Object.keys(siteConfigObject.shape)

export type SiteConfigInput = z.input<typeof siteConfigSchema>
export type ParsedSiteConfig = z.output<typeof siteConfigSchema>
