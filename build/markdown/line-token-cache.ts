// Lines tokenized once per grammar and tokenizer state, for every theme: docs repeat lines across blocks and pages
// (imports, install commands, config keys; at 10,000 corpus pages 410,000 lines hold 36,000 distinct ones), a line
// read from an equal state gives the same tokens, and the theme only colours them. Installed on the build's shiki
// highlighter, in every thread that has one.
import { EncodedTokenMetadata } from '@shikijs/vscode-textmate'
import type { Highlighter } from 'shiki'

/** What this file uses of vscode-textmate's tokenizer state (its `StateStack`, public in the package's own API). */
interface TokenizerState {
  readonly parent: TokenizerState | null
  /** Null only on the initial state, which also tells the tokenizer that the line is the first (`\A` matches). */
  readonly nameScopesList: unknown
  /** The scopes a token gets here: the root frame is the grammar's scope, coloured for the theme it was made in. */
  readonly contentNameScopesList: ScopeFrame
  /** The state's own frame (rule, end pattern, scopes with their theme attributes), as VS Code serialises it. */
  toStateStackFrame(): unknown
}

/** vscode-textmate's `AttributedScopeStack`: a scope path with the token attributes (colours) of the theme. */
interface ScopeFrame {
  readonly parent: ScopeFrame | null
  readonly scopeName: string
  readonly tokenAttributes: number
  pushAttributed(scope: string, grammar: Grammar): ScopeFrame
}

interface LineTokens {
  /** Binary tokens: start offset and attributes (`EncodedTokenMetadata`), pair after pair. */
  readonly tokens: Uint32Array
  readonly ruleStack: TokenizerState
  readonly stoppedEarly: boolean
}

/** What this file uses of a vscode-textmate grammar. */
interface Grammar {
  tokenizeLine(line: string, state: TokenizerState | null, timeLimit?: number): ScopedLine
  tokenizeLine2(line: string, state: TokenizerState | null, timeLimit?: number): LineTokens
  /** The registry; `getDefaults()` is one object per theme, so it tells which theme the tokens are coloured for. */
  readonly themeProvider: { getDefaults(): object }
  /** Shiki asks for `*` (every token may hold balanced brackets) unless a language names its own selectors. */
  readonly balancedBracketSelectors?: { readonly matchesAlways: boolean; readonly matchesNever: boolean } | null
  /** Token types set by scope (none from shiki); with some, attributes would depend on more than the scopes. */
  readonly _tokenTypeMatchers?: readonly unknown[]
}

interface ScopedLine {
  readonly tokens: readonly { readonly startIndex: number; readonly scopes: readonly string[] }[]
  readonly ruleStack: TokenizerState
  readonly stoppedEarly: boolean
}

/** A tokenized line: start offset and scope path number, pair after pair; and its tokens in each theme made so far. */
interface Line {
  readonly scoped: Uint32Array
  readonly ruleStack: TokenizerState
  readonly themed: (LineTokens | undefined)[]
}

const wrapped = new WeakSet<object>()
/** The number of lines each grammar of a highlighter keeps: past it, its remembered lines are let go. */
const limits = new WeakMap<Highlighter, number>()

/**
 * Makes every grammar loaded in `highlighter` remember up to `maxLines` tokenized lines (cache-sizes.ts). Call again
 * after loading languages (the limit given first stays); a grammar already wrapped is left as it is.
 */
export function rememberTokenizedLines(highlighter: Highlighter, maxLines?: number): void {
  const limit = limits.get(highlighter) ?? maxLines
  if (limit === undefined) throw new Error('rememberTokenizedLines: the first call for a highlighter names its number of lines')
  limits.set(highlighter, limit)
  for (const name of highlighter.getLoadedLanguages()) {
    const grammar = highlighter.getLanguage(name) as unknown as Grammar
    if (wrapped.has(grammar)) continue
    wrapped.add(grammar)
    wrapGrammar(grammar, limit)
  }
}

/** Whether a token's attributes in a theme follow from its scopes alone (they do for every grammar shiki loads). */
function colouredByScopesAlone(grammar: Grammar): boolean {
  const brackets = grammar.balancedBracketSelectors
  return grammar._tokenTypeMatchers?.length === 0 && (!brackets || brackets.matchesAlways || brackets.matchesNever)
}

