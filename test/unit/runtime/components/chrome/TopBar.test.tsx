import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Curtain } from '../../../../../runtime/components/chrome/Curtain.tsx'
import { TopBar } from '../../../../../runtime/components/chrome/TopBar.tsx'
import { pageModel, render, siteModel, texts } from '../../../../support/render-components.ts'

const bar = (page = {}, site = {}) => render(<TopBar site={siteModel(site)} page={pageModel({ activeTopNavId: 0, ...page })} />)

test('desktop: a labelled nav with the items, the active one marked, links with the basePath', () => {
  const d = bar()
  const nav = d.querySelector('.top-bar-desktop nav.top-nav')!
  assert.is(nav.getAttribute('aria-label'), 'Main')
  const react = nav.querySelector('a.top-nav-item')!
  assert.is(react.getAttribute('href'), '/docs/react/intro')
  assert.ok(react.hasAttribute('data-active'))
  // The active item is the current page here, so it is the page itself.
  assert.is(react.getAttribute('aria-current'), 'page')
})

test('desktop: a dropdown is a button controlling its list; external links open in a new tab', () => {
  const d = bar()
  const trigger = d.querySelector('.top-nav-trigger')!
  assert.is(trigger.getAttribute('aria-expanded'), 'false')
  const menu = d.getElementById(trigger.getAttribute('aria-controls')!)!
  assert.equal(texts(menu, 'a'), ['Blog', 'Source'])
  const source = [...menu.querySelectorAll('a')].find((a) => a.textContent === 'Source')!
  assert.is(source.getAttribute('target'), '_blank')
  assert.is(source.getAttribute('rel'), 'noopener noreferrer')
})

test('desktop: the search button with its shortcut; the logo only when no sidebar shows it', () => {
  assert.ok(bar().querySelector('.top-bar-desktop .search-button kbd'))
  assert.is(bar().querySelector('.top-bar-desktop .site-logo-link'), null)
  assert.is(bar({ showSidebar: false }).querySelector('.top-bar-desktop .site-logo-link')?.getAttribute('href'), '/docs/')
  assert.is(bar({ showSidebar: false, showLogo: false }).querySelector('.site-logo-link'), null)
})

test('desktop: without a sidebar, the bar carries the social links and the theme switch', () => {
  assert.is(bar().querySelector('.top-bar-desktop [data-theme-switch]'), null)
  const d = bar({ showSidebar: false })
  assert.ok(d.querySelector('.top-bar-desktop [data-theme-switch]'))
  assert.ok(d.querySelector('.top-bar-desktop a[data-social="github"]'))
})

test('phone: the menu button names the active item, or "Menu", and opens its popover', () => {
  const d = bar()
  const button = d.querySelector('[data-mobile-nav-trigger]')!
  assert.is(button.textContent, 'React')
  assert.is(button.getAttribute('popovertarget'), 'mobile-nav')
  assert.is(button.getAttribute('aria-controls'), 'mobile-nav')
  assert.is(button.getAttribute('aria-expanded'), 'false')
  assert.is(d.getElementById('mobile-nav')?.getAttribute('popover'), 'auto')
  assert.is(bar({ activeTopNavId: undefined }).querySelector('[data-mobile-nav-trigger]')?.textContent, 'Menu')
})

test('phone: items with children are an accordion (<details>) in the popover', () => {
  const d = bar()
  const group = d.querySelector('#mobile-nav details')!
  assert.is(group.querySelector('summary')?.textContent, 'More')
  assert.equal(texts(group, 'a'), ['Blog', 'Source'])
  assert.ok(d.querySelector('[aria-label="Search"][data-search-trigger]'))
})

test('curtain: section title on the sidebar button, Top, and On this page, each aimed at its popover', () => {
  const d = render(<Curtain page={pageModel({ sectionTitle: 'Getting started' })} hasAside={true} />)
  const menu = d.querySelector('[data-sidebar-trigger]')!
  assert.is(menu.getAttribute('popovertarget'), 'sidebar')
  assert.is(menu.getAttribute('aria-controls'), 'sidebar')
  assert.is(menu.querySelector('.curtain-title')?.textContent, 'Getting started')
  assert.is(d.querySelector('button.curtain-top')?.getAttribute('type'), 'button', 'Top is a button, not a link to #top')
  assert.is(d.querySelector('button.curtain-top')?.textContent, 'Top')
  assert.is(d.querySelector('nav.curtain')?.getAttribute('aria-label'), 'Page', 'the bar is a labelled landmark')
  const outline = d.querySelector('[data-outline-trigger]')!
  assert.is(outline.textContent, 'On this page')
  assert.is(outline.getAttribute('popovertarget'), 'page-aside')
  const bare = render(<Curtain page={pageModel({ showSidebar: false })} hasAside={false} />)
  assert.is(bare.querySelector('[data-sidebar-trigger]'), null)
  assert.is(bare.querySelector('[data-outline-trigger]'), null)
})

test.run()
