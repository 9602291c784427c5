// What the config's transformPageData set on a page's data, carried onto the page's whole compiled form where that is
// read again from the page cache (a render thread, the dev server's store). Kept apart from the hook itself so a render
// thread loads nothing more for it.
import type { CompiledPage, PageSummary } from '../markdown/compile-page.ts'

export type PageDataChange = Pick<PageSummary['data'], 'title' | 'description' | 'dataHash'>

/** The change on a page's data, or undefined when the hook left the page as it was. */
export function pageDataChange(summary: PageSummary): PageDataChange | undefined {
  const { title, description, dataHash } = summary.data
  return dataHash === undefined ? undefined : { title, description, dataHash }
}

export function withPageDataChange(page: CompiledPage, change: PageDataChange | undefined): CompiledPage {
  return change ? { ...page, data: { ...page.data, ...change } } : page
}