function wrapGrammar(grammar: Grammar, maxLines: number): void {
  const tokenizeScoped = grammar.tokenizeLine.bind(grammar)
  const tokenizeThemed = grammar.tokenizeLine2.bind(grammar)
  const byScopes = colouredByScopesAlone(grammar)
  const bracketsAlways = Boolean(grammar.balancedBracketSelectors?.matchesAlways)

  const themes = new WeakMap<object, number>()
  let nextTheme = 0
  const themeNumber = () => {
    const defaults = grammar.themeProvider.getDefaults()
    let n = themes.get(defaults)
    if (n === undefined) {
      n = nextTheme++
      themes.set(defaults, n)
    }
    return n
  }

  // States are numbered by their content, not their identity: each block makes its own state objects, and equal
  // ones (same rules, end patterns and scopes all the way down) must share a number to share lines. The theme
  // attributes in a state are left out: a state made while one theme was set serves the others (the tokenizer never
  // reads them; the colours come from the scopes below). Numbers are never reused, so a state numbered before the
  // lines were let go cannot meet another state's lines.
  let stateNumbers = new WeakMap<TokenizerState, number>()
  let numberOfContent = new Map<string, number>()
  let nextState = 1
  let lines = new Map<string, Line>()
  const withoutAttributes = (key: string, value: unknown) => (key === 'encodedTokenAttributes' ? undefined : value)
  const stateNumber = (state: TokenizerState | null): number => {
    if (!state?.nameScopesList) return 0
    let n = stateNumbers.get(state)
    if (n === undefined) {
      const content = `${stateNumber(state.parent)}|${JSON.stringify(state.toStateStackFrame(), withoutAttributes)}`
      n = numberOfContent.get(content)
      if (n === undefined) {
        n = nextState++
        numberOfContent.set(content, n)
      }
      stateNumbers.set(state, n)
    }
    return n
  }

  // Scope paths (`source.ts meta.block.ts keyword.control.ts`) are numbered; each theme colours a path once.
  let pathNumbers = new Map<string, number>()
  let paths: (readonly string[])[] = []
  let framesByTheme: ScopeFrame[][] = []
  const pathNumber = (scopes: readonly string[]): number => {
    const key = scopes.join(' ')
    let n = pathNumbers.get(key)
    if (n === undefined) {
      n = paths.length
      paths.push(scopes)
      pathNumbers.set(key, n)
    }
    return n
  }
  /** The path's innermost scope with the theme's attributes, pushed as the tokenizer pushes it, from the root on. */
  const frameOf = (theme: number, path: number): ScopeFrame => {
    framesByTheme[theme] ??= []
    const frames = framesByTheme[theme]
    let frame = frames[path]
    if (!frame) {
      const scopes = paths[path]!
      frame = scopes.length > 1 ? frameOf(theme, pathNumber(scopes.slice(0, -1))).pushAttributed(scopes.at(-1)!, grammar) : rootFrame(scopes[0] ?? '')
      frames[path] = frame
    }
    return frame
  }
  /** The grammar's root scope in the theme set now, as the tokenizer makes it on a text's first line. */
  const rootFrame = (scope: string): ScopeFrame => {
    let frame: ScopeFrame | null = tokenizeScoped('', null).ruleStack.contentNameScopesList
    while (frame?.parent) frame = frame.parent
    if (frame?.scopeName !== scope) throw new Error(`a token's scopes start with ${scope}, not the grammar's root scope`)
    return frame
  }

  /** The line's binary tokens in `theme`, as the tokenizer makes them: equal neighbours merged into one token. */
  const themedTokens = (scoped: Uint32Array, theme: number): Uint32Array => {
    const out: number[] = []
    for (let i = 0; i < scoped.length; i += 2) {
      let attributes = frameOf(theme, scoped[i + 1]!).tokenAttributes
      if (bracketsAlways) attributes = EncodedTokenMetadata.set(attributes, 0, 8 /* NotSet */, true, -1 /* NotSet */, 0, 0)
      if (out.length > 0 && out[out.length - 1] === attributes) continue
      out.push(scoped[i]!, attributes)
    }
    return Uint32Array.from(out)
  }

  grammar.tokenizeLine2 = (line, state, timeLimit) => {
    // A grammar whose colours need more than the scopes is tokenized per theme, as before.
    const theme = themeNumber()
    const key = byScopes ? `${stateNumber(state)}:${line}` : `${theme}:${stateNumber(state)}:${line}`
    let known = lines.get(key)
    if (!known) {
      // Let go before the line's scope paths are numbered, so they are numbered in the lists its tokens are read with.
      if (lines.size >= maxLines) forgetLines()
      if (!byScopes) {
        const tokens = tokenizeThemed(line, state, timeLimit)
        if (!tokens.stoppedEarly) lines.set(key, { scoped: new Uint32Array(0), ruleStack: tokens.ruleStack, themed: [tokens] })
        return tokens
      }
      const result = tokenizeScoped(line, state, timeLimit)
      const scoped = new Uint32Array(result.tokens.length * 2)
      result.tokens.forEach((token, i) => {
        scoped[2 * i] = token.startIndex
        scoped[2 * i + 1] = pathNumber(token.scopes)
      })
      known = { scoped, ruleStack: result.ruleStack, themed: [] }
      // A line cut short by the time limit would be remembered in a form that depends on the machine's speed.
      if (result.stoppedEarly) return { tokens: themedTokens(scoped, theme), ruleStack: result.ruleStack, stoppedEarly: true }
      lines.set(key, known)
    }
    const index = byScopes ? theme : 0
    known.themed[index] ??= { tokens: themedTokens(known.scoped, theme), ruleStack: known.ruleStack, stoppedEarly: false }
    return known.themed[index]
  }

  const forgetLines = () => {
    lines = new Map()
    numberOfContent = new Map()
    stateNumbers = new WeakMap()
    pathNumbers = new Map()
    paths = []
    framesByTheme = []
  }
}
