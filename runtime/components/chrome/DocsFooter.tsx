// The docs-layout footer: the edit link, "Last updated" with a machine-readable <time>, and the previous/next
// pages from the flattened sidebar (the runtime adds the Shift+arrow shortcuts).
import type { PageModel, SiteModel } from '../../contract/page-model.ts'
import { ArrowLeftIcon, ArrowRightIcon, PencilIcon } from '../icons.tsx'
import { withBase } from '../site-context.ts'
import { newTab } from './paths.ts'
import { SiteFooterEnd } from './SiteFooterEnd.tsx'

export function DocsFooter({ site, page }: { site: SiteModel; page: PageModel }) {
  const hasMeta = page.editUrl || page.lastUpdatedAt !== undefined
  return (
    <footer className="docs-footer" data-docs-footer="">
      {hasMeta ? (
        <div className="docs-footer-meta">
          {page.editUrl ? (
            <a className="edit-link" href={page.editUrl} {...newTab(page.editUrl)}>
              <PencilIcon />
              {site.editLinkText}
            </a>
          ) : null}
          {page.lastUpdatedAt !== undefined ? (
            <p className="last-updated">
              Last updated:{' '}
              <time dateTime={new Date(page.lastUpdatedAt).toISOString()} data-last-updated="">
                {page.lastUpdatedText}
              </time>
            </p>
          ) : null}
        </div>
      ) : null}
      {page.prev || page.next ? (
        <nav className="pager" aria-label="Previous and next page">
          {page.prev ? (
            <a className="pager-link pager-prev" href={withBase(site.basePath, page.prev.link)} rel="prev" data-pager="prev" {...newTab(page.prev.link)}>
              <span className="pager-label">
                <ArrowLeftIcon />
                Previous<kbd aria-hidden="true">shift ←</kbd>
              </span>
              <span className="pager-title">{page.prev.text}</span>
            </a>
          ) : (
            <span />
          )}
          {page.next ? (
            <a className="pager-link pager-next" href={withBase(site.basePath, page.next.link)} rel="next" data-pager="next" {...newTab(page.next.link)}>
              <span className="pager-label">
                <kbd aria-hidden="true">shift →</kbd>Next
                <ArrowRightIcon />
              </span>
              <span className="pager-title">{page.next.text}</span>
            </a>
          ) : null}
        </nav>
      ) : null}
      <SiteFooterEnd />
    </footer>
  )
}
