// `transformHtml`: each page's HTML through the config's hook, after it renders and before it is written (build) or
// served (dev server). Main thread.
import type { SiteConfig } from '../config/resolve.ts'
import type { SourcePage } from '../content/source-page.ts'
import type { PageSummary } from '../markdown/compile-page.ts'
import { described, hookFailure } from './failure.ts'
import { hookPage } from './transform-page-data.ts'

/** The page's HTML as the hook leaves it; throws a BuildError naming the config, the hook and the page. */
export async function transformHtml(config: SiteConfig, html: string, source: SourcePage, data: PageSummary['data']): Promise<string> {
  const hook = config.transformHtml
  if (!hook) return html
  let returned: unknown
  try {
    returned = await hook(html, hookPage(source, data))
  } catch (error) {
    throw hookFailure(config, 'transformHtml', source.path, error)
  }
  if (returned === undefined || returned === null) return html
  if (typeof returned !== 'string')
    throw hookFailure(config, 'transformHtml', source.path, `expected the page's HTML (a string) or nothing; it returned ${described(returned)}`)
  return returned
}
