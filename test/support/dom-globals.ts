// Test support: a jsdom window installed as the global browser environment, for code that reads `window` and
// `document` (React DOM, the runtime's islands and dialogs). Import it before that code loads. A unit test that
// imports this module runs in a process of its own (test/run.ts), so the window never reaches another file.
import { JSDOM } from 'jsdom'

const GLOBALS = [
  'window',
  'document',
  'navigator',
  'HTMLElement',
  'HTMLInputElement',
  'Element',
  'Node',
  'Event',
  'KeyboardEvent',
  'MouseEvent',
  'FocusEvent',
  'CustomEvent',
  'sessionStorage',
  'localStorage',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'getComputedStyle',
] as const

/** Makes a jsdom window of `html` the global one; `act`: React's act() environment flag. */
export function installDom(html: string, { url = 'http://127.0.0.1/', act = true } = {}): JSDOM {
  const dom = new JSDOM(html, { url, pretendToBeVisual: true })
  const g = globalThis as Record<string, unknown>
  for (const key of GLOBALS) {
    const value = key === 'window' ? dom.window : (dom.window as unknown as Record<string, unknown>)[key]
    Object.defineProperty(g, key, { value, configurable: true, writable: true })
  }
  g.IS_REACT_ACT_ENVIRONMENT = act
  return dom
}
