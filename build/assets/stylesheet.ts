// The one site stylesheet: the shipped fonts' @font-face rules, runtime/styles/*.css in name order, each dark-theme
// rule also applied to a dark system when no script runs, minified for publishing, plus the code-token colour
// classes the pages use.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { transform } from 'esbuild'
import { shippedFonts } from './fonts.ts'

/** runtime/styles/*.css in name order, as one minified stylesheet. */
export async function readRuntimeStyles(stylesDir: string): Promise<string> {
  const names = (await readdir(stylesDir)).filter((n) => n.endsWith('.css')).sort()
  const parts = await Promise.all(names.map((n) => readFile(join(stylesDir, n), 'utf8')))
  return minifyCss(withNoScriptDarkTheme([shippedFonts().css, ...parts].join('\n')))
}

/**
 * The dark theme is `html.dark`, a class the head script sets from the stored choice or the system. Without
 * JavaScript nothing sets it, so every top-level `html.dark …` rule is repeated for `html:not(.js, .light)` under
 * `prefers-color-scheme: dark`: a dark system gets the dark theme, while with JavaScript (`js`) the stored choice
 * still wins and a site fixed to light (`light`) stays light. The styles are written once, in the dark rules.
 */
export function withNoScriptDarkTheme(css: string): string {
  const copies: string[] = []
  for (const match of css.matchAll(/^(html\.dark\b[^{}]*)\{([^{}]*)\}/gm)) {
    const selectors = match[1]!
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s.startsWith('html.dark'))
      .map((s) => s.replace(/^html\.dark\b/, 'html:not(.js, .light)'))
    copies.push(`  ${selectors.join(',\n  ')} {${match[2]!.replace(/\n/g, '\n  ')}}`)
  }
  return copies.length ? `${css}\n@media (prefers-color-scheme: dark) {\n${copies.join('\n')}\n}\n` : css
}

/** `.cXXXX{--shiki-light:…;--shiki-dark:…}` rules for every token class (as compact as minified already). */
export function codeTokenCss(styles: Record<string, string>): string {
  return Object.entries(styles)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, style]) => `.${name}{${style}}`)
    .join('\n')
}

// The last stylesheet minified: the dev server reads the styles again when one changes, the others unchanged.
let last: { css: string; minified: Promise<string> } | undefined

/**
 * The stylesheet as published: esbuild's CSS minifier (whitespace, comments, shorter colours and values), with no
 * target, so nothing modern is rewritten for older browsers.
 */
export function minifyCss(css: string): Promise<string> {
  if (last?.css !== css) last = { css, minified: transform(css, { loader: 'css', minify: true, legalComments: 'none' }).then((r) => r.code.trimEnd()) }
  return last.minified
}
