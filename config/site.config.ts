// The Valdres documentation site's configuration. Validated by build/config when the build loads it.
import { defineConfig } from 'valdres-docs'
import { guidesSection } from './sidebar/guides.ts'
import { valdresExtensionsSection, valdresSection } from './sidebar/valdres.ts'
import { valdresReactExtensionsSection, valdresReactSection } from './sidebar/valdres-react.ts'

export default defineConfig({
  title: 'Valdres',
  description: 'An atom-based state library for JavaScript and React, inspired by Recoil and Jotai.',
  baseUrl: 'https://valdres.dev',
  iconUrl: { light: '/icon-light.svg', dark: '/icon-dark.svg' },
  logoUrl: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
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
    { text: 'Vanilla JS', link: '/docs/vanilla' },
  ],
  // The guides first (the learning path), then the spec's four sections: valdres-react, @valdres-react, valdres, @valdres.
  sidebar: [guidesSection, valdresReactSection, valdresReactExtensionsSection, valdresSection, valdresExtensionsSection],
  redirects: {
    '/docs/vanilla': '/valdres/getting-started/introduction',
  },
})
