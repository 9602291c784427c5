// Warms the search index when the browser is idle after load: one plain fetch (no parsing, no search engine, so
// no script cost before the reader asks). The dialog then takes that response instead of fetching again, so the
// index is requested once per page view whoever comes first. Skipped on Save-Data and slow connections.
import { isConstrainedConnection } from '../../enhancers/connection.ts'

const warmed = new Map<string, Promise<Response>>()

export function warmSearchIndexWhenIdle(url: string): void {
  if (isConstrainedConnection()) return
  const start = () => {
    if (warmed.has(url)) return
    const response = fetch(url)
    response.catch(() => warmed.delete(url))
    warmed.set(url, response)
  }
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 4000 })
  else setTimeout(start, 1500)
}

/** The warmed response for this URL, once (a retry after a failure fetches afresh). */
export function takeWarmedResponse(url: string): Promise<Response> | undefined {
  const response = warmed.get(url)
  warmed.delete(url)
  return response
}

/** Drops warmed responses: the content was replaced in place, so the index may have changed. */
export function forgetWarmedResponses(): void {
  warmed.clear()
}
