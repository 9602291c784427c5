// The term entries of the last build (each word's text in a term chunk), kept in the site's cache with the pages and
// site-wide figures they were made from. After an edit only the words the edited pages hold, or held, can have other
// postings: their entries are made anew and every other one is the kept one, byte for byte, so an edit weighs and
// encodes the postings of the words it touches only (decisions: Search). Node (the search index's thread, or the
// build's own for a small site).
import { readSalted, writeSalted } from '../cache/salted-file.ts'

/** Term entries in word order: a word and its text in a chunk (`"word":[…]`), side by side. */
export interface TermEntries {
  words: string[]
  texts: string[]
}

/** The pages an index is made from, in order: each one's words key (its compile key) and document count. */
export interface IndexPages {
  keys: string[]
  documents: number[]
}

interface Kept extends TermEntries, IndexPages {
  salt: string
  /** The site-wide figures (see indexFigures). */
  figures: number[]
}

export function loadKeptTerms(file: string, salt: string): Kept | undefined {
  return readSalted<Kept>(file, salt)
}

export function saveKeptTerms(file: string, salt: string, pages: IndexPages, figures: number[], entries: TermEntries): void {
  writeSalted(file, { salt, ...pages, figures, ...entries } satisfies Kept)
}

/**
 * The words (strings) whose entries can differ from the kept ones: those the pages whose key changed hold now
 * (`heldNow(page)`) or held before (`heldBefore(key)`). Undefined when no kept entry can be trusted: nothing kept,
 * another number of pages or of documents in a page (every later document's number moves), other site-wide figures
 * (every weight moves), or a changed page whose words before are not known.
 */
export function touchedWords(
  kept: Kept | undefined,
  pages: IndexPages,
  figures: number[],
  heldNow: (page: number) => Iterable<string>,
  heldBefore: (key: string) => Iterable<string> | undefined,
): Set<string> | undefined {
  if (!kept || kept.keys.length !== pages.keys.length || kept.figures.join() !== figures.join()) return undefined
  const touched = new Set<string>()
  for (let p = 0; p < pages.keys.length; p++) {
    if (kept.documents[p] !== pages.documents[p]) return undefined
    if (kept.keys[p] === pages.keys[p]) continue
    const before = heldBefore(kept.keys[p]!)
    if (!before) return undefined
    for (const word of before) touched.add(word)
    for (const word of heldNow(p)) touched.add(word)
  }
  return touched
}

/**
 * The kept entries with the touched words' taken out and `fresh` (the touched words that still have postings, in word
 * order) merged in.
 */
export function mergeEntries(kept: TermEntries, touched: Set<string>, fresh: TermEntries): TermEntries {
  const words: string[] = []
  const texts: string[] = []
  let f = 0
  for (let k = 0; k < kept.words.length; k++) {
    const word = kept.words[k]!
    if (touched.has(word)) continue
    while (f < fresh.words.length && fresh.words[f]! < word) {
      words.push(fresh.words[f]!)
      texts.push(fresh.texts[f++]!)
    }
    words.push(word)
    texts.push(kept.texts[k]!)
  }
  for (; f < fresh.words.length; f++) {
    words.push(fresh.words[f]!)
    texts.push(fresh.texts[f]!)
  }
  return { words, texts }
}
