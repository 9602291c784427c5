// Files every site gets from the tool, whatever its static folder holds: the icons the stylesheet and components load
// from /.vocs/icons/, a default favicon.ico, and the font files (fonts.ts). A site's own static file of the same path
// replaces the tool's (the build writes the tool's first). Runs in Node (build and dev).
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { shippedFonts } from './fonts.ts'

const FILES_DIR = fileURLToPath(new URL('./files', import.meta.url))

/** Every tool-owned output file: `.vocs/icons/*.svg`, `favicon.ico`, `assets/fonts/*.woff2`. */
export function toolFiles(): { path: string; copyFrom: string }[] {
  const own = readdirSync(FILES_DIR, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const file = join(e.parentPath, e.name)
      return { path: relative(FILES_DIR, file).replace(/\\/g, '/'), copyFrom: file }
    })
  return [...own, ...(shippedFonts().files as { path: string; copyFrom: string }[])]
}

/** The tool's file at an output path (the dev server serves it when the site has none there). */
export function toolFileAt(path: string): string | undefined {
  return toolFiles().find((f) => f.path === path)?.copyFrom
}
