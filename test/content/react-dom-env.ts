// The simulated browser the content tests render React into: a jsdom window whose globals React and the examples
// use, with React's act() environment flag set. Import it before React so react-dom sees the DOM.
import { JSDOM } from 'jsdom'

export const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' })
Object.assign(globalThis, {
  window: dom.window,
  document: dom.window.document,
  navigator: dom.window.navigator,
  HTMLElement: dom.window.HTMLElement,
  Node: dom.window.Node,
  MouseEvent: dom.window.MouseEvent,
})
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
