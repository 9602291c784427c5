// Scanners shared by equal pattern lists (build/markdown/shared-scanners.ts): one compiled per list while anyone holds
// it, freed with its last holder, and highlighting exactly as with a scanner per rule.

import { createHighlighter, createOnigurumaEngine, type PatternScanner, type RegexEngine } from 'shiki'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { withSharedScanners } from '../../../../build/markdown/shared-scanners.ts'

/** An engine that records what it compiled and freed; its scanners answer with their own number. */
function recordingEngine() {
  const made: string[][] = []
  const freed: number[] = []
  const engine: RegexEngine = {
    createString: (text) => ({ content: text }) as never,
    createScanner(patterns) {
      const id = made.push(patterns.map(String)) - 1
      return {
        findNextMatchSync: () => ({ index: id, captureIndices: [] }),
        dispose: () => void freed.push(id),
      } satisfies PatternScanner
    },
  }
  return { engine, made, freed }
}

const search = (scanner: PatternScanner) => scanner.findNextMatchSync('text', 0, 0)?.index

test('equal pattern lists share one scanner, freed once its last holder lets go', () => {
  const { engine, made, freed } = recordingEngine()
  const shared = withSharedScanners(engine)
  const a = shared.createScanner(['a+', 'b'])
  const b = shared.createScanner(['a+', 'b'])
  assert.is(made.length, 1)
  assert.is(search(a), 0)
  assert.is(search(b), 0)
  a.dispose?.()
  a.dispose?.()
  assert.equal(freed, [], 'a holder letting go twice counts once')
  assert.is(search(b), 0)
  b.dispose?.()
  assert.equal(freed, [0])
  const c = shared.createScanner(['a+', 'b'])
  assert.is(made.length, 2, 'a freed list is compiled again when asked for')
  assert.is(search(c), 1)
})

test('lists that differ in any pattern, in order, or in a pattern that only joined text would confuse, are apart', () => {
  const { engine, made } = recordingEngine()
  const shared = withSharedScanners(engine)
  const lists: (string | RegExp)[][] = [['a', 'b'], ['b', 'a'], ['a', 'b', 'c'], ['a\u0000b'], ['a', '\u0000b'], ['a\u0000', 'b'], [/a/, 'b'], [/a/i, 'b']]
  const ids = lists.map((list) => search(shared.createScanner(list)))
  assert.is(made.length, lists.length)
  assert.equal(ids, [...lists.keys()])
})

// Languages with back-referenced ends (a heredoc, a fenced block of Markdown) make and free a scanner per match.
const SAMPLES: [string, string][] = [
  ['ts', "import { atom } from 'valdres'\nconst count = atom<number>(0, { label: `count $" + "{1 + 1}` })\nexport type A = { [K in 'a' | 'b']?: A }\n"],
  ['tsx', 'export function C({ n }: { n: number }) {\n  return <ul>{[n, n + 1].map((i) => <li key={i}>{i}</li>)}</ul>\n}\n'],
  ['bash', 'cat <<EOF > a.txt\n$HOME $' + "{USER:-x}\nEOF\ncat <<'END'\nplain\nEND\n"],
  ['markdown', '# Title\n\n````md\n```ts\nconst a = 1\n```\n````\n\n~~~js\nlet b\n~~~\n'],
]

test('highlighting is the same as with a scanner per rule, with fewer scanners compiled', async () => {
  const themes = ['github-light', 'github-dark']
  const langs = SAMPLES.map(([lang]) => lang)
  const own = await createHighlighter({ themes, langs })
  let compiled = 0
  const base = await createOnigurumaEngine(import('shiki/wasm'))
  const counting: RegexEngine = {
    ...base,
    createScanner(patterns) {
      compiled++
      return base.createScanner(patterns)
    },
  }
  let asked = 0
  const shared = withSharedScanners(counting)
  const asking: RegexEngine = {
    ...shared,
    createScanner(patterns) {
      asked++
      return shared.createScanner(patterns)
    },
  }
  const sharing = await createHighlighter({ themes, langs, engine: asking })
  for (const [lang, code] of SAMPLES) {
    for (const text of [code, code.repeat(3)]) {
      // No time limit: on a loaded machine a cut-short tokenization would differ by the clock, not the scanners.
      const options = { lang, themes: { light: 'github-light', dark: 'github-dark' }, tokenizeTimeLimit: 0 }
      assert.equal(sharing.codeToHast(text, options), own.codeToHast(text, options), lang)
    }
  }
  assert.ok(compiled < asked, `${compiled} scanners compiled for ${asked} asked for`)
  own.dispose()
  sharing.dispose()
})

test.run()
