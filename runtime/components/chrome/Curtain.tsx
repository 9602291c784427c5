// The second bar on narrow screens (docs layout): the sidebar menu button titled with the current section, a
// "Top" button back to the top of the page (the runtime scrolls; hidden without it), and the "On this page"
// button for the outline. The two menu buttons open native popovers, so they work without JavaScript.
import type { PageModel } from '../../contract/page-model.ts'
import { ArrowUpIcon, ChevronDownIcon, MenuIcon } from '../icons.tsx'
import { PAGE_ASIDE_ID } from './PageAside.tsx'
import { PopoverButton } from './PopoverButton.tsx'
import { SIDEBAR_ID } from './Sidebar.tsx'

export function Curtain({ page, hasAside }: { page: PageModel; hasAside: boolean }) {
  return (
    <nav className="curtain" aria-label="Page" data-curtain="">
      <div className="curtain-start">
        {page.showSidebar ? (
          <PopoverButton target={SIDEBAR_ID} className="curtain-button curtain-menu" data-sidebar-trigger="">
            <MenuIcon />
            <span className="curtain-title">{page.sectionTitle}</span>
            <span className="sr-only"> – open the sidebar</span>
          </PopoverButton>
        ) : (
          <span className="curtain-title">{page.sectionTitle}</span>
        )}
      </div>
      <div className="curtain-end">
        <button type="button" className="curtain-button curtain-top" data-scroll-top="">
          Top
          <ArrowUpIcon />
        </button>
        {hasAside ? (
          <PopoverButton target={PAGE_ASIDE_ID} className="curtain-button curtain-outline" data-outline-trigger="">
            On this page
            <ChevronDownIcon />
          </PopoverButton>
        ) : null}
      </div>
    </nav>
  )
}
