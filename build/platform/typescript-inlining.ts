// How much V8's optimizing compiler inlines while pages with twoslash blocks compile (Node, the thread that compiles or
// starts the compile's threads; V8's flags are the process's, so its threads take them too): TurboFan would inline
// TypeScript's hundreds of large functions into very large graphs, and optimizing them takes a core from the compile
// (decisions: Twoslash). The budget comes back once the compile is done: the render runs on React's inlined code.
import { setFlagsFromString } from 'node:v8'
import { tuningOff } from './tuning.ts'

/** V8's flag: how many bytes of other functions' bytecode one optimized function may take in. */
const FLAG = 'max-inlined-bytecode-size-cumulative'
/** The budget while TypeScript runs. */
export const TYPING_INLINING_BUDGET = 100
/** V8's own budget (`node --v8-options` shows it), given back after. */
export const DEFAULT_INLINING_BUDGET = 920

/** Callers that lowered the budget and have not given it back yet (a dev server may compile two things at once). */
let holders = 0

/**
 * Lowers the inlining budget until the function returned is called (by every caller that lowered it), unless the
 * command line set a budget of its own (or tuning.ts turns it off).
 */
export function inlineLessWhileTyping(): () => void {
  if (tuningOff() || process.execArgv.some((flag) => /^--max[-_]inlined[-_]bytecode[-_]size[-_]cumulative\b/.test(flag))) return () => {}
  if (holders++ === 0) setFlagsFromString(`--${FLAG}=${TYPING_INLINING_BUDGET}`)
  let given = false
  return () => {
    if (given) return
    given = true
    if (--holders === 0) setFlagsFromString(`--${FLAG}=${DEFAULT_INLINING_BUDGET}`)
  }
}
