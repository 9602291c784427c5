// The script the dev server injects into every HTML page: listens for live-reload events, updates the page when its
// route changed (swapping just the content when nothing else did, else reloading with the scroll position kept),
// and shows build errors as an overlay. Plain DOM, no React.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { CONTENT_REPLACED_EVENT, CONTENT_SELECTOR } from '../../runtime/contract/content.ts'

/** Response header of a page: its shell hash (see RenderedPage in render-memo.ts). */
export const SHELL_HEADER = 'x-vellum-shell'

export interface ClientOptions {
  events: string
  /** The server process that served the page (see ServerState.boot). */
  boot: string
  route: string
  version: number
  error?: string
  /** The page's shell hash (see RenderedPage): a reload whose response has the same one swaps only the article. */
  shell?: string
}

// The browser side lives in runtime/ (it is browser code); it is plain JS so it can be inlined without bundling.
const SOURCE = readFileSync(fileURLToPath(new URL('../../runtime/dev/live-reload.js', import.meta.url)), 'utf8')

export function clientScript(options: ClientOptions): string {
  const swap = { content: CONTENT_SELECTOR, contentEvent: CONTENT_REPLACED_EVENT, shellHeader: SHELL_HEADER }
  const json = JSON.stringify({ ...options, ...swap })
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`)
  // A function replacement: a `$&` or `$`` in a route or an error message is text, not a replacement pattern.
  return `<script>${SOURCE.replace('__OPTIONS__', () => json)}</script>`
}

/** Adds the client to an HTML document, just before `</body>`. */
export function injectClient(html: string, options: ClientOptions): string {
  const script = clientScript(options)
  const at = html.lastIndexOf('</body>')
  return at === -1 ? html + script : html.slice(0, at) + script + html.slice(at)
}

/** A bare page for when there is no good build yet to show under the overlay. */
export function errorPage(options: ClientOptions): string {
  return injectClient('<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Build error</title></head><body></body></html>\n', options)
}
