// Named regions of a source file (`// [!region name]` … `// [!endregion name]`, Vocs's markers): the lines of one
// region, and the file without any marker line. Pure text; runs in Node at compile time for fence includes.

/**
 * A marker on its own line, in the comment syntax of the file's language: `//`, `#`, `--`, `/* … *\/`,
 * `{/* … *\/}` (JSX) or `<!-- … -->`.
 */
const MARKER = /^\s*(?:\/\/|#|--|<!--|\{?\/\*)\s*\[!(region|endregion)\s+([^\]]+?)\s*\](?:\s*(?:-->|\*\/\}?))?\s*$/

export interface RegionMarker {
  kind: 'region' | 'endregion'
  name: string
}

export function regionMarker(line: string): RegionMarker | undefined {
  const match = MARKER.exec(line)
  return match ? { kind: match[1] as RegionMarker['kind'], name: match[2]! } : undefined
}

/** Why a region could not be cut out; the caller adds the page's place. */
export class RegionError extends Error {}

/** How a region is cut out: this tool's rules, or Vocs 1.x's for a Vocs site. */
export interface RegionRules {
  /**
   * Vocs's: a region that never ends runs to the end of the file, a missing one is empty text, an end before the start
   * is passed over, and the lines keep their indentation; `warn` is told each problem. Otherwise each is a RegionError
   * and the region's shared indentation is removed.
   */
  vocs?: { warn(message: string): void }
}

/**
 * The lines between `[!region name]` and `[!endregion name]` (every such pair, in order, as Vocs joins them), without
 * marker lines and without the indentation they share, so a region from inside a function reads from column 0.
 */
export function extractRegion(text: string, name: string, rules: RegionRules = {}): string {
  const problem = (message: string) => {
    if (!rules.vocs) throw new RegionError(message)
    rules.vocs.warn(message)
  }
  const lines = text.split('\n')
  const kept: string[] = []
  let openedAt: number | undefined
  let found = false
  lines.forEach((line, index) => {
    const marker = regionMarker(line)
    if (marker?.name === name) {
      if (marker.kind === 'region') {
        openedAt ??= index
        found = true
      } else if (openedAt === undefined) problem(`line ${index + 1} ends region "${name}" before it starts`)
      else openedAt = undefined
      return
    }
    if (openedAt !== undefined && !marker) kept.push(line)
  })
  if (!found) {
    const names = [...new Set(lines.map(regionMarker).flatMap((m) => (m?.kind === 'region' ? [m.name] : [])))]
    problem(
      `it has no region "${name}" (expected a line "// [!region ${name}]"; ${names.length ? `its regions: ${names.join(', ')}` : 'it has no regions'})${rules.vocs ? '; nothing is included, as in Vocs' : ''}`,
    )
  }
  if (openedAt !== undefined)
    problem(
      `region "${name}" starts on line ${openedAt + 1} and never ends (expected "// [!endregion ${name}]")${rules.vocs ? '; included to the end of the file, as in Vocs' : ''}`,
    )
  return rules.vocs ? kept.join('\n') : dedent(kept)
}

/** The text without its region marker lines (a whole-file include shows none of them). */
export function stripRegionMarkers(text: string): string {
  return text
    .split('\n')
    .filter((line) => !regionMarker(line))
    .join('\n')
}

function dedent(lines: string[]): string {
  const indents = lines.filter((line) => line.trim()).map((line) => /^[ \t]*/.exec(line)![0].length)
  const common = indents.length ? Math.min(...indents) : 0
  return lines.map((line) => line.slice(Math.min(common, /^[ \t]*/.exec(line)![0].length))).join('\n')
}
