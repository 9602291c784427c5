// sitemap.xml and robots.txt, emitted when the config names the site's baseUrl (absolute URLs need it).
import type { SiteConfig } from '../config/resolve.ts'
import { escapeHtml } from '../render/head.ts'
import { pageUrl } from '../render/page-model.ts'

export function sitemapXml(config: SiteConfig, pages: { path: string; lastUpdatedAt?: number; searchable?: boolean }[]): string {
  const urls = pages.map((p) => {
    const lastmod = p.lastUpdatedAt ? `<lastmod>${new Date(p.lastUpdatedAt).toISOString()}</lastmod>` : ''
    return `  <url><loc>${escapeHtml(pageUrl(config, p.path))}</loc>${lastmod}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(config: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${pageUrl(config, '/sitemap.xml')}\n`
}
