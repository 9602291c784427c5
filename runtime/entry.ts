// Browser entry: the small bootstrap every page loads as a module script. It wires the plain-TypeScript
// enhancers on the server-rendered markup and waits for the islands' triggers; React and the island chunks
// load only when an island is first needed. Any failure is reported once and leaves the static page as it is.
import { enhanceBanner } from './enhancers/banner.ts'
import { enhanceCodeCopy } from './enhancers/code-copy.ts'
import { enhanceCodeTabs } from './enhancers/code-tabs.ts'
import { enhanceLinks } from './enhancers/links.ts'
import { enhanceOutline } from './enhancers/outline-spy.ts'
import { enhancePageActions } from './enhancers/page-actions.ts'
import { enhancePagerKeys } from './enhancers/pager-keys.ts'
import { enhancePopovers } from './enhancers/popovers.ts'
import { enhancePrefetch } from './enhancers/prefetch.ts'
import { safely } from './enhancers/report.ts'
import { enhanceSidebar } from './enhancers/sidebar.ts'
import { enhanceTheme } from './enhancers/theme.ts'
import { enhanceTwoslash } from './enhancers/twoslash.ts'
import { startIslands } from './islands/bootstrap.ts'
import { startPageIslands } from './islands/page/start.ts'

const ENHANCERS: ((doc: Document) => void)[] = [
  enhanceTheme,
  enhanceBanner,
  enhanceSidebar,
  enhancePopovers,
  enhanceOutline,
  enhancePagerKeys,
  enhanceCodeCopy,
  enhanceCodeTabs,
  enhancePageActions,
  enhanceLinks,
  enhancePrefetch,
  enhanceTwoslash,
  startIslands,
  startPageIslands,
]

function start() {
  for (const enhance of ENHANCERS) safely(() => enhance(document))
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true })
else start()
