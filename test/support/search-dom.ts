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

// jsdom has <dialog> without its methods: show() and close() as a browser does them for a non-modal dialog, which
// gives focus back to nothing (the component does that). Chromium tests cover the rest: the top layer, the backdrop
// and Tab staying inside.
const dialogProto = dom.window.HTMLDialogElement.prototype
dialogProto.show = function (this: HTMLDialogElement) {
  this.setAttribute('open', '')
}
dialogProto.close = function (this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return
  this.removeAttribute('open')
  this.dispatchEvent(new dom.window.Event('close'))
}

export const window = dom.window
