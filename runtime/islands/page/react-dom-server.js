// The page islands' `react-dom/server`, as its browser build gives it (see react.js beside this file): a component
// may render to a string in the browser (a QR code's logo, an SVG). Loaded only by an island that imports it.
export { renderToStaticMarkup, renderToString, version } from 'react-dom/cjs/react-dom-server-legacy.browser.production.js'
export { renderToReadableStream, resume } from 'react-dom/cjs/react-dom-server.browser.production.js'
