// Page islands in the browser (part of the entry script): finds the island markers the server rendered around the
// components a page imports and wakes each one on its directive: at once (`load`, `only`), when the browser is idle
// (`idle`) or when it scrolls near the viewport (`visible`, the default). Its chunk and React load only then.
import { PAGE_ISLAND_TAG, PAGE_ISLAND_WHEN_ATTR } from '../../contract/page-islands.ts'
import { reportOnce } from '../../enhancers/report.ts'
import { reloadOnStaleChunk } from '../stale-chunk.ts'

type Watched = Element & { island?: HTMLElement }

export function startPageIslands(doc: Document): void {
  // An island inside another island's server HTML is that island's business (it hydrates as part of it).
  const roots = [...doc.querySelectorAll<HTMLElement>(PAGE_ISLAND_TAG)].filter((root) => !root.parentElement?.closest(PAGE_ISLAND_TAG))
  let observer: IntersectionObserver | undefined
  for (const root of roots) {
    const when = root.getAttribute(PAGE_ISLAND_WHEN_ATTR)
    if (when === 'load' || when === 'only') wake(root)
    else if (when === 'idle') idle(root)
    else {
      observer ??= new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const island = (entry.target as Watched).island
            if (!entry.isIntersecting || !island) continue
            for (const target of [...island.children] as Watched[]) {
              observer!.unobserve(target)
              target.island = undefined
            }
            wake(island)
          }
        },
        { rootMargin: '200px' },
      )
      // The marker is `display: contents` (no box of its own), so what it holds is watched instead: each element with a
      // box, as the first may be a pending Suspense boundary's <template>. With none, the island wakes when idle.
      const targets = [...root.children].filter((child) => !UNBOXED.has(child.localName))
      if (targets.length === 0) idle(root)
      for (const target of targets as Watched[]) {
        target.island = root
        observer.observe(target)
      }
    }
  }
}

/** Elements that never have a box of their own, so never intersect. */
const UNBOXED = new Set(['template', 'script', 'style', 'link', 'meta'])

function idle(root: HTMLElement): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => wake(root), { timeout: 4000 })
  else setTimeout(() => wake(root), 200)
}

function wake(root: HTMLElement): void {
  import('./mount.tsx')
    .then(({ mountIsland }) => mountIsland(root))
    .catch((error) => {
      // The static markup stays; a chunk missing after a redeploy reloads the page once.
      if (!reloadOnStaleChunk(error)) reportOnce(error)
    })
}
