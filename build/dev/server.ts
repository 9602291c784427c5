// The dev server's HTTP side (express): Host/Origin checks, the live-reload event stream, and the site served
// from the session's memory with the same routes as `npm run build` + a static host (`/a`, `/a/`, `/a.html`, 404).

import { existsSync } from 'node:fs'
import { posix } from 'node:path'
import express, { type Express, type Response } from 'express'
import { decodePath } from '../../runtime/contract/url-path.ts'
import { toolFileAt } from '../assets/tool-files.ts'
import { formatError } from '../errors/build-error.ts'
import { resolveStaticFile } from '../preview/static-host.ts'
import { hostAllowed, isHiddenPath, originAllowed } from '../serve/guard.ts'
import { type ClientOptions, errorPage, injectClient, SHELL_HEADER } from './client.ts'
import type { EventHub } from './events.ts'
import type { RenderedPage } from './render-memo.ts'
import type { DevSession } from './session.ts'

export const EVENTS_PATH = '/__vellum/dev-events'

export interface ServerState {
  session: DevSession
  hub: EventHub
  allowedHosts: Set<string>
  port: () => number
  /** Resolves when the first build finished (pass or fail); requests wait for it. */
  ready: Promise<unknown>
  /** The current build error as terminal text, if the last rebuild failed. */
  error: () => string | undefined
  /** Differs for every server process, so a tab that reconnects after a restart knows to reload. */
  boot: string
}

/** A URL path (below the basePath) as a clean relative path, or undefined if it tries to leave the site. */
export function safeRelativePath(urlPath: string): string | undefined {
  const decoded = decodePath(urlPath)
  if (decoded === undefined) return undefined
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined
  const segments = decoded.split('/')
  if (segments.some((s) => s === '..' || s === '.')) return undefined
  const normal = posix.normalize(`/${decoded}`).slice(1)
  return normal.startsWith('/') ? undefined : normal
}

function candidates(rel: string): string[] {
  if (rel === '' || rel.endsWith('/')) return [`${rel}index.html`]
  return [rel, `${rel}.html`, `${rel}/index.html`]
}

export function devApp(state: ServerState): Express {
  const { session, hub } = state
  const app = express()
  app.disable('x-powered-by')
  app.disable('etag')

  app.use((req, res, next) => {
    if (!hostAllowed(req.headers.host, state.allowedHosts))
      return void res.status(403).type('text').send('Forbidden: unexpected Host header (use the URL the dev server printed, or start it with --host)')
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.status(405).end()
    res.setHeader('cache-control', 'no-store')
    next()
  })

  app.get(EVENTS_PATH, async (req, res) => {
    if (!originAllowed(req.headers.origin, req.headers['sec-fetch-site'] as string | undefined, state.allowedHosts, state.port()))
      return void res.status(403).type('text').send('Forbidden origin')
    await state.ready
    const route = typeof req.query.route === 'string' ? req.query.route : '/'
    const version = Number(req.query.v)
    hub.connect(res, {
      boot: state.boot,
      version: session.version,
      stale: Number.isFinite(version) && session.changedSince(route, version),
      error: state.error(),
    })
  })

  app.use(async (req, res) => {
    await state.ready
    const base = session.basePath
    if (base && (req.path === '/' || req.path === '')) return void res.redirect(302, `${base}/`)
    const inBase = !base || req.path === base || req.path.startsWith(`${base}/`)
    const rawPath = inBase ? req.path.slice(base.length) || '/' : undefined
    const rel = rawPath === undefined ? undefined : safeRelativePath(rawPath.slice(1))
    if (rawPath !== undefined && rel === undefined) return void res.status(400).type('text').send('Bad path')
    if (rawPath !== undefined && isHiddenPath(rawPath)) return void res.status(404).type('text').send('Not Found')
    const route = `/${rel ?? ''}`.replace(/(\/index)?(\.html)?\/?$/, '') || '/'
    const client = { events: EVENTS_PATH, boot: state.boot, route, version: session.version, error: state.error() }

    if (!session.view) return void res.status(500).type('html').send(errorPage(client))
    try {
      // A page the background compile has not reached yet is compiled now, ahead of the others.
      await session.ensure(route)
    } catch (error) {
      return void res
        .status(500)
        .type('html')
        .send(errorPage({ ...client, error: formatError(error) }))
    }
    if (rel !== undefined) {
      const paths = candidates(rel)
      for (const path of paths) if (await sendFromView(res, path, state, client)) return
      for (const path of paths) if (await sendSiteWide(res, path, state, client)) return
      // Static files come from disk, through the same checks as `npm run preview` (no `..`, no symlinks out).
      const file = (existsSync(session.staticDir) ? resolveStaticFile(session.staticDir, `/${rel}`) : undefined) ?? toolFileAt(rel)
      if (file) return void res.sendFile(file, { dotfiles: 'allow' })
    }
    res.status(404)
    if (!(await sendFromView(res, '404.html', state, client)) && !(await sendSiteWide(res, '404.html', state, client))) res.type('text').send('Not Found')
  })
  return app
}

/** Pages, Markdown twins and assets: everything the view holds ready (a page waits only for the config's transformHtml). */
async function sendFromView(res: Response, path: string, state: ServerState, client: ClientOptions): Promise<boolean> {
  const { session } = state
  const view = session.view!
  const route = view.htmlPaths.get(path)
  if (route !== undefined) {
    let page: RenderedPage
    try {
      page = (await session.render(route))!
    } catch (error) {
      // A component failed on this page: the overlay says which page and why; the server goes on.
      res
        .status(500)
        .type('html')
        .send(errorPage({ ...client, route, error: formatError(error) }))
      return true
    }
    // The open tab compares this with the shell it was served with: equal means only the article changed.
    if (page.shell) res.setHeader(SHELL_HEADER, page.shell)
    res.type('html').send(injectClient(page.html, { ...client, route, shell: page.shell }))
    session.prepareForEdits(route)
    return true
  }
  const markdown = view.markdown.get(path)
  if (markdown !== undefined) {
    res.type('text/markdown; charset=utf-8').send(markdown)
    return true
  }
  const asset = view.assetFiles.get(path)
  // Content-hashed names: a changed asset gets a new name, so the browser may keep these across reloads.
  if (asset !== undefined) {
    res.type(posix.extname(path)).setHeader('cache-control', 'public, max-age=31536000, immutable').send(asset)
    return true
  }
  const imported = view.importedFiles.get(path)
  if (imported !== undefined) {
    res.setHeader('cache-control', 'public, max-age=31536000, immutable').sendFile(imported, { dotfiles: 'allow' })
    return true
  }
  return false
}

/** 404, redirects, llms, sitemap, search index: made on first request after a change, so only their askers wait. */
async function sendSiteWide(res: Response, path: string, state: ServerState, client: ClientOptions): Promise<boolean> {
  const file = await state.session.siteWideFile(path).catch(() => undefined)
  if (!file) return false
  if ('copyFrom' in file) {
    res.sendFile(file.copyFrom, { dotfiles: 'allow' })
    return true
  }
  const content = typeof file.content === 'string' && path.endsWith('.html') ? injectClient(file.content, client) : file.content
  res.type(posix.extname(path) || 'text')
  res.send(typeof content === 'string' ? content : Buffer.from(content))
  return true
}
