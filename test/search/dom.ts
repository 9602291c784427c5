// Test support: a jsdom window installed as the global browser environment, before React DOM is imported.
import { JSDOM } from 'jsdom'

const dom = new JSDOM(
  '<!doctype html><html><body><header><button id="opener">Search</button><input id="elsewhere"></header><main id="app"></main></body></html>',
  {
    url: 'https://valdres.test/valdres/api/atom',
    pretendToBeVisual: true,
  },
)
const g = globalThis as Record<string, unknown>
for (const key of [
  'window',
  'document',
  'navigator',
  'HTMLElement',
  'HTMLInputElement',
  'Element',
  'Node',
  'KeyboardEvent',
  'MouseEvent',
  'CustomEvent',
  'Event',
  'sessionStorage',
  'localStorage',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'getComputedStyle',
]) {
  Object.defineProperty(g, key, { value: (dom.window as unknown as Record<string, unknown>)[key], configurable: true, writable: true })
}
g.IS_REACT_ACT_ENVIRONMENT = true

export const window = dom.window
