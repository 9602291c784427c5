// Test support: the search dialog's page as the global browser environment (dom-globals.ts), before React DOM is imported.
import { installDom } from './dom-globals.ts'

const dom = installDom(
  '<!doctype html><html><body><header><button id="opener">Search</button><input id="elsewhere"></header><main id="app"></main></body></html>',
  { url: 'https://valdres.test/valdres/api/atom' },
)

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
