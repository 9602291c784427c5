// Reads a page as Vocs 1.x renders it (its `vocs_<Component>_<name>` classes, see wevm/vocs src/app/components/) into
// a PageView. Vocs's server render leaves out what its React code adds after load: the outline, the pager, a code
// group's inactive panels and the top nav's dropdown menus. Node.
import type { Element, Root } from 'hast'
import { select, selectAll } from 'hast-util-select'
import {
  type CalloutView,
  classes,
  codeBlockView,
  elements,
  emptyPageView,
  hasClass,
  isTwoslashPopup,
  type NavEntry,
  type PageView,
  siteLink,
  visibleText,
} from './page-view.ts'

/** HomePage.InstallPackage's command: plain text in a tab panel in Vocs, a code block here (compared as one). */
const isInstallCommand = (el: Element) => hasClass(el, 'vocs_HomePage_tabsContent')
const leftOutOfText = (el: Element) => el.tagName === 'pre' || isInstallCommand(el) || hasClass(el, 'vocs_CodeTitle') || el.properties.role === 'tablist'

export function readVocsPage(tree: Root): PageView {
  const content = select('article.vocs_Content', tree) ?? select('#vocs-content', tree)
  const view = emptyPageView(tree, content, leftOutOfText, { sidebar: readSidebar(tree), topNav: readTopNav(tree) })
  if (!content) return view
  for (const [el, ancestors] of elements(content)) {
    if (ancestors.some(isTwoslashPopup)) continue
    if (/^h[1-6]$/.test(el.tagName)) view.headings.push({ level: Number(el.tagName[1]), text: visibleText(el) })
    else if (el.tagName === 'pre' && !ancestors.some((a) => a.properties.hidden !== undefined)) {
      const block = ancestors.findLast((a) => hasClass(a, 'vocs_CodeBlock'))
      const inGroup = ancestors.some((a) => hasClass(a, 'vocs_CodeGroup'))
      const titleBar = block && !inGroup ? block.children.find((c): c is Element => c.type === 'element' && hasClass(c, 'vocs_CodeTitle')) : undefined
      const lang = el.properties.dataLanguage ?? el.properties.dataLang
      view.code.push(codeBlockView(el, lang, titleBar))
    } else if (isInstallCommand(el) && el.children.length) view.code.push({ text: visibleText(el) })
    else if (el.properties.role === 'tablist') view.codeGroups.push(selectAll('[role=tab]', el).map((tab) => visibleText(tab)))
    else if (el.tagName === 'aside' && hasClass(el, 'vocs_Callout')) view.callouts.push(readCallout(el))
  }
  return view
}

function readCallout(aside: Element): CalloutView {
  const kind =
    classes(aside)
      .find((c) => /^vocs_Callout_[a-z]+$/.test(c))
      ?.slice('vocs_Callout_'.length) ?? 'callout'
  const title = select('[data-callout-title]', aside)
  return title ? { kind, title: visibleText(title) } : { kind }
}

function readSidebar(tree: Root): NavEntry[] {
  const nav = select('aside.vocs_Sidebar nav', tree)
  const entries: NavEntry[] = []
  const entry = (el: Element, depth: number) =>
    entries.push({ text: visibleText(el).replace(/^←\s*/, ''), link: siteLink(el.properties.href), depth, active: el.properties.dataActive === 'true' })
  const items = (parent: Element, depth: number) => {
    for (const child of parent.children) {
      if (child.type !== 'element') continue
      if (child.tagName === 'section') section(child, depth)
      else if (hasClass(child, 'vocs_Sidebar_item')) entry(child, depth)
      else items(child, depth)
    }
  }
  const section = (el: Element, depth: number) => {
    const header = el.children.find((c): c is Element => c.type === 'element' && hasClass(c, 'vocs_Sidebar_sectionHeader'))
    const title = header?.children.find((c): c is Element => c.type === 'element')
    if (title) entry(title, depth)
    const list = el.children.find((c): c is Element => c.type === 'element' && hasClass(c, 'vocs_Sidebar_items'))
    if (list) items(list, title ? depth + 1 : depth)
  }
  if (nav) items(nav, 0)
  return entries
}

function readTopNav(tree: Root): NavEntry[] {
  const list = select('.vocs_DesktopTopNav .vocs_NavigationMenu_list', tree)
  if (!list) return []
  const entries: NavEntry[] = []
  for (const [el, ancestors] of elements(list)) {
    if (el.tagName !== 'a' && el.tagName !== 'button') continue
    const depth = ancestors.filter((a) => a.tagName === 'ul').length
    entries.push({ text: visibleText(el), link: siteLink(el.properties.href), depth, active: el.properties.dataActive === 'true' })
  }
  return entries
}
