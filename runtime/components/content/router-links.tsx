// `react-router` and `react-router-dom` as a Vocs site's own components use them (Vocs ran its pages in a router, so
// `<Link to>` and `useLocation()` worked there): every page here is an HTML file of its own, so a link is a plain <a>
// and the location is the page's. Given for those imports on the server (render/mdx-module.ts) and in islands.
import { type AnchorHTMLAttributes, type CSSProperties, forwardRef, type ReactNode, useContext } from 'react'
import { SiteContext, withBase } from '../site-context.ts'

type To = string | { pathname?: string; search?: string; hash?: string }

/** react-router's own props of a link, which an <a> does not take. */
interface RouterProps {
  to: To
  replace?: boolean
  state?: unknown
  reloadDocument?: boolean
  preventScrollReset?: boolean
  relative?: 'route' | 'path'
  viewTransition?: boolean
  discover?: 'render' | 'none'
  prefetch?: 'none' | 'intent' | 'render' | 'viewport'
}

export type LinkProps = RouterProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>

interface NavState {
  isActive: boolean
  isPending: boolean
  isTransitioning: boolean
}

export type NavLinkProps = Omit<LinkProps, 'className' | 'style' | 'children'> & {
  className?: string | ((state: NavState) => string | undefined)
  style?: CSSProperties | ((state: NavState) => CSSProperties | undefined)
  children?: ReactNode | ((state: NavState) => ReactNode)
  end?: boolean
  caseSensitive?: boolean
}

/**
 * The site's base path in the browser, where no page context is: this module's chunk is served from
 * `<basePath>/assets/islands/` (build/assets/bundle-islands.ts).
 */
function browserBasePath(): string {
  const served = /^(.*)\/assets\/islands\/[^/]+$/.exec(new URL(import.meta.url).pathname)
  return served ? served[1]! : ''
}

function useBasePath(): string {
  const site = useContext(SiteContext)?.site
  return site ? site.basePath : typeof window === 'undefined' ? '' : browserBasePath()
}

function pathOf(to: To): string {
  return typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`
}

/** The href of `to`: a site path gets the site's base path (known where the page renders). */
export function useHref(to: To): string {
  return withBase(useBasePath(), pathOf(to))
}

export function useLocation(): { pathname: string; search: string; hash: string; state: null; key: string } {
  const page = useContext(SiteContext)?.page.path
  if (page !== undefined || typeof window === 'undefined') return { pathname: page ?? '/', search: '', hash: '', state: null, key: 'default' }
  const { pathname, search, hash } = window.location
  const basePath = browserBasePath()
  const route = basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) || '/' : pathname
  return { pathname: route, search, hash, state: null, key: 'default' }
}

export function useNavigate(): (to: To | number, options?: { replace?: boolean }) => void {
  const basePath = useBasePath()
  return (to, options) => {
    if (typeof to === 'number') return window.history.go(to)
    const href = withBase(basePath, pathOf(to))
    if (options?.replace) window.location.replace(href)
    else window.location.assign(href)
  }
}

export function useParams(): Record<string, string | undefined> {
  return {}
}

export function useSearchParams(): [URLSearchParams, (next: URLSearchParams | Record<string, string>) => void] {
  const search = useLocation().search
  const set = (next: URLSearchParams | Record<string, string>) => {
    window.location.search = new URLSearchParams(next as Record<string, string>).toString()
  }
  return [new URLSearchParams(search), set]
}

export function useInRouterContext(): boolean {
  return true
}

/** Leaves out the props that are react-router's own, so the <a> gets only its attributes. */
function anchorProps<T extends RouterProps>(props: T): Omit<T, keyof RouterProps> {
  const {
    to: _to,
    replace: _r,
    state: _s,
    reloadDocument: _d,
    preventScrollReset: _p,
    relative: _l,
    viewTransition: _v,
    discover: _c,
    prefetch: _f,
    ...rest
  } = props
  return rest
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const href = useHref(props.to)
  return <a ref={ref} href={href} {...anchorProps(props)} />
})

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(props, ref) {
  const href = useHref(props.to)
  const { pathname } = useLocation()
  const target =
    pathOf(props.to)
      .replace(/[?#].*$/, '')
      .replace(/\/$/, '') || '/'
  const here = pathname.replace(/\/$/, '') || '/'
  const isActive = props.end || target === '/' ? here === target : here === target || here.startsWith(`${target}/`)
  const state: NavState = { isActive, isPending: false, isTransitioning: false }
  const { className, style, children, end: _end, caseSensitive: _case, ...rest } = anchorProps(props)
  return (
    <a
      ref={ref}
      href={href}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className(state) : (className ?? (isActive ? 'active' : undefined))}
      style={typeof style === 'function' ? style(state) : style}
      {...rest}
    >
      {typeof children === 'function' ? children(state) : children}
    </a>
  )
})
