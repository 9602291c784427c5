// The site-wide files a page may link to, which the outputs stage writes and the link check counts as existing (404
// is a page of its own). Node.
import { FEED_PATH } from './feed.ts'

export const SITE_WIDE_PATHS = ['llms.txt', 'llms-full.txt', 'sitemap.xml', 'robots.txt', FEED_PATH, '_headers', '_redirects']
