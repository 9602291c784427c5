// Sidebar sections for the React binding (valdres-react) and its extension packages (@valdres-react/*).
// Plain object literals: item shape { text, link?, items?, collapsed?, disabled? }.

export const valdresReactSection = {
  text: 'valdres-react',
  collapsed: true,
  items: [
    {
      text: 'Getting Started',
      items: [
        { text: 'Overview', link: '/valdres-react' },
        { text: 'Getting started', link: '/valdres-react/introduction' },
        { text: 'Performance', link: '/valdres-react/performance' },
        { text: 'Valdres vs Jotai', link: '/valdres-react/valdres-vs-jotai' },
        { text: 'Valdres vs Recoil', link: '/valdres-react/valdres-vs-recoil' },
      ],
    },
    {
      text: 'API',
      items: [
        { text: 'atom', link: '/valdres-react/api/atom' },
        { text: 'atomFamily', link: '/valdres-react/api/atomFamily' },
        { text: 'selector', link: '/valdres-react/api/selector' },
        { text: 'store', link: '/valdres-react/api/store' },
        { text: 'Provider', link: '/valdres-react/api/Provider' },
        { text: 'Scope', link: '/valdres-react/api/Scope' },
        { text: 'useAtom', link: '/valdres-react/api/useAtom' },
        { text: 'useValue', link: '/valdres-react/api/useValue' },
        { text: 'useSetAtom', link: '/valdres-react/api/useSetAtom' },
        { text: 'useResetAtom', link: '/valdres-react/api/useResetAtom' },
        { text: 'useStore', link: '/valdres-react/api/useStore' },
        { text: 'useStoreId', link: '/valdres-react/api/useStoreId' },
        { text: 'useTransaction', link: '/valdres-react/api/useTransaction' },
        { text: 'useValdresCallback', link: '/valdres-react/api/useValdresCallback' },
        { text: 'useValdresValueWithDefault', link: '/valdres-react/api/useValdresValueWithDefault' },
        { text: 'StoreContext', link: '/valdres-react/api/StoreContext' },
      ],
    },
  ],
}

export const valdresReactExtensionsSection = {
  text: '@valdres-react',
  collapsed: true,
  items: [
    { text: '@valdres-react/color-mode', link: '/@valdres-react/color-mode' },
    { text: '@valdres-react/jotai', link: '/@valdres-react/jotai' },
    { text: '@valdres-react/recoil', link: '/@valdres-react/recoil' },
    { text: '@valdres-react/hotkeys', link: '/@valdres-react/hotkeys' },
    { text: '@valdres-react/panable', link: '/@valdres-react/panable' },
  ],
}
