// The broken-link check: every internal link in every page (and every sidebar/top-nav link of the config)
// must name a route, a redirect, or a published file, and every #anchor a heading on the target page. What Vocs 1.x
// also checks follows `checkDeadlinks`; the rest (anchors, images, config links) is reported as `strict` says.

import type { SidebarItem, TopNavItem } from '../../runtime/contract/site.ts'
import { decodePath, isSitePath, normalizePath, routeOfLinkPath, splitHref } from '../../runtime/contract/url-path.ts'
import { BuildError } from '../errors/build-error.ts'
import type { LinkRef } from '../markdown/page-data.ts'

export interface LinkTargets {
  /** Route → ids on that page. */
  anchors: Map<string, Set<string>>
  /** Other paths that exist: redirect sources, static files, generated files. */
  files: Set<string>
}

export interface LinkSource {
  file: string
  links: LinkRef[]
}

export interface BrokenLink {
  error: BuildError
  /** Vocs 1.x would not report it: a missing #anchor, or a link Vocs does not check (LinkRef.vocsChecks). */
  beyondVocs: boolean
}

export function findBrokenLinks(sources: LinkSource[], targets: LinkTargets): BrokenLink[] {
  const broken: BrokenLink[] = []
  for (const source of sources) {
    for (const link of source.links) {
      // Links are URLs (percent-encoded); routes, anchors and file names are plain text: compare decoded.
      const parts = splitHref(link.url)
      const rawPath = routeOfLinkPath(parts.path)
      const hash = parts.hash && (decodePath(parts.hash.slice(1)) ?? parts.hash.slice(1))
      const path = normalizePath(parts.path)
      const ids = targets.anchors.get(path)
      const place = { file: link.file ?? source.file, line: link.line, column: link.column }
      if (!ids) {
        if (!targets.files.has(rawPath) && !targets.files.has(path))
          broken.push({ error: new BuildError(place, `→ ${link.url} (no page or file at ${path})`), beyondVocs: !link.vocsChecks })
      } else if (hash && !ids.has(hash)) {
        broken.push({ error: new BuildError(place, `→ ${link.url} (no heading #${hash} on ${path})`), beyondVocs: true })
      }
    }
  }
  return broken
}

export interface LinkRules {
  /** Vocs's setting: links it checks fail the build (`true`), warn (`'warn'`), or nothing is checked (`false`). */
  checkDeadlinks: boolean | 'warn'
  /** What Vocs does not check fails the build like the rest (`true`) or only warns (`false`). */
  strict: boolean
}

/** The broken links as errors and warnings, by the site's rules. */
export function judgeBrokenLinks(broken: BrokenLink[], rules: LinkRules): { errors: BuildError[]; warnings: BuildError[] } {
  const errors: BuildError[] = []
  const warnings: BuildError[] = []
  if (rules.checkDeadlinks === false) return { errors, warnings }
  for (const { error, beyondVocs } of broken) (rules.checkDeadlinks === 'warn' || (beyondVocs && !rules.strict) ? warnings : errors).push(error)
  return { errors, warnings }
}

/** Links written in the config (sidebar and top nav), each with the config line that holds it. */
export function configLinks(file: string | undefined, source: string, sidebars: SidebarItem[][], topNav: TopNavItem[]): LinkSource {
  const lines = source.split('\n')
  const lineOf = (link: string) => {
    const index = lines.findIndex((l) => l.includes(`'${link}'`) || l.includes(`"${link}"`) || l.includes(`\`${link}\``))
    return index === -1 ? undefined : index + 1
  }
  const links: LinkRef[] = []
  const walkSidebar = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.link && isSitePath(item.link)) links.push({ url: item.link, line: lineOf(item.link) })
      if (item.items) walkSidebar(item.items)
    }
  }
  sidebars.forEach(walkSidebar)
  const walkNav = (items: TopNavItem[]) => {
    for (const item of items) {
      if (item.link && isSitePath(item.link)) links.push({ url: item.link, line: lineOf(item.link) })
      if (item.items) walkNav(item.items)
    }
  }
  walkNav(topNav)
  return { file: file ?? 'site config', links }
}
