// A site's own stylesheet, `<rootDir>/styles.css` as in Vocs: run through Tailwind when it asks for it, minified, and
// added after the tool's styles so its rules win over them. Runs in Node (build and dev server).
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { transform } from 'esbuild'
import { siteCacheFolders } from '../cache/site-cache.ts'
import type { SiteFolders } from '../config/site-layout.ts'
import { BuildError } from '../errors/build-error.ts'
import { compileTailwind, type TailwindOptions, type TailwindSheet, usesTailwind } from './tailwind.ts'

export interface SiteStyles {
  /** The rules, minified, without their `@import`s; empty when the site has no stylesheet. */
  css: string
  /** `@import` rules of absolute URLs: they must open the whole stylesheet to take effect. */
  imports: string[]
  warnings: BuildError[]
  /** Tailwind's compiled sheet, when the stylesheet uses Tailwind: the dev server scans saved files into it. */
  tailwind?: TailwindSheet
}

export const NO_SITE_STYLES: SiteStyles = { css: '', imports: [], warnings: [] }

/** One leading `@import` of esbuild's minified output, and the URL it names. */
const IMPORT = /^@import\s*(?:url\(\s*)?["']?([^"')\s;]+)["']?\s*\)?[^;]*;/

/** Where Tailwind looks for class names: the whole site folder, but not the output (`out` too) or the caches. */
export function tailwindScan(root: string, folders: SiteFolders, out?: string): TailwindOptions {
  const exclude = [folders.output, ...(out ? [resolve(out)] : []), ...siteCacheFolders(root)]
  return { root: resolve(root), exclude }
}

/**
 * The site's stylesheet at `file`, or none when there is no such file. A stylesheet that uses Tailwind is compiled by
 * it first (build/assets/tailwind.ts), with the class names of the site's files. What the CSS parser recovers from (an
 * unclosed block, a misplaced rule) is a warning at its line, as a browser would go on too; so is an `@import` this
 * tool cannot fetch from (a relative file outside Tailwind). What it cannot parse at all is a BuildError at its line.
 */
export async function readSiteStyles(file: string, tailwindOptions: TailwindOptions): Promise<SiteStyles> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return NO_SITE_STYLES
    throw new BuildError({ file }, `could not read the site's stylesheet: ${(error as Error).message}`)
  }
  if (!usesTailwind(text)) return minifyStyles(text, file)
  const tailwind = await compileTailwind(text, file, tailwindOptions)
  return { ...(await minifyStyles(tailwind.css, file, text)), tailwind }
}

/** The styles again after `files` were saved, when Tailwind found new class names in them; else undefined. */
export async function rescanSiteStyles(styles: SiteStyles, file: string, files: string[]): Promise<SiteStyles | undefined> {
  const tailwind = styles.tailwind
  if (!tailwind?.rescan(files)) return undefined
  const text = await readFile(file, 'utf8')
  return { ...(await minifyStyles(tailwind.css, file, text)), tailwind }
}

/**
 * `css` minified, its leading `@import`s of absolute URLs taken out. `text` is what the author wrote: when `css` was
 * compiled from it, the minifier's lines are not the author's, so its warnings name only the file.
 */
async function minifyStyles(css: string, file: string, text = css): Promise<SiteStyles> {
  const own = css === text
  const warnings: BuildError[] = []
  try {
    const result = await transform(css, { loader: 'css', minify: true, legalComments: 'none', sourcefile: file })
    css = result.code.trim()
    for (const w of result.warnings)
      warnings.push(new BuildError({ file, line: own ? w.location?.line : undefined, column: own && w.location ? w.location.column + 1 : undefined }, w.text))
  } catch (error) {
    const first = (error as { errors?: { text: string; location?: { line: number; column: number } }[] }).errors?.[0]
    if (!first) throw error
    const { line, column } = own && first.location ? { line: first.location.line, column: first.location.column + 1 } : { line: undefined, column: undefined }
    throw new BuildError({ file, line, column }, `invalid CSS: ${first.text}`)
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
  return { css, imports, warnings }
}
