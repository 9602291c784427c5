// Lines tokenized once per grammar, theme and tokenizer state: docs repeat lines across blocks and pages (imports,
// install commands, config keys; at 10,000 corpus pages 410,000 lines hold 36,000 distinct ones), and a line read
// from an equal state gives the same tokens. Installed on the build's shiki highlighter, in every thread that has one.
import type { Highlighter } from 'shiki'

/** What this file uses of vscode-textmate's tokenizer state (its `StateStack`, public in the package's own API). */
interface TokenizerState {
  readonly parent: TokenizerState | null
  /** Null only on the initial state, which also tells the tokenizer that the line is the first (`\A` matches). */
  readonly nameScopesList: unknown
  /** The state's own frame (rule, end pattern, scopes with their theme attributes), as VS Code serialises it. */
  toStateStackFrame(): unknown
}

interface LineTokens {
  readonly stoppedEarly: boolean
}

/** What this file uses of a vscode-textmate grammar. */
interface Grammar {
  tokenizeLine2(line: string, state: TokenizerState | null, timeLimit?: number): LineTokens
  /** The registry; `getDefaults()` is one object per theme, so it tells which theme the tokens are coloured for. */
  readonly themeProvider: { getDefaults(): object }
}

/** Past this many lines per grammar the remembered lines are let go (a long dev session stays bounded). */
const MAX_LINES = 200_000

const wrapped = new WeakSet<object>()

/**
 * Makes every grammar loaded in `highlighter` remember its tokenized lines. Call again after loading languages;
 * a grammar already wrapped is left as it is.
 */
export function rememberTokenizedLines(highlighter: Highlighter): void {
  for (const name of highlighter.getLoadedLanguages()) {
    const grammar = highlighter.getLanguage(name) as unknown as Grammar
    if (wrapped.has(grammar)) continue
    wrapped.add(grammar)
    wrapGrammar(grammar)
  }
}

function wrapGrammar(grammar: Grammar): void {
  const tokenize = grammar.tokenizeLine2.bind(grammar)
  const themes = new WeakMap<object, number>()
  let nextTheme = 0
  // States are numbered by their content, not their identity: each block makes its own state objects, and equal
  // ones (same rules, end patterns and scopes all the way down) must share a number to share lines. Numbers are never
  // reused, so a state numbered before the lines were let go cannot meet another state's lines.
  let stateNumbers = new WeakMap<TokenizerState, number>()
  let numberOfContent = new Map<string, number>()
  let nextState = 1
  let lines = new Map<string, LineTokens>()

  const themeNumber = () => {
    const defaults = grammar.themeProvider.getDefaults()
    let n = themes.get(defaults)
    if (n === undefined) {
      n = nextTheme++
      themes.set(defaults, n)
    }
    return n
  }
  const stateNumber = (state: TokenizerState | null): number => {
    if (!state?.nameScopesList) return 0
    let n = stateNumbers.get(state)
    if (n === undefined) {
      const content = `${stateNumber(state.parent)}|${JSON.stringify(state.toStateStackFrame())}`
      n = numberOfContent.get(content)
      if (n === undefined) {
        n = nextState++
        numberOfContent.set(content, n)
      }
      stateNumbers.set(state, n)
    }
    return n
  }

  grammar.tokenizeLine2 = (line, state, timeLimit) => {
    const key = `${themeNumber()}:${stateNumber(state)}:${line}`
    const known = lines.get(key)
    if (known) return known
    const tokens = tokenize(line, state, timeLimit)
    // A line cut short by the time limit would be remembered in a form that depends on the machine's speed.
    if (tokens.stoppedEarly) return tokens
    if (lines.size >= MAX_LINES) {
      lines = new Map()
      numberOfContent = new Map()
      stateNumbers = new WeakMap()
    }
    lines.set(key, tokens)
    return tokens
  }
}
