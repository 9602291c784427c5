// The config's `theme.accentColor` (Vocs's key) as the stylesheet's accent tokens, per colour scheme: the colour for
// links, buttons and the current sidebar item, a darker one for hover, a tint behind, and black or white text on it,
// whichever Vocs would pick. Runs in Node when the stylesheet is planned.
import { contrast } from '../markdown/readable-color.ts'
import { withNoScriptDarkTheme } from './stylesheet.ts'

export type AccentColor = string | { light: string; dark: string }

/** The accent tokens' rules, or nothing when the config sets no accent colour. */
export function accentColorCss(accent: AccentColor | undefined): string {
  if (!accent) return ''
  const { light, dark } = typeof accent === 'string' ? { light: accent, dark: accent } : accent
  return withNoScriptDarkTheme(`:root {${tokens(light, 'light')}}\nhtml.dark {${tokens(dark, 'dark')}}\n`)
}

function tokens(color: string, scheme: 'light' | 'dark'): string {
  return [
    `--accent: ${color}`,
    `--accent-text: ${color}`,
    `--accent-hover: color-mix(in oklab, ${color} 85%, ${scheme === 'light' ? 'black' : 'white'})`,
    `--accent-soft: color-mix(in srgb, ${color} ${scheme === 'light' ? 10 : 14}%, transparent)`,
    `--accent-contrast: ${textOn(color)}`,
  ].join('; ')
}

/** White on the accent when it has 4.5:1 contrast with white (as Vocs chooses), else black; white for a colour that is not hex. */
function textOn(color: string): string {
  if (!/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(color.trim())) return '#ffffff'
  return contrast(color.trim(), '#ffffff') < 4.5 ? '#000000' : '#ffffff'
}
