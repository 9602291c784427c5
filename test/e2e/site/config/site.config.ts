// The site the browser-runtime tests drive: basePath, a dismissible banner, a top nav with a dropdown holding a
// sub-menu, a long sidebar (so the current page starts below the fold) with a collapsible section and a back
// link, socials.
import { defineConfig } from '../../../../build/config/define-config.ts'

const filler = Array.from({ length: 30 }, (_, i) => ({ text: `Filler ${i + 1}`, link: `/guide/filler-${i + 1}` }))

export default defineConfig({
  title: 'Runtime',
  description: 'A fixture site for the browser runtime.',
  baseUrl: 'https://runtime.example',
  basePath: '/docs',
  logoUrl: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  socials: [{ icon: 'github', link: 'https://github.com/example/runtime' }],
  topNav: [
    { text: 'Guide', link: '/guide/start', match: '/guide' },
    {
      text: 'More',
      items: [
        { text: 'Alpha page', link: '/guide/alpha' },
        { text: 'Beta page', link: '/guide/beta' },
        { text: 'Source', link: 'https://github.com/example/runtime' },
        {
          text: 'Nested',
          items: [
            { text: 'Inside page', link: '/guide/inside' },
            { text: 'Long page', link: '/guide/long' },
          ],
        },
      ],
    },
  ],
  banner: { content: 'Runtime **1.0** is out.', height: '32px' },
  sidebar: {
    '/guide': {
      backLink: true,
      items: [
        {
          text: 'Start',
          items: [
            { text: 'Getting started', link: '/guide/start' },
            { text: 'Alpha page', link: '/guide/alpha' },
            { text: 'Beta page', link: '/guide/beta' },
          ],
        },
        { text: 'Closed section', collapsed: true, items: [{ text: 'Inside', link: '/guide/inside' }] },
        { text: 'Fillers', items: filler },
        { text: 'Last', items: [{ text: 'Long page', link: '/guide/long' }] },
      ],
    },
  },
})
