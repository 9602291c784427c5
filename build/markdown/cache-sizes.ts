// How much a compile context keeps in memory, by use (Node, every thread that compiles pages). The dev server keeps
// what a writer's next save may need again; a build meets each page once, so it keeps only what repeats across pages
// (otherwise a compile thread's live heap grows with the pages it compiles: decisions, Threads, files and memory).

export const COMPILE_CACHE_SIZES = {
  /** Blocks kept highlighted (highlight-cache.ts), twoslash popups kept highlighted, tokenized lines per grammar (line-token-cache.ts). */
  dev: { blocks: 2000, blockNodes: 300_000, popups: 5000, popupNodes: 200_000, lines: 200_000 },
  build: { blocks: 200, blockNodes: 20_000, popups: 1000, popupNodes: 40_000, lines: 20_000 },
} as const

/** A build's thread, or the dev server. */
export type CompileUse = keyof typeof COMPILE_CACHE_SIZES
