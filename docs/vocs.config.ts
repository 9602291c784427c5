// The tool's own documentation, built by the tool. Written as a Vocs 1.x site (this file's name, `docs/pages`, and
// `defineConfig` from 'vocs'), so its build in CI also checks the path a Vocs site takes when it moves over.
import { defineConfig } from 'vocs'

export default defineConfig({
  // The site folder is docs/ itself: pages in docs/pages, static files in docs/public, output in docs/dist.
  rootDir: '.',
  title: 'vellum',
  description: 'A static documentation site generator for Markdown and MDX that builds Vocs 1.x sites unchanged.',
  topNav: [
    { text: 'Guide', link: '/getting-started', match: '/getting-started' },
    { text: 'Writing', link: '/writing/pages', match: '/writing' },
    { text: 'Reference', link: '/reference/config', match: '/reference' },
    { text: 'Decisions', link: '/decisions', match: '/decisions' },
  ],
  sidebar: [
    {
      text: 'Guide',
      items: [
        { text: 'Getting started', link: '/getting-started' },
        { text: 'Moving a Vocs site', link: '/vocs' },
        { text: 'Deploying', link: '/deploying' },
      ],
    },
    {
      text: 'Writing pages',
      items: [
        { text: 'Pages and Markdown', link: '/writing/pages' },
        { text: 'Frontmatter', link: '/writing/frontmatter' },
        { text: 'Code blocks', link: '/writing/code' },
        { text: 'Includes', link: '/writing/includes' },
        { text: 'Twoslash', link: '/writing/twoslash' },
        { text: 'MDX and components', link: '/writing/mdx' },
        { text: 'Islands', link: '/writing/islands' },
        { text: 'Blog', link: '/writing/blog' },
        { text: 'Layout, head and plugins', link: '/writing/customizing' },
      ],
    },
    {
      text: 'Reference',
      items: [
        { text: 'Config', link: '/reference/config' },
        { text: 'Command line', link: '/reference/cli' },
        { text: 'API and hooks', link: '/reference/api' },
        { text: 'Output files', link: '/reference/output' },
      ],
    },
    {
      text: 'How it works',
      items: [
        { text: 'Trust model', link: '/trust-model' },
        { text: 'Performance', link: '/performance' },
        { text: 'Architecture', link: '/decisions' },
        {
          text: 'Decisions',
          collapsed: false,
          items: [
            { text: 'Output and Vocs differences', link: '/decisions/output' },
            { text: 'Markdown compile', link: '/decisions/markdown' },
            { text: 'Code highlighting', link: '/decisions/highlighting' },
            { text: 'Twoslash and TypeScript', link: '/decisions/twoslash' },
            { text: 'Caches and rebuilds', link: '/decisions/caches' },
            { text: 'Threads, files and memory', link: '/decisions/threads' },
            { text: 'Search', link: '/decisions/search' },
            { text: 'Browser runtime', link: '/decisions/browser' },
            { text: 'Dev server', link: '/decisions/dev-server' },
            { text: 'Tooling', link: '/decisions/tooling' },
            { text: 'Profiles', link: '/decisions/profiles' },
          ],
        },
      ],
    },
  ],
})
