// Sidebar sections for the core package (valdres) and its extensions (@valdres).
// Plain object literals: { text, link?, items?, collapsed?, disabled? }, nested at most 5 levels.

export const valdresSection = {
  text: 'valdres',
  link: '/valdres',
  collapsed: false,
  items: [
    {
      text: 'Getting Started',
      items: [
        { text: 'Introduction', link: '/valdres/getting-started/introduction' },
        { text: 'Motivation', link: '/valdres/getting-started/motivation' },
      ],
    },
    {
      text: 'API',
      items: [
        {
          text: 'State',
          items: [
            { text: 'atom', link: '/valdres/api/atom' },
            { text: 'Atom options', link: '/valdres/api/atom-options' },
            { text: 'Global atoms', link: '/valdres/api/global-atoms' },
            { text: 'selector', link: '/valdres/api/selector' },
            { text: 'atomFamily', link: '/valdres/api/atomFamily' },
            { text: 'selectorFamily', link: '/valdres/api/selectorFamily' },
            { text: 'index', link: '/valdres/api/family-index' },
          ],
        },
        {
          text: 'Stores',
          items: [
            { text: 'store', link: '/valdres/api/store' },
            { text: 'store.get', link: '/valdres/api/store-get' },
            { text: 'store.set', link: '/valdres/api/store-set' },
            { text: 'store.sub', link: '/valdres/api/store-sub' },
            { text: 'store.reset', link: '/valdres/api/store-reset' },
            { text: 'store.del', link: '/valdres/api/store-del' },
            { text: 'store.txn', link: '/valdres/api/txn' },
            { text: 'store.scope', link: '/valdres/api/scope' },
            { text: 'globalStore', link: '/valdres/api/globalStore' },
            { text: 'createStoreWithSelectorSet', link: '/valdres/api/createStoreWithSelectorSet' },
            { text: 'createStore', link: '/valdres/api/createStore' },
          ],
        },
        {
          text: 'Utilities',
          items: [
            { text: 'isAtom', link: '/valdres/api/isAtom' },
            { text: 'isSelector', link: '/valdres/api/isSelector' },
            { text: 'Atom and family guards', link: '/valdres/api/utils/isAtom' },
            { text: 'Selector guards', link: '/valdres/api/utils/isSelector' },
            { text: 'deepFreeze', link: '/valdres/api/deepFreeze' },
          ],
        },
        { text: 'Types', link: '/valdres/api/types' },
      ],
    },
  ],
}

export const valdresExtensionsSection = {
  text: '@valdres',
  collapsed: true,
  items: [{ text: '@valdres/color-mode', link: '/@valdres/color-mode' }],
}
