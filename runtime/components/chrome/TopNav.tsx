// The desktop top navigation: links, dropdowns of links and custom elements; the item matching the current path
// is marked. Rendered on the server closed; dropdowns open on hover and focus through CSS until the island
// hydrates, then React owns them: hover with the top nav's timing, click, and the keyboard (↓ into the menu,
// ↑/↓/Home/End and type-ahead inside, Escape back to the button); nested items open as sub-menus (TopNavMenuItem).
import { useEffect, useMemo, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react'
import type { TopNavItem } from '../../contract/site.ts'
import { withBase } from '../site-context.ts'
import { isCurrent, newTab } from './paths.ts'
import { TopNavMenuItem, moveInMenu, ownLinks } from './TopNavMenuItem.tsx'
import { createTypeAhead } from './type-ahead.ts'
import { TOP_NAV_TIMING, useNavMenu } from './use-nav-menu.ts'

export interface TopNavProps {
  items: TopNavItem[]
  activeId?: number
  path: string
  basePath: string
}

/** Custom elements (React nodes) cannot travel as island props; such a nav stays static, with CSS dropdowns. */
export function canHydrateTopNav(items: TopNavItem[]): boolean {
  const plain = (item: TopNavItem): boolean => item.element === undefined && (item.items ?? []).every(plain)
  return items.some((item) => item.items?.length) && items.every(plain)
}

type Menu = ReturnType<typeof useNavMenu>

export function TopNav({ items, activeId, path, basePath }: TopNavProps) {
  const menu = useNavMenu(TOP_NAV_TIMING)
  if (!items.length) return null
  return (
    <nav className="top-nav" aria-label="Main">
      <ul className="top-nav-list">
        {items.map((item) => (
          <li key={item.id} className="top-nav-entry">
            <TopNavEntry item={item} active={item.id === activeId} path={path} basePath={basePath} menu={menu} />
          </li>
        ))}
      </ul>
    </nav>
  )
}

function TopNavEntry({ item, active, path, basePath, menu }: { item: TopNavItem; active: boolean; path: string; basePath: string; menu: Menu }) {
  if (item.element) return <div className="top-nav-element">{item.element}</div>
  if (item.items?.length) return <TopNavDropdown item={item} active={active} path={path} basePath={basePath} menu={menu} />
  if (!item.link) return <span className="top-nav-item">{item.text}</span>
  return (
    <a
      className="top-nav-item"
      href={withBase(basePath, item.link)}
      data-active={active ? '' : undefined}
      aria-current={active ? (isCurrent(item.link, path) ? 'page' : 'true') : undefined}
      {...newTab(item.link)}
    >
      {item.text}
    </a>
  )
}

function TopNavDropdown({ item, active, path, basePath, menu }: { item: TopNavItem; active: boolean; path: string; basePath: string; menu: Menu }) {
  const menuId = `top-nav-menu-${item.id}`
  const open = menu.openId === item.id
  const triggerRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const focusOnOpen = useRef<'first' | 'last' | null>(null)
  const typeAhead = useMemo(() => createTypeAhead(), [])
  const links = () => ownLinks(listRef.current)

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the menu opens; the focus request is a ref, read then
  useEffect(() => {
    if (!open || !focusOnOpen.current) return
    const all = links()
    ;(focusOnOpen.current === 'first' ? all[0] : all.at(-1))?.focus()
    focusOnOpen.current = null
  }, [open])

  const onPointerEnter = (e: PointerEvent) => e.pointerType !== 'touch' && menu.enter(item.id)
  const onPointerLeave = (e: PointerEvent) => e.pointerType !== 'touch' && menu.leave()
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) menu.close()
  }
  const onTriggerKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
    e.preventDefault()
    focusOnOpen.current = e.key === 'ArrowDown' ? 'first' : 'last'
    if (open) {
      ;(e.key === 'ArrowDown' ? links()[0] : links().at(-1))?.focus()
      focusOnOpen.current = null
    } else menu.open(item.id, false)
  }
  const onMenuKey = (e: KeyboardEvent) => moveInMenu(e, links(), typeAhead)
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault()
      menu.close()
      triggerRef.current?.focus()
    }
  }

  return (
    <div
      className="top-nav-dropdown"
      data-active={active ? '' : undefined}
      data-open={open ? '' : undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={triggerRef}
        type="button"
        className="top-nav-item top-nav-trigger"
        aria-expanded={open}
        aria-controls={menuId}
        data-top-nav-trigger=""
        onClick={() => menu.toggle(item.id)}
        onKeyDown={onTriggerKey}
      >
        {item.text}
        <span className="icon icon-chevron-down" aria-hidden="true" />
      </button>
      <ul ref={listRef} id={menuId} className="top-nav-menu" onKeyDown={onMenuKey}>
        {item.items!.map((child) => (
          <li key={child.id}>
            <TopNavMenuItem item={child} path={path} basePath={basePath} menuOpen={open} onNavigate={() => menu.close()} />
          </li>
        ))}
      </ul>
    </div>
  )
}
