// The island contract between the server render (which marks each island root and serializes its props) and the
// browser bootstrap (which hydrates it on its trigger). Plain data and types only; shared by Node and the browser.
import type { SearchIntent } from './search.ts'
import type { TopNavItem } from './site.ts'

/** On the island's root element: its registry name. */
export const ISLAND_ATTR = 'data-island'
/** When the island wakes: see IslandTrigger. */
export const ISLAND_TRIGGER_ATTR = 'data-island-trigger'
/** JSON of the props the server rendered with (the client hydrates with the same, so markup matches). */
export const ISLAND_PROPS_ATTR = 'data-island-props'
/** The useId prefix the server rendered with; the client hydrates with it so generated ids match. */
export const ISLAND_ID_ATTR = 'data-island-id'
/** Set by the bootstrap once the island is hydrated (CSS hands hover/focus behaviour over to React then). */
export const ISLAND_HYDRATED_ATTR = 'data-hydrated'

/**
 * - `interaction`: first pointer over, focus, click or key on the island (the event is replayed after hydration)
 * - `visible`: the island scrolls into view
 * - `idle`: the browser is idle after load
 * - `search`: a pointer over or focus on `[data-search-trigger]` (loads ahead, not under Save-Data), and the openers:
 *   `/`, Cmd/Ctrl+K, a click on `[data-search-trigger]`, the open event (keys typed meanwhile are kept)
 */
export type IslandTrigger = 'interaction' | 'visible' | 'idle' | 'search'

/** Props of the search island (the dialog). */
export interface SearchIslandProps {
  indexUrl: string
  basePath: string
  /** Set by the bootstrap, never by the server: what the reader asked for while the island loaded. */
  takeIntent?: () => SearchIntent
}

/** Props of the desktop top-navigation island (dropdown menus). Items carry no custom elements. */
export interface TopNavIslandProps {
  items: TopNavItem[]
  activeId?: number
  path: string
  basePath: string
}

/**
 * Island name → props type, for the tool's own chrome islands (a component a page imports is a page island instead).
 * To add one: add its props here, its lazy import and trigger in runtime/islands/registry.ts, and render
 * `<Island name=… component=… props=… />` on the server.
 */
export interface IslandPropsMap {
  search: SearchIslandProps
  'top-nav': TopNavIslandProps
}

export type IslandName = keyof IslandPropsMap
