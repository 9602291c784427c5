// Hydrates one island root with React (loaded lazily: this module is the only importer of react-dom/client, so
// React arrives with the first island and is shared by all of them). `onReady` runs once the island's effects
// have run, which is when a replayed event will reach its handlers.
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'

function Ready({ onReady, children }: { onReady: () => void; children?: ReactNode }) {
  // A parent's effect runs after its children's, so the island's listeners are in place by now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fires once, after the island's first effects; onReady is the caller's one-shot signal
  useEffect(onReady, [])
  return children
}

export function hydrateIsland(root: Element, component: ComponentType<object>, props: object, identifierPrefix: string, onReady: () => void): void {
  hydrateRoot(root, createElement(Ready, { onReady }, createElement(component, props)), { identifierPrefix })
}
