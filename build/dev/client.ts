// The script the dev server injects into every HTML page: listens for live-reload events, reloads the page when
// its route changed (keeping the scroll position), and shows build errors as an overlay. Plain DOM, no React.
export interface ClientOptions {
  events: string
  route: string
  version: number
  error?: string
}

// Written as ES2020 source text so it runs unbundled; `__OPTIONS__` is replaced with JSON.
const SOURCE = `(() => {
  const o = __OPTIONS__, key = 'valdres-dev-scroll:' + location.pathname
  const saved = sessionStorage.getItem(key)
  if (saved !== null) {
    sessionStorage.removeItem(key)
    const restore = () => scrollTo(0, Number(saved))
    restore(); addEventListener('load', restore, { once: true })
  }
  let box
  const show = (message) => {
    if (!box) {
      box = document.createElement('div'); box.id = 'valdres-dev-error'; box.setAttribute('role', 'alert')
      box.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(20,20,20,.92);color:#ffd7d7;font:14px/1.5 ui-monospace,monospace;padding:32px;overflow:auto;white-space:pre-wrap'
      const close = document.createElement('button'); close.textContent = 'Dismiss'; close.onclick = hide
      close.style.cssText = 'position:absolute;top:12px;right:12px;font:inherit'
      box.append(document.createElement('pre'), close); document.body.append(box)
    }
    box.firstChild.textContent = 'Build error\\n\\n' + message
  }
  const hide = () => { box && box.remove(); box = undefined }
  const reload = () => { sessionStorage.setItem(key, String(scrollY)); location.reload() }
  if (o.error) show(o.error)
  const es = new EventSource(o.events + '?route=' + encodeURIComponent(o.route) + '&v=' + o.version)
  es.addEventListener('hello', (e) => { const d = JSON.parse(e.data); if (d.error) show(d.error); else if (d.stale) reload(); else hide() })
  es.addEventListener('reload', (e) => {
    const d = JSON.parse(e.data); o.version = d.version
    if (!d.routes || d.routes.includes(o.route)) reload(); else hide()
  })
  es.addEventListener('build-error', (e) => show(JSON.parse(e.data).message))
  addEventListener('pagehide', () => es.close())
})()`

export function clientScript(options: ClientOptions): string {
  const json = JSON.stringify(options).replace(/</g, '\\u003c').replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`)
  return `<script>${SOURCE.replace('__OPTIONS__', json)}</script>`
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
