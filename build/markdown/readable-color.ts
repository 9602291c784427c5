// Code-token colours made readable: a theme colour with less than 4.5:1 contrast on the site's code backgrounds
// (WCAG AA for normal text) is moved toward black (light theme) or white (dark theme) until it has it.
// Runs at build time on the colours shiki writes; the backgrounds are the stylesheet's own tokens.

/** WCAG AA for text under 18pt, which code always is. */
export const MIN_CONTRAST = 4.5

/**
 * The backgrounds code tokens sit on in each theme: `--bg-code` (blocks), `--bg` (type popups) and `--bg-soft`
 * (inline code, titles), as in runtime/styles/00-tokens.css; a test keeps the two lists equal.
 */
export const CODE_BACKGROUNDS = {
  light: ['#ffffff', '#f8f8fa'],
  dark: ['#111114', '#161619', '#1c1c20'],
} as const

type Rgb = [number, number, number]

function parseHex(color: string): Rgb | undefined {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})([0-9a-f]{2})?$/i.exec(color.trim())
  if (!m) return undefined
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

export function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(parseHex(a)!), luminance(parseHex(b)!)]
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/**
 * The colour itself when it reads at MIN_CONTRAST on every background of the theme, otherwise the nearest mix
 * toward black (light) or white (dark) that does. Colours it cannot parse (names, variables) pass unchanged;
 * an alpha channel is dropped, since the contrast is judged on the opaque colour.
 */
export function readableOn(color: string, theme: 'light' | 'dark'): string {
  const rgb = parseHex(color)
  if (!rgb) return color
  const backgrounds = CODE_BACKGROUNDS[theme]
  const worst = (c: string) => Math.min(...backgrounds.map((bg) => contrast(c, bg)))
  if (worst(toHex(rgb)) >= MIN_CONTRAST) return color
  const target = theme === 'light' ? 0 : 255
  for (let step = 1; step <= 100; step++) {
    const t = step / 100
    const mixed = toHex(rgb.map((c) => c + (target - c) * t) as Rgb)
    if (worst(mixed) >= MIN_CONTRAST) return mixed
  }
  return toHex([target, target, target])
}

/** Rewrites the `--shiki-light` and `--shiki-dark` colours of one shiki style string. */
export function readableTokenStyle(style: string): string {
  return style.replace(
    /(--shiki-(light|dark)\s*:\s*)(#[0-9a-f]{3,8})/gi,
    (_, prefix: string, theme: string, color: string) => prefix + readableOn(color, theme.toLowerCase() as 'light' | 'dark'),
  )
}
