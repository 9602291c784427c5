// File path ↔ route: `index.md` → `/`, `a/b.md` → `/a/b`, `a/index.md` → `/a`. Also the output file names a
// route gets so a plain static server finds it as `/a`, `/a/` and `/a.html`.
export function routeOf(relativeFile: string): string {
  const noExt = relativeFile.replace(/\\/g, '/').replace(/\.mdx?$/, '')
  const trimmed = noExt === 'index' ? '' : noExt.replace(/\/index$/, '')
  return `/${trimmed}`
}

/** Output files for a route: `a.html` and `a/index.html` (root: just `index.html`). */
export function htmlFilesOf(route: string): string[] {
  if (route === '/') return ['index.html']
  const base = route.slice(1)
  return [`${base}.html`, `${base}/index.html`]
}

/** Where the raw Markdown of a route is published (`/a.md`, `/index.md` for the root). */
export function markdownFileOf(route: string): string {
  return route === '/' ? 'index.md' : `${route.slice(1)}.md`
}
