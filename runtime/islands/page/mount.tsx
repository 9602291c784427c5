// Brings one page island to life: loads its chunk, rebuilds its props from their wire form and hydrates the server
// HTML with them (or, for `client:only`, renders into the empty marker). This module arrives with the first island
// and brings react-dom, shared with the chrome islands and every page island: one React per page.
import { createElement, type ComponentType } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import {
  fromWire,
  PAGE_ISLAND_EXPORT_ATTR,
  PAGE_ISLAND_ID_ATTR,
  PAGE_ISLAND_PROPS_ATTR,
  PAGE_ISLAND_READY_ATTR,
  PAGE_ISLAND_SRC_ATTR,
  PAGE_ISLAND_WHEN_ATTR,
} from '../../contract/page-islands.ts'

export async function mountIsland(root: HTMLElement): Promise<void> {
  const src = root.getAttribute(PAGE_ISLAND_SRC_ATTR)!
  const module = (await import(src)) as Record<string, unknown>
  const name = root.getAttribute(PAGE_ISLAND_EXPORT_ATTR) ?? 'default'
  const component = module[name] as ComponentType<object> | undefined
  if (!component) throw new Error(`island chunk ${src} has no export ${name}`)
  const props = fromWire(JSON.parse(root.getAttribute(PAGE_ISLAND_PROPS_ATTR) ?? '{}'), (tag, p) => createElement(tag, p)) as object
  const element = createElement(component, props)
  const identifierPrefix = root.getAttribute(PAGE_ISLAND_ID_ATTR) ?? ''
  if (root.getAttribute(PAGE_ISLAND_WHEN_ATTR) === 'only') createRoot(root, { identifierPrefix }).render(element)
  else hydrateRoot(root, element, { identifierPrefix })
  root.setAttribute(PAGE_ISLAND_READY_ATTR, '')
}
