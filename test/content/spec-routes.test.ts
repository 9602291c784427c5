// Every route in the site spec's route table (section 2, with {product} = valdres) has a page file under
// content/pages (.md or .mdx; `a/index.md` also serves `/a`). The table is expanded here so the test does not
// depend on files outside the repository.
//
// Also, for the core pages (/valdres/**, /@valdres/**): every page is in the valdres sidebar, every sidebar link
// has a page, and every internal link and anchor on those pages resolves.

import GithubSlugger from 'github-slugger'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { valdresExtensionsSection, valdresSection } from '../../config/sidebar/valdres.ts'
import { listPages, type Page } from './markdown-fences.ts'

const p = 'valdres'
const specRoutes = [
  '/',
  `/@${p}/color-mode`,
  ...['color-mode', 'hotkeys', 'jotai', 'panable', 'recoil'].map((r) => `/@${p}-react/${r}`),
  `/${p}`,
  `/${p}-react`,
  `/${p}-react/introduction`,
  `/${p}-react/performance`,
  `/${p}-react/${p}-vs-jotai`,
  `/${p}-react/${p}-vs-recoil`,
  ...['atom', 'atomFamily', 'createStore', 'isAtom', 'isSelector', 'selector', 'selectorFamily', 'store'].map((r) => `/${p}/api/${r}`),
  ...['isAtom', 'isSelector'].map((r) => `/${p}/api/utils/${r}`),
  ...['introduction', 'motivation'].map((r) => `/${p}/getting-started/${r}`),
  ...['Provider', 'atom', 'atomFamily', 'selector', 'store', 'useAtom', 'useResetAtom', 'useSetAtom', 'useStore', 'useValue'].map(
    (r) => `/${p}-react/api/${r}`,
  ),
]

const pages = listPages()
const byRoute = new Map<string, Page>(pages.map((page) => [page.route, page]))

test('the spec route table has 35 routes', () => {
  assert.is(specRoutes.length, 35)
  assert.is(new Set(specRoutes).size, specRoutes.length)
})

test('every spec route has a page file', () => {
  const missing = specRoutes.filter((route) => !byRoute.has(route))
  assert.equal(missing, [], `routes without a page under content/pages: ${missing.join(', ')}`)
})

const frontmatterOf = (source: string) => /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source)?.[1]
const bodyOf = (source: string) => source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '')

test('every spec route page has a title, a description, an H1 and real content', () => {
  const problems: string[] = []
  for (const route of specRoutes) {
    const page = byRoute.get(route)
    if (!page) continue
    const fm = frontmatterOf(page.source) ?? ''
    if (!/^title:\s*\S/m.test(fm)) problems.push(`${page.file}: no title in frontmatter`)
    if (!/^description:\s*\S/m.test(fm)) problems.push(`${page.file}: no description in frontmatter`)
    const body = bodyOf(page.source)
    if (route !== '/' && !/^# \S/m.test(body)) problems.push(`${page.file}: no "# Title" heading`)
    if (body.replace(/\s+/g, ' ').trim().length < 300) problems.push(`${page.file}: fewer than 300 characters of content (a stub)`)
  }
  assert.equal(problems, [])
})

// --- the core pages: sidebar and links --------------------------------------------------------------------

interface Item {
  text: string
  link?: string
  items?: Item[]
}
const sidebarLinks: string[] = []
let maxDepth = 0
const walk = (items: Item[], depth: number) => {
  maxDepth = Math.max(maxDepth, depth)
  for (const item of items) {
    if (item.link) sidebarLinks.push(item.link)
    if (item.items) walk(item.items, depth + 1)
  }
}
walk([valdresSection as Item, valdresExtensionsSection as Item], 1)

const isCore = (route: string) => route === '/valdres' || route.startsWith('/valdres/') || route.startsWith('/@valdres/')
const corePages = pages.filter((page) => isCore(page.route))

test('the valdres sidebar lists every core page, and only existing pages, within 5 levels', () => {
  const notInSidebar = corePages.map((page) => page.route).filter((route) => !sidebarLinks.includes(route))
  const dangling = sidebarLinks.filter((link) => !byRoute.has(link))
  assert.equal(notInSidebar, [], `core pages missing from config/sidebar/valdres.ts: ${notInSidebar.join(', ')}`)
  assert.equal(dangling, [], `sidebar links without a page: ${dangling.join(', ')}`)
  assert.ok(maxDepth <= 5, `sidebar nests ${maxDepth} levels`)
})

/** Heading anchors of a page, as github-slugger makes them from the heading's visible text. */
function anchorsOf(page: Page): Set<string> {
  const slugger = new GithubSlugger()
  const anchors = new Set<string>()
  let fence: string | undefined
  for (const line of bodyOf(page.source).split('\n')) {
    const f = /^\s*(`{3,}|~{3,})/.exec(line)
    if (f) {
      if (!fence) fence = f[1]
      else if (line.trim().startsWith(fence)) fence = undefined
      continue
    }
    if (fence) continue
    const h = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line)
    if (!h) continue
    const text = h[2]!
      .replace(/\s*\[[^\]]*\]\s*$/, h[1] === '#' ? '' : '$&') // an H1 subtitle is not part of the heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`/g, '')
    anchors.add(slugger.slug(text))
  }
  return anchors
}

test('every internal link and anchor on the core pages resolves', () => {
  const problems: string[] = []
  for (const page of corePages) {
    const body = bodyOf(page.source).replace(/^\s*(`{3,}|~{3,})[\s\S]*?^\s*\1\s*$/gm, '') // drop code blocks
    for (const m of body.matchAll(/\]\((\/[^)\s]*|#[^)\s]*)\)/g)) {
      const target = m[1]!
      const [path = '', anchor] = target.split('#')
      const route = path === '' ? page.route : path
      const linked = byRoute.get(route)
      if (!linked) {
        problems.push(`${page.file}: link to ${target}: no page for ${route}`)
        continue
      }
      if (route.endsWith('/') || /\.(md|mdx|html)$/.test(route)) problems.push(`${page.file}: link ${target} should have no trailing slash or extension`)
      if (anchor !== undefined && !anchorsOf(linked).has(anchor)) problems.push(`${page.file}: link to ${target}: no heading #${anchor} on ${linked.file}`)
    }
  }
  assert.equal(problems, [])
})

test.run()
