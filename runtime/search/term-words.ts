// The words of one loaded term chunk, and which of them a query word stands for. Words the query word starts are
// a range of the sorted list; only a typo budget needs Orama's distance (engine.ts), whose code is loaded the first
// time a word asks for one, so a short query (below 5 letters, as every query is while it is typed) never waits for it.

let engine: Promise<typeof import('./engine.ts')> | undefined

/** Loads Orama's part of search ahead of need (the dialog calls it once the reader has results and is idle). */
export function loadTypoEngine(): Promise<typeof import('./engine.ts')> {
  engine ??= import('./engine.ts')
  engine.catch(() => {
    engine = undefined
  })
  return engine
}

export class TermWords {
  /** In code-unit order, as the build sorts them (a JSON object's integer-like keys come first, so sort again). */
  private readonly sorted: string[]

  constructor(words: string[]) {
    this.sorted = words.sort()
  }

  /** The words `word` stands for: those it starts (itself included), and within `tolerance` typos Orama's matches. */
  async matching(word: string, tolerance: number): Promise<string[]> {
    if (tolerance === 0) return this.startingWith(word)
    const { matchingWords } = await loadTypoEngine()
    return matchingWords(this.sorted, word, tolerance)
  }

  private startingWith(prefix: string): string[] {
    let lo = 0
    let hi = this.sorted.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.sorted[mid]! < prefix) lo = mid + 1
      else hi = mid
    }
    const out: string[] = []
    for (let i = lo; i < this.sorted.length && this.sorted[i]!.startsWith(prefix); i++) out.push(this.sorted[i]!)
    return out
  }
}
