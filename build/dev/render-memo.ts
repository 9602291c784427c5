// The dev server's rendered pages: each route's HTML kept under its render key, so a page is rendered again only when
// its key changed; and the pages rendered ahead in the background, one per turn of the event loop. Runs in the dev server.
import { transformHtml } from '../hooks/transform-html.ts'
import { renderPageHtml } from '../render/page-html.tsx'
import { shellHash } from './shell.ts'
import type { SiteView } from './view.ts'

export interface RenderedPage {
  html: string
  /**
   * Hash of the page without its Markdown content (the one `<article class="prose">`), or undefined when it has none.
   * Two renders with the same shell differ only inside the article, so an open tab may swap just that element.
   */
  shell: string | undefined
}

export class RenderMemo {
  private html = new Map<string, RenderedPage & { key: string }>()
  private warmToken = 0
  /** Resolves when every page of the current view has been rendered once. */
  warmed: Promise<void> = Promise.resolve()
  /** True while a change is being applied: rendering ahead steps aside so the edit is not slowed down. */
  busy = false

  /** The HTML of a route in `view`, through the config's transformHtml (rendered now unless already rendered for its key). */
  async render(view: SiteView, route: string): Promise<RenderedPage | undefined> {
    const entry = view.pages.get(route)
    if (!entry) return undefined
    const memo = this.html.get(route)
    if (memo && memo.key === entry.renderKey) return memo
    const html = await transformHtml(view.plan.config, renderPageHtml(view.plan, entry.source, entry.compiled), entry.source, entry.compiled.data)
    const rendered = { key: entry.renderKey, html, shell: shellHash(html) }
    this.html.set(route, rendered)
    return rendered
  }

  /** Renders ahead of a request; a page that fails is left for its request, which shows the error. */
  renderQuietly(view: SiteView, route: string): Promise<unknown> {
    return this.render(view, route).catch(() => {})
  }

  /** Lets go of the routes `view` no longer has. */
  retain(view: SiteView): void {
    for (const route of this.html.keys()) if (!view.pages.has(route)) this.html.delete(route)
  }

  /** Renders the pages of `current()` in the background, one per turn of the event loop, so requests stay quick. */
  warm(current: () => SiteView | undefined): void {
    const token = ++this.warmToken
    const routes = [...(current()?.pages.keys() ?? [])]
    let done!: () => void
    this.warmed = new Promise((resolve) => (done = resolve))
    const next = () => {
      if (token !== this.warmToken) return done()
      if (this.busy) return void setTimeout(next, 10).unref()
      const route = routes.shift()
      const view = current()
      if (route === undefined || !view) return done()
      void this.renderQuietly(view, route).then(() => setImmediate(next))
    }
    setImmediate(next)
  }

  stop(): void {
    this.warmToken++
    this.busy = true
  }
}
