// Browser entry: the small bootstrap every page loads as a module script. It wires the plain-TypeScript
// enhancers on the server-rendered markup and waits for the islands' triggers; React and the island chunks
// load only when an island is first needed. Any failure is reported once and leaves the static page as it is.
import { ISLAND_ATTR, ISLAND_PROPS_ATTR, type SearchIslandProps } from './contract/islands.ts'
import { searchIndexUrl } from './contract/search.ts'
import { enhanceBanner } from './enhancers/banner.ts'
import { enhanceCodeCopy } from './enhancers/code-copy.ts'
import { enhanceCodeTabs } from './enhancers/code-tabs.ts'
import { enhanceLinks } from './enhancers/links.ts'
import { enhanceOutline } from './enhancers/outline-spy.ts'
import { enhancePageActions } from './enhancers/page-actions.ts'
import { enhancePagerKeys } from './enhancers/pager-keys.ts'
import { enhancePopovers } from './enhancers/popovers.ts'
import { safely } from './enhancers/report.ts'
import { enhanceSidebar } from './enhancers/sidebar.ts'
import { enhanceTheme } from './enhancers/theme.ts'
import { enhanceTwoslash } from './enhancers/twoslash.ts'
import { startIslands } from './islands/bootstrap.ts'
import { startPageIslands } from './islands/page/start.ts'
import { forgetWarmedResponses, warmSearchIndexWhenIdle } from './islands/search/index-warm.ts'
import { onContentReplaced } from './enhancers/content-replaced.ts'

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
  enhanceTwoslash,
  startIslands,
  startPageIslands,
]

function warmSearch(doc: Document) {
  const root = doc.querySelector(`[${ISLAND_ATTR}="search"]`)
  const props = root && (JSON.parse(root.getAttribute(ISLAND_PROPS_ATTR) ?? '{}') as SearchIslandProps)
  if (!props?.indexUrl) return
  const url = /^(\/|[a-z]+:)/i.test(props.indexUrl) ? props.indexUrl : searchIndexUrl(props.basePath, props.indexUrl)
  // After load, so the index never competes with the page itself.
  const go = () => warmSearchIndexWhenIdle(url)
  if (doc.readyState === 'complete') go()
  else addEventListener('load', go, { once: true })
}

function start() {
  for (const enhance of ENHANCERS) safely(() => enhance(document))
  safely(() => warmSearch(document))
  // A response warmed before the content was replaced in place may hold the old index.
  onContentReplaced(document, forgetWarmedResponses)
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true })
else start()
