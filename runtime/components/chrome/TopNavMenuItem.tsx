// One entry of a top-nav dropdown: a link, a label, or a sub-menu trigger with its list (shown inline until the
// island hydrates). A sub-menu opens after a 100 ms hover and survives 300 ms of the pointer travelling to it.
import { useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react'
import type { TopNavItem } from '../../contract/site.ts'
import { withBase } from '../site-context.ts'
import { isCurrent, newTab } from './paths.ts'
import { createTypeAhead } from './type-ahead.ts'

export const SUBMENU_OPEN_DELAY = 100
export const SUBMENU_GRACE = 300

interface ItemProps {
  item: TopNavItem
  path: string
  basePath: string
  /** The dropdown's open state: a closed dropdown closes its sub-menus too. */
  menuOpen: boolean
  onNavigate: () => void
}

/** The links of one list, not those of its sub-menus. */
export const ownLinks = (list: HTMLElement | null) => [
  ...(list?.querySelectorAll<HTMLElement>(':scope > li > .top-nav-menu-link, :scope > li > .top-nav-sub > .top-nav-menu-link') ?? []),
]

/** ↑/↓/Home/End and type-ahead inside a menu list; true when the key was used. */
export function moveInMenu(e: KeyboardEvent, all: HTMLElement[], typeAhead: ReturnType<typeof createTypeAhead>): boolean {
  const at = all.indexOf(document.activeElement as HTMLElement)
  let to = -1
  if (e.key === 'ArrowDown') to = at + 1
  else if (e.key === 'ArrowUp') to = at - 1
  else if (e.key === 'Home') to = 0
  else if (e.key === 'End') to = all.length - 1
  else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey && e.key !== ' ') {
    const found = typeAhead(e.key, all, at)
    if (found < 0) return false
    to = found
  } else return false
  e.preventDefault()
  all[(to + all.length) % all.length]?.focus()
  return true
}

export function TopNavMenuItem(props: ItemProps) {
  const { item, path, basePath, onNavigate } = props
  if (item.items?.length) return <TopNavSubmenu {...props} />
  if (!item.link) return <span className="top-nav-menu-link">{item.text}</span>
  return (
    <a
      className="top-nav-menu-link"
      href={withBase(basePath, item.link)}
      aria-current={isCurrent(item.link, path) ? 'page' : undefined}
      onClick={onNavigate}
      {...newTab(item.link)}
    >
      {item.text}
    </a>
  )
}

function TopNavSubmenu({ item, path, basePath, menuOpen, onNavigate }: ItemProps) {
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const focusFirst = useRef(false)
  const typeAhead = useMemo(() => createTypeAhead(), [])
  const later = (ms: number, to: boolean) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOpen(to), ms)
  }
  const close = () => {
    clearTimeout(timer.current)
    setOpen(false)
  }

  useEffect(() => () => clearTimeout(timer.current), [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes this menu when the bar closes all menus; close is stable in effect (refs and a setter)
  useEffect(() => {
    if (!menuOpen) close()
  }, [menuOpen])
  useEffect(() => {
    if (open && focusFirst.current) ownLinks(listRef.current)[0]?.focus()
    focusFirst.current = false
  }, [open])

  // The list is inside this element, so the pointer only "leaves" while crossing the gap or going elsewhere.
  const onPointerEnter = (e: PointerEvent) => e.pointerType !== 'touch' && (open ? clearTimeout(timer.current) : later(SUBMENU_OPEN_DELAY, true))
  const onPointerLeave = (e: PointerEvent) => e.pointerType !== 'touch' && (open ? later(SUBMENU_GRACE, false) : clearTimeout(timer.current))
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) close()
  }
  const onTriggerKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'Enter' && e.key !== ' ') return
    e.preventDefault()
    if (open) return ownLinks(listRef.current)[0]?.focus()
    focusFirst.current = true
    clearTimeout(timer.current)
    setOpen(true)
  }
  // Keys inside the sub-menu stay here: Escape closes only this level.
  const onListKey = (e: KeyboardEvent) => {
    e.stopPropagation()
    if (e.key === 'ArrowLeft' || e.key === 'Escape') {
      e.preventDefault()
      close()
      triggerRef.current?.focus()
    } else moveInMenu(e, ownLinks(listRef.current), typeAhead)
  }

  const listId = `top-nav-submenu-${item.id}`
  return (
    <div className="top-nav-sub" data-open={open ? '' : undefined} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        className="top-nav-menu-link top-nav-sub-trigger"
        // A disclosure like its dropdown (aria-expanded, aria-controls): its list holds links, not role="menu"
        // items, so aria-haspopup (which announces a menu) would promise keys and roles that are not there.
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          clearTimeout(timer.current)
          setOpen(!open)
        }}
        onKeyDown={onTriggerKey}
      >
        {item.text}
        <span className="icon icon-chevron-down top-nav-sub-icon" aria-hidden="true" />
      </button>
      <ul ref={listRef} id={listId} className="top-nav-submenu" onKeyDown={onListKey}>
        {item.items!.map((child) => (
          <li key={child.id}>
            <TopNavMenuItem item={child} path={path} basePath={basePath} menuOpen={open} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </div>
  )
}
