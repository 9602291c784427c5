// Redirect pages for `redirects` (from → to): a static HTML page with meta refresh, canonical and a plain link,
// written wherever the old route's files would be, so any static host serves it.
import type { SiteConfig } from '../config/resolve.ts'
import { htmlFilesOf } from '../content/routes.ts'
import { escapeHtml } from '../render/head.ts'
import type { OutputFile } from './output-file.ts'

export function redirectPage(target: string): string {
  const href = escapeHtml(target)
  return `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Redirecting…</title>\n<meta http-equiv="refresh" content="0; url=${href}">\n<link rel="canonical" href="${href}">\n<meta name="robots" content="noindex">\n</head>\n<body>\n<p>This page has moved to <a href="${href}">${href}</a>.</p>\n</body>\n</html>\n`
}

export function redirectFiles(config: SiteConfig): OutputFile[] {
  return Object.entries(config.redirects).flatMap(([from, to]) => {
    const target = /^[a-z]+:|^\/\//i.test(to) ? to : `${config.basePath}${to}`
    const html = redirectPage(target)
    return htmlFilesOf(from.replace(/\/+$/, '') || '/').map((path) => ({ path, content: html }))
  })
}
