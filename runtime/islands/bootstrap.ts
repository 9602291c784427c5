// The island bootstrap (part of the entry script): finds the island roots the server marked, waits for each
// one's trigger, then loads its chunk and React, hydrates it with the props the server rendered it with, and
// replays the event that woke it. Static content around the islands is never hydrated.
import {
  ISLAND_ATTR,
  ISLAND_HYDRATED_ATTR,
  ISLAND_ID_ATTR,
  ISLAND_PROPS_ATTR,
  ISLAND_TRIGGER_ATTR,
  type IslandName,
  type IslandTrigger,
  type SearchIslandProps,
} from '../contract/islands.ts'
import { resolveSearchIndexUrl } from '../contract/search.ts'
import { reportOnce } from '../enhancers/report.ts'
import { onInteraction } from './interaction.ts'
import { ISLANDS, type IslandEntry } from './registry.ts'
import { onSearchTrigger } from './search/search-trigger.ts'
import { reloadOnStaleChunk } from './stale-chunk.ts'

type Wake = (extraProps: object, onReady: () => void) => void

export function startIslands(doc: Document, registry: Record<string, IslandEntry> = ISLANDS): void {
  for (const root of doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    const name = root.getAttribute(ISLAND_ATTR) as IslandName
    const entry = registry[name]
    if (!entry) {
      reportOnce(new Error(`unknown island "${name}"`))
      continue
    }
    const wake: Wake = (extraProps, onReady) => void hydrateRootOf(root, entry, extraProps, onReady)
    waitForTrigger(doc, root, (root.getAttribute(ISLAND_TRIGGER_ATTR) as IslandTrigger | null) ?? entry.trigger, wake)
  }
}

function waitForTrigger(doc: Document, root: HTMLElement, trigger: IslandTrigger, wake: Wake): void {
  switch (trigger) {
    case 'interaction':
      onInteraction(root, (replay) => wake({}, replay))
      return
    case 'search':
      // The island hydrates closed (its markup is empty), then takes what the reader asked for meanwhile.
      onSearchTrigger(doc, (takeIntent, done) => wake({ takeIntent }, done), searchIndexUrlOf(root))
      return
    case 'visible': {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return
          observer.disconnect()
          wake({}, () => {})
        },
        { rootMargin: '200px' },
      )
      observer.observe(root)
      return
    }
    case 'idle': {
      const go = () => wake({}, () => {})
      if (typeof requestIdleCallback === 'function') requestIdleCallback(go, { timeout: 4000 })
      else setTimeout(go, 1000)
    }
  }
}

/** The search island's index URL from the props the server rendered it with (resolved against basePath). */
function searchIndexUrlOf(root: HTMLElement): string | undefined {
  try {
    const { indexUrl, basePath } = JSON.parse(root.getAttribute(ISLAND_PROPS_ATTR) ?? '{}') as Partial<SearchIslandProps>
    if (!indexUrl) return undefined
    return resolveSearchIndexUrl(basePath ?? '', indexUrl)
  } catch {
    return undefined
  }
}

async function hydrateRootOf(root: HTMLElement, entry: IslandEntry, extraProps: object, onReady: () => void): Promise<void> {
  try {
    const [component, { hydrateIsland }] = await Promise.all([entry.load(), import('./hydrate.tsx')])
    const props = { ...(JSON.parse(root.getAttribute(ISLAND_PROPS_ATTR) ?? '{}') as object), ...extraProps }
    hydrateIsland(root, component, props, root.getAttribute(ISLAND_ID_ATTR) ?? '', () => {
      root.setAttribute(ISLAND_HYDRATED_ATTR, '')
      onReady()
    })
  } catch (error) {
    // The static markup stays; a chunk missing after a redeploy reloads the page once.
    if (!reloadOnStaleChunk(error)) reportOnce(error)
  }
}
