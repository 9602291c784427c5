// One oniguruma scanner per list of patterns (Node, compile time). A TextMate grammar repeats a rule's patterns in other
// rules (TypeScript's: a third of the 170 scanners a compile thread made), and each rule compiled its own scanner, some
// milliseconds of regular-expression compiling each. Rules with the same list now share one, freed with its last holder.
import type { PatternScanner, RegexEngine } from 'shiki'

interface Shared {
  scanner: PatternScanner
  holders: number
}

/**
 * `engine`, with its scanners shared by equal pattern lists. A rule whose end pattern refers back to its begin match
 * makes and frees a scanner per match: each holder frees its own hold once, and the scanner goes with the last one.
 * Safe to share: a scanner is searched with no options (vscode-textmate compiles each \A/\G variant as its own list)
 * and its remembered last result is keyed by the searched string and position, which are the caller's.
 */
export function withSharedScanners(engine: RegexEngine): RegexEngine {
  const scanners = new Map<string, Shared>()
  return {
    createString: (text) => engine.createString(text),
    createScanner(patterns) {
      const key = JSON.stringify(patterns.map((pattern) => (typeof pattern === 'string' ? pattern : `/${pattern.source}/${pattern.flags}`)))
      let shared = scanners.get(key)
      if (!shared) {
        shared = { scanner: engine.createScanner(patterns), holders: 0 }
        scanners.set(key, shared)
      }
      shared.holders++
      const held = shared
      let released = false
      return {
        findNextMatchSync: (text, start, options) => held.scanner.findNextMatchSync(text, start, options),
        dispose() {
          if (released) return
          released = true
          if (--held.holders > 0) return
          if (scanners.get(key) === held) scanners.delete(key)
          held.scanner.dispose?.()
        },
      }
    },
  }
}
