// Sidebar section for the guides (/guides/*) and the worked examples (/examples/*), in reading order.
// Plain object literals: item shape { text, link?, items?, collapsed?, disabled? }.

export const guidesSection = {
  text: 'Guides',
  link: '/guides',
  items: [
    {
      text: 'Start here',
      items: [
        { text: 'Getting started', link: '/valdres-react/introduction' },
        { text: 'Core concepts', link: '/guides/core-concepts' },
      ],
    },
    {
      text: 'Essentials',
      items: [
        { text: 'Async data and Suspense', link: '/guides/async-data' },
        { text: 'Families and collections', link: '/guides/families' },
        { text: 'Transactions', link: '/guides/transactions' },
        { text: 'Scoped stores and Provider', link: '/guides/scoped-stores' },
      ],
    },
    {
      text: 'In practice',
      items: [
        { text: 'TypeScript', link: '/guides/typescript' },
        { text: 'Testing', link: '/guides/testing' },
        { text: 'Server rendering', link: '/guides/server-rendering' },
        { text: 'Next.js App Router', link: '/guides/nextjs' },
        { text: 'Persistence', link: '/guides/persistence' },
        { text: 'Debugging', link: '/guides/debugging' },
        { text: 'Recipes', link: '/guides/recipes' },
      ],
    },
    {
      text: 'Migrating',
      items: [
        { text: 'From Recoil', link: '/guides/migrating-from-recoil' },
        { text: 'From Jotai', link: '/guides/migrating-from-jotai' },
      ],
    },
    {
      text: 'Worked examples',
      items: [
        { text: 'Todo list', link: '/examples/todo-list' },
        { text: 'Profile editor', link: '/examples/profile-editor' },
        { text: 'Dashboard', link: '/examples/dashboard' },
      ],
    },
    { text: 'Glossary', link: '/guides/glossary' },
  ],
}
