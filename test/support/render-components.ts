// Test helpers for the components: sample site and page models, and rendering a React element to static HTML
// parsed into a DOM (jsdom) so tests can query structure and accessibility attributes.
import { JSDOM } from 'jsdom'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { PageModel, SiteModel } from '../../runtime/contract/page-model.ts'

export function siteModel(overrides: Partial<SiteModel> = {}): SiteModel {
  return {
    title: 'Valdres',
    description: 'A state library',
    basePath: '/docs',
    logoUrl: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
    socials: [{ icon: 'github', link: 'https://github.com/example/repo', label: 'GitHub' }],
    topNav: [
      { id: 0, text: 'React', link: '/react/intro', match: '/react' },
      {
        id: 1,
        text: 'More',
        items: [
          { id: 2, text: 'Blog', link: '/blog' },
          { id: 3, text: 'Source', link: 'https://github.com/example/repo' },
        ],
      },
    ],
    editLinkText: 'Edit page',
    sponsors: [],
    posts: [],
    fonts: {},
    ...overrides,
  }
}

export function pageModel(overrides: Partial<PageModel> = {}): PageModel {
  return {
    path: '/react/intro',
    filePath: 'react/intro.md',
    layout: 'docs',
    title: 'Introduction',
    showSidebar: true,
    outlineMaxLevel: 3,
    showAiCta: true,
    showTopNav: true,
    showLogo: true,
    content: {},
    outline: [
      { id: 'install', level: 2, text: 'Install' },
      { id: 'npm', level: 3, text: 'npm' },
      { id: 'deep', level: 4, text: 'Deep' },
      { id: 'usage', level: 2, text: 'Usage' },
    ],
    sidebar: {
      backLink: false,
      items: [
        {
          text: 'Guide',
          items: [
            { text: 'Introduction', link: '/react/intro' },
            { text: 'Next', link: '/react/next' },
          ],
        },
      ],
    },
    sectionTitle: 'Introduction',
    next: { text: 'Next', link: '/react/next' },
    aiCtaHref: 'https://chatgpt.com/?hints=search&q=Please%20read',
    markdownUrl: '/docs/react/intro.md',
    authors: [],
    ...overrides,
  }
}

export function render(element: ReactElement): Document {
  return new JSDOM(`<!doctype html><body>${renderToString(element)}</body>`).window.document
}

export function texts(doc: Document | Element, selector: string): string[] {
  return [...doc.querySelectorAll(selector)].map((el) => el.textContent?.trim() ?? '')
}
