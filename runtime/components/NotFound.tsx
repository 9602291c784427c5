// The Page Not Found content (minimal layout), used for 404.html when no page defines its own.
import { useSite, withBase } from './site-context.ts'

export function NotFound() {
  const { site } = useSite()
  return (
    <div className="not-found">
      <h1>Page Not Found</h1>
      <hr />
      <p>The page you were looking for could not be found.</p>
      <a href={withBase(site.basePath, '/')}>Go to Home Page</a>
    </div>
  )
}
