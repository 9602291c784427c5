// The fonts the tool ships: Inter (text) and Fira Code (code), variable weights, self-hosted from their @fontsource
// packages. Their @font-face rules go into the site stylesheet (assets/style.*.css) with the font files beside it under
// assets/fonts/ with content-hashed names, so no page asks a third-party host for a font. A browser downloads only the
// subsets (latin, cyrillic, ...) its page's text uses. Runs in Node (build and dev).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { hashedName } from '../cache/content-hash.ts'
import type { OutputFile } from '../output/output-file.ts'

/** Each package's stylesheet, and the family name the site stylesheet uses for it (runtime/styles: --font-sans/mono). */
const FONTS = [
  { css: '@fontsource-variable/inter/index.css', family: 'Inter' },
  { css: '@fontsource-variable/fira-code/index.css', family: 'Fira Code' },
]

export interface ShippedFonts {
  /** @font-face rules whose urls are relative to the stylesheet in assets/. */
  css: string
  files: OutputFile[]
}

let shipped: ShippedFonts | undefined

/** Read once per process: the font packages do not change while the tool runs. */
export function shippedFonts(): ShippedFonts {
  if (shipped) return shipped
  const require = createRequire(import.meta.url)
  const files: OutputFile[] = []
  const rules: string[] = []
  for (const font of FONTS) {
    const cssFile = require.resolve(font.css)
    const css = readFileSync(cssFile, 'utf8').replace(/url\(\.\/files\/([^)]+)\.woff2\)/g, (_whole, name: string) => {
      const from = join(dirname(cssFile), 'files', `${name}.woff2`)
      const path = `assets/fonts/${hashedName(name, 'woff2', readFileSync(from))}`
      files.push({ path, copyFrom: from })
      return `url(${path.slice('assets/'.length)})`
    })
    // The packages name the families "Inter Variable" and "Fira Code Variable"; the stylesheet names "Inter" and
    // "Fira Code", which also match those fonts when a reader has them installed.
    rules.push(css.replace(/font-family: '[^']+'/g, `font-family: '${font.family}'`))
  }
  shipped = { css: rules.join('\n'), files }
  return shipped
}
