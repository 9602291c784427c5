// File path ↔ route: `index.md` → `/`, `a/b.md` → `/a/b`, `a/index.md` → `/a`. Also the output file names a
// route gets so a plain static server finds it as `/a`, `/a/` and `/a.html`.
/**
 * A page written as a module (`.tsx`, `.jsx`, `.ts`, `.js`, not a `.d.ts`), as Vocs takes one: its default export is the
 * page's content, rendered in the docs layout. It is compiled as an MDX page that renders it (collect-pages.ts).
 */
export const isCodePage = (name: string): boolean => /\.[jt]sx?$/.test(name) && !name.endsWith('.d.ts')

/** The path a page's text is compiled under: a module page's MDX is a file of its own beside the module. */
export const compiledPathOf = (absolutePath: string): string => (isCodePage(absolutePath) ? `${absolutePath}.mdx` : absolutePath)

export function routeOf(relativeFile: string): string {
  const noExt = relativeFile.replace(/\\/g, '/').replace(/\.(?:mdx?|[jt]sx?)$/, '')
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
