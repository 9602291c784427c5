// A large sidebar as one shared file (`assets/sidebar.<hash>.html`, cached like every hashed asset): all of its links
// in a small page of its own, which a reader without JavaScript reaches through a sidebar's "N more…" link and which
// the runtime loads into the sidebar when the reader reaches for it (runtime/enhancers/sidebar.ts).
import { renderToString } from 'react-dom/server'
import { countLinks, LARGE_SIDEBAR_LINKS, SidebarItems } from '../../runtime/components/chrome/SidebarItems.tsx'
import { hashedName } from '../cache/content-hash.ts'
import type { SidebarScope, SiteConfig } from '../config/resolve.ts'

/** No route holds a NUL: in the shared file, no link is the current page's. */
const NO_PAGE = '\0'

export interface SidebarFile {
  /** The sidebar's path prefix (its key in the config). */
  prefix: string
  path: string
  content: string
}

/** One file per sidebar past LARGE_SIDEBAR_LINKS links; smaller sidebars stay whole in every page. */
export function largeSidebarFiles(config: SiteConfig, stylesheets: string[]): SidebarFile[] {
  return config.sidebar.filter((scope) => countLinks(scope.items) > LARGE_SIDEBAR_LINKS).map((scope) => sidebarFile(config, scope, stylesheets))
}

function sidebarFile(config: SiteConfig, scope: SidebarScope, stylesheets: string[]): SidebarFile {
  const nav = renderToString(
    <nav className="sidebar-nav" aria-label="Documentation" data-sidebar-full="">
      <SidebarItems items={scope.items} path={NO_PAGE} basePath={config.basePath} />
    </nav>,
  )
  const title = `All pages – ${config.title}`.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')
  const content = `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="robots" content="noindex">\n<title>${title}</title>\n${links}\n</head>\n<body>\n<main class="sidebar sidebar-all">${nav}</main>\n</body>\n</html>\n`
  return { prefix: scope.prefix, path: `assets/${hashedName('sidebar', 'html', content)}`, content }
}
