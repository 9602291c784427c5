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
import { reportOnce } from '../../enhancers/report.ts'

/**
 * React's "the server could not finish this Suspense boundary" (error 419): data a component suspends on is not
 * there at build time, so the server sent the fallback and the browser renders the rest. Expected, not a failure.
 */
const SERVER_FALLBACK = /#419\b|could not finish this Suspense boundary/

function onRecoverableError(error: unknown): void {
  if (!(error instanceof Error && SERVER_FALLBACK.test(error.message))) reportOnce(error)
}

export async function mountIsland(root: HTMLElement): Promise<void> {
  const src = root.getAttribute(PAGE_ISLAND_SRC_ATTR)!
  const module = (await import(src)) as Record<string, unknown>
  const name = root.getAttribute(PAGE_ISLAND_EXPORT_ATTR) ?? 'default'
  // A member of an export (`HomePage.Root`) is found along its path.
  const component = name.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], module) as
    | ComponentType<object>
    | undefined
  if (!component) throw new Error(`island chunk ${src} has no export ${name}`)
  const props = fromWire(JSON.parse(root.getAttribute(PAGE_ISLAND_PROPS_ATTR) ?? '{}'), (tag, p) => createElement(tag, p)) as object
  const element = createElement(component, props)
  const identifierPrefix = root.getAttribute(PAGE_ISLAND_ID_ATTR) ?? ''
  if (root.getAttribute(PAGE_ISLAND_WHEN_ATTR) === 'only') createRoot(root, { identifierPrefix, onRecoverableError }).render(element)
  else hydrateRoot(root, element, { identifierPrefix, onRecoverableError })
  root.setAttribute(PAGE_ISLAND_READY_ATTR, '')
}
