// Dev server only: the live-reload and error-overlay client injected into every page served by `npm run dev`.
// Plain ES2020 with no imports, served inline and unbundled; build/dev/client.ts fills in the options object.
;(() => {
  const o = __OPTIONS__,
    key = `vellum-dev-scroll:${location.pathname}`
  const saved = sessionStorage.getItem(key)
  if (saved !== null) {
    sessionStorage.removeItem(key)
    const restore = () => scrollTo(0, Number(saved))
    restore()
    addEventListener('load', restore, { once: true })
  }
  let box
  const show = (message) => {
    if (!box) {
      box = document.createElement('div')
      box.id = 'vellum-dev-error'
      box.setAttribute('role', 'alert')
      // Opaque, so the page under it does not show through the text; the message wraps instead of running off.
      box.style.cssText =
        'position:fixed;inset:0;z-index:2147483647;background:#18181b;color:#f4f4f5;font:14px/1.6 ui-monospace,SFMono-Regular,Menlo,monospace;padding:48px max(24px,calc(50vw - 480px));overflow:auto;color-scheme:dark'
      const title = document.createElement('h2')
      title.textContent = 'Build error'
      title.style.cssText = 'margin:0 0 16px;font:600 18px/1.4 system-ui,sans-serif;color:#fca5a5'
      const text = document.createElement('pre')
      text.style.cssText = 'margin:0;white-space:pre-wrap;overflow-wrap:anywhere;font:inherit'
      const close = document.createElement('button')
      close.textContent = 'Dismiss'
      close.onclick = hide
      close.style.cssText =
        'position:absolute;top:12px;right:12px;font:14px system-ui,sans-serif;padding:6px 12px;border-radius:6px;border:1px solid #52525b;background:#27272a;color:#f4f4f5;cursor:pointer'
      box.append(title, text, close)
      document.body.append(box)
    }
    // The first line names file:line and what was expected; the code frame follows.
    box.children[1].textContent = message
  }
  const hide = () => {
    box?.remove()
    box = undefined
  }
  const reload = () => {
    sessionStorage.setItem(key, String(scrollY))
    location.reload()
  }
  // The new page's stylesheet links in place of the old ones that differ, each old one removed once its successor
  // has loaded (or failed), so the content swapped after them is never shown unstyled.
  const swapStylesheets = (next) => {
    const sheets = (d) => [...d.querySelectorAll('link[rel="stylesheet"]')]
    const old = sheets(document),
      fresh = sheets(next)
    if (old.length !== fresh.length) return Promise.resolve(false)
    const loads = fresh.map((link, i) => {
      if (link.getAttribute('href') === old[i].getAttribute('href')) return undefined
      const added = document.importNode(link)
      const loaded = new Promise((done) => {
        added.onload = added.onerror = done
      }).then(() => old[i].remove())
      old[i].after(added)
      return loaded
    })
    return Promise.all(loads).then(() => true)
  }
  // Only the content (and which stylesheets it links) changed: the server says the rest of the page, its shell, is the
  // same. Replace that one element, with no navigation, no re-run scripts and the scroll untouched. Islands inside it
  // need a reload.
  const swap = async () => {
    const current = document.querySelectorAll(o.content)
    if (!o.shell || current.length !== 1 || current[0].querySelector('[data-island]')) return false
    const res = await fetch(location.pathname + location.search, { cache: 'no-store' })
    if (!res.ok || res.headers.get(o.shellHeader) !== o.shell) return false
    const doc = new DOMParser().parseFromString(await res.text(), 'text/html')
    const next = doc.querySelectorAll(o.content)
    if (next.length !== 1 || next[0].querySelector('[data-island]') || !(await swapStylesheets(doc))) return false
    const content = document.adoptNode(next[0])
    current[0].replaceWith(content)
    document.dispatchEvent(new CustomEvent(o.contentEvent, { detail: content }))
    return true
  }
  let updating = Promise.resolve()
  const update = () => {
    updating = updating.then(swap).then((swapped) => {
      if (swapped) hide()
      else reload()
    }, reload)
  }
  if (o.error) show(o.error)
  const es = new EventSource(`${o.events}?route=${encodeURIComponent(o.route)}&v=${o.version}`)
  // A hello from another server process (restarted for new code) means this page may be out of date.
  es.addEventListener('hello', (e) => {
    const d = JSON.parse(e.data)
    if (d.error) show(d.error)
    else if (d.stale || d.boot !== o.boot) reload()
    else hide()
  })
  es.addEventListener('reload', (e) => {
    const d = JSON.parse(e.data)
    o.version = d.version
    if (d.reload) reload()
    else if (!d.routes || d.routes.includes(o.route)) update()
    else hide()
  })
  es.addEventListener('build-error', (e) => show(JSON.parse(e.data).message))
  addEventListener('pagehide', () => es.close())
})()
