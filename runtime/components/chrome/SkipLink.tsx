// "Skip to content": the first focusable element of every page, visible only on keyboard focus. Like every hash
// link, it carries the page's path (the spec's Links rule), which the runtime keeps in step with the address.
import { withBase } from '../site-context.ts'

export const CONTENT_ID = 'content'

export function SkipLink({ basePath, path }: { basePath: string; path: string }) {
  return (
    <a className="skip-link" href={`${withBase(basePath, path)}#${CONTENT_ID}`}>
      Skip to content
    </a>
  )
}
