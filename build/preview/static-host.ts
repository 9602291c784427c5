// Serves a built site folder the way a bucket with static website hosting does: `/a` → `a.html` (or
// `a/index.html`), `/a/` → `a/index.html`, unknown paths → `404.html` with status 404. Never outside the folder, never
// a dotfile (see serve/guard.ts), and only to the Host names dev would answer.
import { realpathSync, statSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import express, { type Express } from 'express'
import { decodePath } from '../../runtime/contract/url-path.ts'
import { allowedHostnames, hostAllowed, isHiddenPath } from '../serve/guard.ts'

/** The file a URL path maps to inside `root`, or undefined. Refuses anything that escapes `root`. */
export function resolveStaticFile(root: string, urlPath: string): string | undefined {
  const decoded = decodePath(urlPath.split('?')[0]!)
  if (decoded === undefined) return undefined
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined
  const base = realpathSync(resolve(root))
  const candidates = decoded.endsWith('/') ? [join(decoded, 'index.html')] : [decoded, `${decoded}.html`, join(decoded, 'index.html')]
  for (const candidate of candidates) {
    const full = resolve(base, `.${candidate.startsWith('/') ? candidate : `/${candidate}`}`)
    if (full !== base && !full.startsWith(base + sep)) return undefined
    try {
      if (!statSync(full).isFile()) continue
      const real = realpathSync(full)
      if (!real.startsWith(base + sep)) return undefined
      return real
    } catch {}
  }
  return undefined
}

/** `host` is the address the server binds: as in dev, other Host headers are refused (DNS rebinding). */
export function staticHostApp(root: string, basePath = '', host = '127.0.0.1'): Express {
  const app = express()
  const allowed = allowedHostnames(host)
  app.disable('x-powered-by')
  app.use((req, res) => {
    if (!hostAllowed(req.headers.host, allowed))
      return void res.status(403).type('text').send('Forbidden: unexpected Host header (use the URL the preview printed, or start it with --host)')
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.status(405).end()
    const path = basePath && req.path.startsWith(basePath) ? req.path.slice(basePath.length) || '/' : req.path
    const file = (basePath && !req.path.startsWith(basePath)) || isHiddenPath(path) ? undefined : resolveStaticFile(root, path)
    if (file) return void res.sendFile(file, { dotfiles: 'allow' })
    const notFound = resolveStaticFile(root, '/404.html')
    res.status(404)
    if (notFound) res.sendFile(notFound)
    else res.type('text').send('Not Found')
  })
  return app
}
