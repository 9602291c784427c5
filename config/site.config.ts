// The Valdres documentation site's configuration. Validated by build/config when the build loads it.
import { defineConfig } from 'vellum'
import { guidesSection } from './sidebar/guides.ts'
import { valdresExtensionsSection, valdresSection } from './sidebar/valdres.ts'
import { valdresReactExtensionsSection, valdresReactSection } from './sidebar/valdres-react.ts'

export default defineConfig({
  title: 'Valdres',
  description: 'A fast atom-based state library for JavaScript and React.',
  baseUrl: 'https://valdres.dev',
  iconUrl: { light: '/icon-light.svg', dark: '/icon-dark.svg' },
  logoUrl: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  // The social card (1200×630); favicon.ico sits beside it in static/ for browsers and crawlers that ask for it.
  ogImageUrl: '/og.png',
  font: { mono: { google: 'Fira Code' } },
  socials: [{ icon: 'github', link: 'https://github.com/eigilsagafos/valdres' }],
  aiCta: true,
  // The one place outside the installation page that names the documented version.
  banner: {
    content: 'These docs describe valdres and valdres-react 0.2.0-pre.18, the release on npm. [Install](/valdres-react/introduction#install)',
    dismissable: true,
  },
  topNav: [
    { text: 'Guides', link: '/guides', match: '/guides' },
    { text: 'React', link: '/valdres-react/introduction', match: '/valdres-react' },
    // Straight to the page (the spec's /docs/vanilla is kept as a redirect for old links).
    { text: 'Vanilla JS', link: '/valdres/getting-started/introduction', match: '/valdres' },
  ],
  // The guides first (the learning path), then the spec's four sections: valdres-react, @valdres-react, valdres, @valdres.
  sidebar: [guidesSection, valdresReactSection, valdresReactExtensionsSection, valdresSection, valdresExtensionsSection],
  // This site lives in the library's repository under docs/.
  editLink: { pattern: 'https://github.com/eigilsagafos/valdres/edit/main/docs/content/pages/:path', text: 'Edit page' },
  redirects: {
    '/docs/vanilla': '/valdres/getting-started/introduction',
    // Each limit is now stated on the page where it applies; the type mismatches are listed in the TypeScript guide.
    '/valdres/getting-started/caveats': '/guides/typescript',
  },
})
