// Server side of a page island: renders the component a page uses to HTML on its own React root (what the
// browser's hydrateRoot will find), wraps it in the island marker with its chunk, trigger and props, and turns
// what cannot reach the browser into file:line errors: a prop that cannot be serialised, a component that throws.
import { type ComponentType, createContext, createElement, useContext, useId } from 'react'
import { renderToString } from 'react-dom/server'
import { SiteContext } from '../../runtime/components/site-context.ts'
import {
  PAGE_ISLAND_EXPORT_ATTR,
  PAGE_ISLAND_ID_ATTR,
  PAGE_ISLAND_PROPS_ATTR,
  PAGE_ISLAND_SRC_ATTR,
  PAGE_ISLAND_TAG,
  PAGE_ISLAND_WHEN_ATTR,
  toWire,
  UnserialisableProp,
} from '../../runtime/contract/page-islands.ts'
import { BuildError } from '../errors/build-error.ts'
import { type IslandMark, islandKeyOf } from '../markdown/mdx/island-mark.ts'
import { componentFailure } from './render-error.ts'

export interface PageIslands {
  /** The page's file (for errors). */
  page: string
  /** `importKey(file, specifier)` → island key, from the compiled page. */
  keys: Record<string, string>
  /** Island key → URL of its browser chunk; undefined when the site's island bundle lacks it. */
  urlOf: (key: string) => string | undefined
}

export const PageIslandsContext = createContext<PageIslands | undefined>(undefined)

interface PageIslandProps {
  __island: string
  __component: ComponentType<object> | undefined
  [prop: string]: unknown
}

function nameOf(component: unknown, fallback: string): string {
  const c = component as { displayName?: string; name?: string } | undefined
  return c?.displayName || c?.name || fallback
}

export function PageIsland({ __island, __component, ...props }: PageIslandProps) {
  const islands = useContext(PageIslandsContext)
  const site = useContext(SiteContext)
  const prefix = `p${useId().replace(/[^a-zA-Z0-9]/g, '')}-`
  const mark = JSON.parse(__island) as IslandMark
  const place = { file: mark.file, line: mark.line }
  const component = __component
  const name = nameOf(component, mark.export)
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new BuildError(place, `<${name}>: '${mark.source}' has no export named ${mark.export}`)
  }
  if (mark.when === 'static') return createElement(component, props)
  let wire: unknown
  try {
    wire = toWire(props, 'props')
  } catch (error) {
    if (!(error instanceof UnserialisableProp)) throw error
    const prop = error.path.replace(/^props\./, '')
    throw new BuildError(
      place,
      `prop "${prop}" of <${name}> cannot be sent to the browser: it is ${error.what}. Pass plain data (strings, numbers, arrays, objects), or render it with \`static\` (HTML only)`,
    )
  }
  const key = islandKeyOf(mark, islands?.keys ?? {})
  const src = key && islands?.urlOf(key)
  if (!src) throw new BuildError(place, `<${name}>: no browser chunk was built for '${mark.source}'`)
  let html = ''
  if (mark.when !== 'only') {
    try {
      // In the page's context (react-router's links and location read it), as the page's own components are.
      html = renderToString(createElement(SiteContext.Provider, { value: site }, createElement(component, props)), { identifierPrefix: prefix })
    } catch (error) {
      throw componentFailure(error, islands?.page ?? mark.file, name, place)
    }
  }
  return createElement(PAGE_ISLAND_TAG, {
    [PAGE_ISLAND_SRC_ATTR]: src,
    [PAGE_ISLAND_EXPORT_ATTR]: mark.export,
    [PAGE_ISLAND_WHEN_ATTR]: mark.when,
    [PAGE_ISLAND_PROPS_ATTR]: JSON.stringify(wire),
    [PAGE_ISLAND_ID_ATTR]: prefix,
    // The island's own server render (React's output for these props), not content HTML.
    dangerouslySetInnerHTML: { __html: html },
  })
}
