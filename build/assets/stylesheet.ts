// The one site stylesheet: the shipped fonts' @font-face rules, runtime/styles/*.css in name order, plus the code-token
// colour classes the pages use.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { shippedFonts } from './fonts.ts'

export async function readRuntimeStyles(stylesDir: string): Promise<string> {
  const names = (await readdir(stylesDir)).filter((n) => n.endsWith('.css')).sort()
  const parts = await Promise.all(names.map((n) => readFile(join(stylesDir, n), 'utf8')))
  return [shippedFonts().css, ...parts].join('\n')
}

/** `.cXXXX{--shiki-light:…;--shiki-dark:…}` rules for every token class; colours are applied by styles. */
export function codeTokenCss(styles: Record<string, string>): string {
  return Object.entries(styles)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, style]) => `.${name}{${style}}`)
    .join('\n')
}
