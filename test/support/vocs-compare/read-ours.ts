// Reads a page as this tool renders it (runtime/components/) into a PageView, as a reader sees it with JavaScript on:
// inside a code group only the active panel shows and the tabs stand for the blocks' title bars. Node.
import type { Element, Root } from 'hast'
import { select, selectAll } from 'hast-util-select'
import { codeBlockView, elements, emptyPageView, hasClass, isTwoslashPopup, type NavEntry, type PageView, siteLink, visibleText } from './page-view.ts'

const inactivePanel = (el: Element) => el.properties.role === 'tabpanel' && el.properties.dataState === 'inactive'
const leftOutOfText = (el: Element) =>
  el.tagName === 'pre' || hasClass(el, 'code-title') || el.properties.role === 'tablist' || inactivePanel(el) || hasClass(el, 'copy-button')

export function readOurPage(tree: Root): PageView {
  const content = select('main#content', tree) ?? select('main', tree)
  const view = emptyPageView(tree, content, leftOutOfText, { sidebar: readSidebar(tree), topNav: readTopNav(tree) })
  if (!content) return view
  for (const [el, ancestors] of elements(content)) {
    if (ancestors.some(inactivePanel) || ancestors.some(isTwoslashPopup)) continue
    if (/^h[1-6]$/.test(el.tagName)) view.headings.push({ level: Number(el.tagName[1]), text: visibleText(el) })
    else if (el.tagName === 'pre') {
      const block = ancestors.findLast((a) => hasClass(a, 'code-block'))
      const inGroup = ancestors.some((a) => hasClass(a, 'code-group'))
      const titleBar = block && !inGroup ? select('.code-title-text', block) : null
      const lang = el.properties.dataLang ?? block?.properties.dataLang
      view.code.push(codeBlockView(el, lang, titleBar))
    } else if (el.properties.role === 'tablist') view.codeGroups.push(selectAll('[role=tab]', el).map((tab) => visibleText(tab)))
    else if (el.tagName === 'aside' && el.properties.dataCallout !== undefined) {
      const title = select('[data-callout-title]', el)
      view.callouts.push({ kind: String(el.properties.dataCallout), ...(title ? { title: visibleText(title) } : {}) })
    }
  }
  return view
}

const child = (el: Element, test: (c: Element) => boolean) => el.children.find((c): c is Element => c.type === 'element' && test(c))

function readSidebar(tree: Root): NavEntry[] {
  const nav = select('nav.sidebar-nav', tree)
  const entries: NavEntry[] = []
  const entry = (el: Element, depth: number) =>
    entries.push({ text: visibleText(el), link: siteLink(el.properties.href), depth, active: el.properties.ariaCurrent === 'page' })
  const list = (ul: Element, depth: number) => {
    for (const li of ul.children) {
      const item = li.type === 'element' ? child(li, () => true) : undefined
      if (!item) continue
      if (!hasClass(item, 'sidebar-section')) {
        entry(item, depth)
        continue
      }
      const title = select('.sidebar-section-title', item)
      if (title) entry(title.tagName === 'summary' ? (child(title, () => true) ?? title) : title, depth)
      // A collapsed section's pages are in the markup but hidden until its <details> opens.
      const details = item.tagName === 'details' ? item : child(item, (c) => c.tagName === 'details')
      const nested = child(details ?? item, (c) => c.tagName === 'ul')
      if (nested && (!details || details.properties.open !== undefined)) list(nested, title ? depth + 1 : depth)
    }
  }
  const back = nav && select('a.sidebar-back', nav)
  if (back) entry(back, 0)
  const top = nav && child(nav, (c) => c.tagName === 'ul')
  if (top) list(top, 0)
  return entries
}

function readTopNav(tree: Root): NavEntry[] {
  const nav = select('.top-bar-desktop nav.top-nav', tree)
  if (!nav) return []
  const entries: NavEntry[] = []
  for (const [el, ancestors] of elements(nav)) {
    if (!hasClass(el, 'top-nav-item') && !(el.tagName === 'a' && ancestors.some((a) => hasClass(a, 'top-nav-menu')))) continue
    const depth = ancestors.filter((a) => a.tagName === 'ul').length - 1
    // A dropdown's active mark is on the box that holds its button and menu.
    const owner = el.tagName === 'button' ? ancestors.at(-1) : el
    entries.push({ text: visibleText(el), link: siteLink(el.properties.href), depth, active: owner?.properties.dataActive !== undefined })
  }
  return entries
}
