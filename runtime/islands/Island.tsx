// Server side of an island: renders the component to HTML on its own (a separate React root, exactly what the
// browser's hydrateRoot will produce from the same props), wraps it in a marked root and serializes its props.
// Used at build time only; the browser never imports this file.
import { createElement, useId, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import {
  ISLAND_ATTR,
  ISLAND_ID_ATTR,
  ISLAND_PROPS_ATTR,
  ISLAND_TRIGGER_ATTR,
  type IslandName,
  type IslandPropsMap,
  type IslandTrigger,
} from '../contract/islands.ts'
import { ISLANDS } from './registry.ts'

export interface IslandProps<N extends IslandName> {
  name: N
  component: ComponentType<IslandPropsMap[N]>
  props: IslandPropsMap[N]
  /** Defaults to the registry's trigger for this name. */
  trigger?: IslandTrigger
}

export function Island<N extends IslandName>({ name, component, props, trigger }: IslandProps<N>) {
  // A page-unique prefix so ids generated inside the island (useId) never collide with the page's or another island's.
  const prefix = `i${useId().replace(/[^a-zA-Z0-9]/g, '')}-`
  const html = renderToString(createElement(component as ComponentType<object>, props as object), { identifierPrefix: prefix })
  return (
    <div
      className="island"
      {...{
        [ISLAND_ATTR]: name,
        [ISLAND_TRIGGER_ATTR]: trigger ?? ISLANDS[name].trigger,
        [ISLAND_PROPS_ATTR]: JSON.stringify(props),
        [ISLAND_ID_ATTR]: prefix,
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own server render, React's output for these props, not content HTML
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
