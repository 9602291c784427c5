// Keeps NEEDS_ONIGURUMA (build/markdown/regex-engine.ts) true for the installed shiki: every pattern of every bundled
// grammar goes through the JavaScript engine's translation, and the grammars with one that does not translate are
// exactly those the list names. A shiki upgrade that changes them fails here, not in a user's build.
import { bundledLanguages } from 'shiki'
import { defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { NEEDS_ONIGURUMA } from '../../../../build/markdown/regex-engine.ts'

/** Every pattern a grammar searches with (`match`, `begin`, `end`, `while`, in its rules and repository). */
function patternsOf(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) patternsOf(item, into)
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string' && ['match', 'begin', 'end', 'while'].includes(key)) into.add(value)
      else if (typeof value === 'object') patternsOf(value, into)
    }
  return into
}

test('the grammars that need Oniguruma are exactly NEEDS_ONIGURUMA', async () => {
  // Several names load one module: each grammar is read once, and a pattern shared by grammars is translated once.
  const grammars = new Map<string, unknown>()
  for (const load of new Set(Object.values(bundledLanguages))) for (const grammar of (await load()).default) grammars.set(grammar.name, grammar)
  const verdicts = new Map<string, boolean>()
  const translates = (pattern: string) => {
    let ok = verdicts.get(pattern)
    if (ok === undefined) {
      try {
        defaultJavaScriptRegexConstructor(pattern, { target: 'auto' })
        ok = true
      } catch {
        ok = false
      }
      verdicts.set(pattern, ok)
    }
    return ok
  }
  const needing = [...grammars].filter(([, grammar]) => [...patternsOf(grammar, new Set())].some((pattern) => !translates(pattern))).map(([name]) => name)
  assert.ok(grammars.size > 200, `read ${grammars.size} grammars`)
  assert.equal(needing.sort(), [...NEEDS_ONIGURUMA].sort())
})

test.run()
