// Test-only: a jsdom window installed as the global browser environment for the demos' client-side tests.
// Import it first (before React DOM), together with the Set-methods polyfill valdres needs on Node 20.
import '../../support/set-methods-polyfill.ts'
import { JSDOM } from 'jsdom'

export const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://127.0.0.1/', pretendToBeVisual: true })
const w = dom.window
for (const key of [
  'window',
  'document',
  'navigator',
  'localStorage',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'HTMLElement',
  'Node',
  'Element',
  'Event',
  'MouseEvent',
  'DOMException',
  'addEventListener',
  'removeEventListener',
  'dispatchEvent',
] as const) {
  const value = key === 'window' ? w : (w as unknown as Record<string, unknown>)[key]
  Object.defineProperty(globalThis, key, {
    value: typeof value === 'function' && /^[a-z]/.test(key) ? (value as () => void).bind(w) : value,
    configurable: true,
    writable: true,
  })
}
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
