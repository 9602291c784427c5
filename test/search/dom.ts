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

// jsdom has <dialog> without its methods: enough of them for the dialog's logic (Chromium tests cover the rest:
// the top layer, inertness, focus trapping and restoring).
const dialogProto = dom.window.HTMLDialogElement.prototype as HTMLDialogElement & { __previous?: Element | null }
dialogProto.showModal = function (this: HTMLDialogElement & { __previous?: Element | null }) {
  this.__previous = dom.window.document.activeElement
  this.setAttribute('open', '')
}
dialogProto.close = function (this: HTMLDialogElement & { __previous?: Element | null }) {
  if (!this.hasAttribute('open')) return
  this.removeAttribute('open')
  ;(this.__previous as HTMLElement | null)?.focus?.()
  this.dispatchEvent(new dom.window.Event('close'))
}

export const window = dom.window
