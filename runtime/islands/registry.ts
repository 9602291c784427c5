// Which islands exist: each is a name, a lazy import (so each island is its own chunk, fetched only when it wakes;
// nothing is prefetched) and a trigger (IslandTrigger in runtime/contract/islands.ts: `interaction` for chrome
// that wakes on hover, focus, a click or a key; `visible`; `idle`; `search`). Runs in the browser (bootstrap) and
// at build time (the default trigger). These are the tool's own chrome islands; to add one, e.g. a menu:
//   'menu': { trigger: 'interaction', load: () => import('../components/chrome/Menu.tsx').then((m) => m.Menu) },
// plus its props type in runtime/contract/islands.ts and `<Island name="menu" …/>` where the chrome renders it.
import type { ComponentType } from 'react'
import type { IslandName, IslandTrigger } from '../contract/islands.ts'

export interface IslandEntry {
  trigger: IslandTrigger
  // biome-ignore lint/suspicious/noExplicitAny: each island takes its own props, checked where the island is placed
  load: () => Promise<ComponentType<any>>
}

export const ISLANDS: Record<IslandName, IslandEntry> = {
  search: { trigger: 'search', load: () => import('./search/SearchIsland.tsx').then((m) => m.SearchIsland) },
  'top-nav': { trigger: 'interaction', load: () => import('../components/chrome/TopNav.tsx').then((m) => m.TopNav) },
}
