// The one tokenizer of site search, shared by the build (indexing) and the browser (queries, highlighting), so
// both sides cut text into the same words. Word boundaries come from Intl.Segmenter, which also splits CJK text.

export interface WordSpan {
  /** Offsets into the original text, for highlighting. */
  start: number
  end: number
  /** The normalized form the index holds. */
  word: string
}

let segmenter: Intl.Segmenter | undefined
// One shared segmenter: creating one is costly, and its rules do not depend on the page's language for
// the scripts we care about (CJK uses ICU's dictionary break rules whatever the locale).
function words(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter('en', { granularity: 'word' })
  return segmenter
}

const LATIN_MARKS = /[\u0300-\u036f]/g
// biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range, control characters included, has no marks to fold
const ASCII = /^[\x00-\x7f]*$/

/** Lower case, compatibility forms folded, Latin accents dropped (café = cafe), curly apostrophes straightened. */
export function normalizeWord(word: string): string {
  if (ASCII.test(word)) return word.toLowerCase()
  // Only the Latin combining marks go: stripping every mark would merge Japanese kana that differ by dakuten.
  return word
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(LATIN_MARKS, '')
    .normalize('NFC')
    .replace(/[\u2018\u2019]/g, "'")
}

// Scripts written without spaces need ICU's dictionary to find words; everything else splits on a pattern
// (letters, digits, marks, `_`, joined by an inner `.` or apostrophe, as ICU does), which is about 5 times faster.
const NEEDS_DICTIONARY = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u
const WORD = /[\p{L}\p{N}\p{M}_]+(?:[.'\u2019][\p{L}\p{N}\p{M}_]+)*/gu

/** Calls `visit` for every word of `text` with its place, in order (duplicates kept). */
function forEachWord(text: string, visit: (word: string, start: number, end: number) => void): void {
  // Without Intl.Segmenter (Firefox before 125), CJK runs stay whole words: still findable by prefix.
  if (!NEEDS_DICTIONARY.test(text) || typeof Intl.Segmenter !== 'function') {
    // An all-ASCII text (most of a docs site) is lower-cased once, which keeps every offset: its words need no other
    // normalizing.
    const ascii = ASCII.test(text)
    const source = ascii ? text.toLowerCase() : text
    const pattern = new RegExp(WORD)
    for (let m = pattern.exec(source); m; m = pattern.exec(source)) visit(ascii ? m[0] : normalizeWord(m[0]), m.index, m.index + m[0].length)
    return
  }
  for (const s of words().segment(text)) if (s.isWordLike) visit(normalizeWord(s.segment), s.index, s.index + s.segment.length)
}

/** Every word of `text` with its place, in order (duplicates kept). */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = []
  forEachWord(text, (word, start, end) => spans.push({ start, end, word }))
  return spans
}

/**
 * The distinct index terms of `text`. A dotted word (`store.get`, which the segmenter keeps whole) also yields
 * its parts, so `get` finds `store.get` and the query `store.get` still ranks the exact form first.
 */
export function tokenize(text: string): string[] {
  const out = new Set<string>()
  forEachWord(text, (word) => {
    out.add(word)
    if (word.includes('.')) for (const part of word.split('.')) if (/\p{L}/u.test(part)) out.add(part)
  })
  return [...out]
}

/** Typo budget of a query term: the spec's fuzzy 0.2 of its length, rounded down (none below 5 characters). */
export function typoTolerance(term: string, fuzzy: number): number {
  return Math.floor([...term].length * fuzzy)
}
