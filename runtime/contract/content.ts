// The page-content contract: the one element that holds a page's Markdown, and the event fired on the document when
// that element is replaced in place (the dev server's live edit). Plain data; shared by Node and the browser.

/** The element around a page's rendered Markdown (docs and minimal layouts). */
export const CONTENT_SELECTOR = 'article.prose'

/** Fired on `document` with the new content element as `detail` after it replaced the old one. */
export const CONTENT_REPLACED_EVENT = 'vellum:content-replaced'
