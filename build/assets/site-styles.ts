// A site's own stylesheet, `<rootDir>/styles.css` as in Vocs: minified, and added after the tool's styles so its rules
// win over them. Runs in Node (build and dev server); nothing else reads the file.
import { readFile } from 'node:fs/promises'
import { transform } from 'esbuild'
import { BuildError } from '../errors/build-error.ts'

export interface SiteStyles {
  /** The rules, minified, without their `@import`s; empty when the site has no stylesheet. */
  css: string
  /** `@import` rules of absolute URLs: they must open the whole stylesheet to take effect. */
  imports: string[]
  warnings: BuildError[]
}

export const NO_SITE_STYLES: SiteStyles = { css: '', imports: [], warnings: [] }

/** One leading `@import` of esbuild's minified output, and the URL it names. */
const IMPORT = /^@import\s*(?:url\(\s*)?["']?([^"')\s;]+)["']?\s*\)?[^;]*;/

/**
 * The site's stylesheet at `file`, or none when there is no such file. What the CSS parser recovers from (an unclosed
 * block, a misplaced rule) is a warning at its line, as a browser would go on too; so are an `@import` this tool cannot
 * fetch from (a package such as `tailwindcss`, a relative file) and Tailwind's `@tailwind` directives, as nothing here
 * runs Tailwind or bundles CSS. What it cannot parse at all is a BuildError at its line.
 */
export async function readSiteStyles(file: string): Promise<SiteStyles> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return NO_SITE_STYLES
    throw new BuildError({ file }, `could not read the site's stylesheet: ${(error as Error).message}`)
  }
  const warnings: BuildError[] = []
  let css: string
  try {
    const result = await transform(text, { loader: 'css', minify: true, legalComments: 'none', sourcefile: file })
    css = result.code.trim()
    for (const w of result.warnings)
      warnings.push(new BuildError({ file, line: w.location?.line, column: w.location ? w.location.column + 1 : undefined }, w.text))
  } catch (error) {
    const first = (error as { errors?: { text: string; location?: { line: number; column: number } }[] }).errors?.[0]
    if (!first) throw error
    throw new BuildError({ file, line: first.location?.line, column: first.location ? first.location.column + 1 : undefined }, `invalid CSS: ${first.text}`)
  }
  const lineAt = (at: number) => (at < 0 ? undefined : text.slice(0, at).split('\n').length)
  const imports: string[] = []
  for (let match = IMPORT.exec(css); match; match = IMPORT.exec(css)) {
    const url = match[1]!
    if (/^(https?:)?\/\//.test(url)) imports.push(match[0])
    else
      warnings.push(new BuildError({ file, line: lineAt(text.indexOf(url)) }, `@import "${url}" is left out: only stylesheets at an absolute URL are imported`))
    css = css.slice(match[0].length)
  }
  for (const directive of text.matchAll(/@tailwind\s+[\w-]+/g))
    warnings.push(new BuildError({ file, line: lineAt(directive.index) }, `${directive[0]} does nothing here: this tool does not run Tailwind CSS`))
  return { css, imports, warnings }
}
