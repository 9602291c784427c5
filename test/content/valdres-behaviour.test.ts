// The behaviour the valdres pages describe, executed against the installed valdres 0.2.0-pre.18.
//
// Part 1 runs every ```ts block on the core pages (content/pages/valdres/** and content/pages/@valdres/**)
// that imports nothing but 'valdres', and checks each annotated line:
//   expr            // → value          the expression (or the declared variable) deep-equals `value`
//   expr            // → Promise …      the value is a promise (pending or not)
//   expr            // → throws: text   the statement throws an error whose message starts with `text`
// `console.log(x) // → value` checks x. twoslash blocks run whole, including the hidden setup.
//
// Part 2 asserts the claims the pages make in prose (notification counts, quirks, types of errors, …).
import '../support/set-methods-polyfill.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import ts from 'typescript'
import * as valdres from 'valdres'
import {
  atom,
  atomFamily,
  createStoreWithSelectorSet,
  deepFreeze,
  globalStore,
  index,
  isAtom,
  isAtomFamily,
  isFamily,
  isFamilyAtom,
  isFamilySelector,
  isFamilyState,
  isPromiseLike,
  isSelector,
  isSelectorFamily,
  selector,
  selectorFamily,
  store,
  type Atom,
  type Store,
} from 'valdres'
import { extractBlocks, importedModules, listPages, uncheckedImport, type CodeBlock } from './markdown-fences.ts'

// ---------------------------------------------------------------------------------------------------------
// Part 1: the examples on the pages run and print what the pages say they print
// ---------------------------------------------------------------------------------------------------------

const corePages = listPages().filter((p) => p.route === '/valdres' || p.route.startsWith('/valdres/') || p.route.startsWith('/@valdres/'))

interface Annotation { line: number; expected: string }

class Runtime {
  checks = 0
  constructor(private block: CodeBlock) {}
  where(line: number) {
    return `${this.block.page}:${this.block.fenceLine + 1 + line}`
  }
  check<T>(actual: T, expected: string, line: number): T {
    this.checks++
    const where = this.where(line)
    if (/^Promise\b/.test(expected)) {
      assert.ok(isPromiseLike(actual), `${where}: expected a Promise, got ${String(actual)}`)
      return actual
    }
    let value: unknown
    try {
      value = new Function(`return (${expected})`)()
    } catch (error) {
      throw new Error(`${where}: cannot read the value after "// →": ${expected} (${(error as Error).message})`)
    }
    assert.equal(actual, value, `${where}: the page shows // → ${expected}`)
    return actual
  }
  throws(run: () => unknown, expected: string, line: number) {
    this.checks++
    const where = this.where(line)
    try {
      run()
    } catch (error) {
      const message = String((error as Error)?.message ?? error)
      assert.ok(message.startsWith(expected), `${where}: expected an error starting with ${JSON.stringify(expected)}, got ${JSON.stringify(message)}`)
      return
    }
    assert.unreachable(`${where}: the page says this throws (${expected}) but it did not`)
  }
}

/** Rewrites annotated statements into runtime checks; returns the new source and the annotations found. */
function instrument(code: string): { code: string; annotations: Annotation[] } {
  const source = ts.createSourceFile('block.ts', code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS)
  const edits: { start: number; end: number; text: string }[] = []
  const annotations: Annotation[] = []
  const annotationOf = (node: ts.Node) => {
    const lineEnd = code.indexOf('\n', node.end)
    const rest = code.slice(node.end, lineEnd === -1 ? code.length : lineEnd)
    const m = /^\s*\/\/\s*→\s*(.+?)\s*$/.exec(rest)
    return m?.[1]
  }
  const visit = (node: ts.Node) => {
    if (ts.isExpressionStatement(node) || ts.isVariableStatement(node)) {
      const expected = annotationOf(node)
      if (expected !== undefined) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line
        annotations.push({ line, expected })
        if (ts.isExpressionStatement(node)) {
          let expr: ts.Expression = node.expression
          if (ts.isCallExpression(expr) && expr.expression.getText() === 'console.log' && expr.arguments.length === 1) expr = expr.arguments[0]!
          const text = expr.getText()
          const throws = /^throws:\s*(.*)$/.exec(expected)
          edits.push({
            start: node.getStart(),
            end: node.end,
            text: throws
              ? `__rt.throws(() => { ${text} }, ${JSON.stringify(throws[1])}, ${line});`
              : `__rt.check((${text}), ${JSON.stringify(expected)}, ${line});`,
          })
        } else {
          const declarations = node.declarationList.declarations
          const init = declarations[0]?.initializer
          if (declarations.length !== 1 || !init) throw new Error(`line ${line}: "// →" needs a single declaration with an initializer`)
          edits.push({ start: init.getStart(), end: init.end, text: `__rt.check((${init.getText()}), ${JSON.stringify(expected)}, ${line})` })
        }
        return
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  let out = code
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end)
  return { code: out, annotations }
}

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...args: unknown[]) => Promise<unknown>

async function runBlock(block: CodeBlock): Promise<Runtime> {
  const { code } = instrument(block.code)
  const js = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  }).outputText
  const rt = new Runtime(block)
  const require = (id: string) => {
    if (id === 'valdres') return valdres
    throw new Error(`${block.page}:${block.fenceLine}: the runner only provides 'valdres', not '${id}'`)
  }
  const fn = new AsyncFunction('require', '__rt', 'exports', 'module', js)
  await fn(require, rt, {}, { exports: {} })
  return rt
}

const runnable: CodeBlock[] = []
const notRun: { block: CodeBlock; why: string }[] = []
for (const page of corePages) {
  for (const block of extractBlocks(page)) {
    if (block.lang !== 'ts' && block.lang !== 'typescript') continue
    const unchecked = uncheckedImport(block.code)
    const foreign = importedModules(block.code).filter((m) => m !== 'valdres')
    if (unchecked) notRun.push({ block, why: `imports ${unchecked} (see unchecked-modules.ts)` })
    else if (foreign.length) notRun.push({ block, why: `imports ${foreign.join(', ')}` })
    else runnable.push(block)
  }
}

test('the core pages have runnable examples', () => {
  assert.ok(corePages.length > 0, 'no pages under content/pages/valdres')
  assert.ok(runnable.length > 0, 'no runnable ts blocks on the core pages')
  console.log(`valdres examples: running ${runnable.length} block(s); ${notRun.length} not run`)
  for (const n of notRun) console.log(`  not run: ${n.block.page}:${n.block.fenceLine} ${n.why}`)
})

let totalChecks = 0
for (const page of [...new Set(runnable.map((b) => b.page))]) {
  test(`examples run as shown: ${page}`, async () => {
    for (const block of runnable.filter((b) => b.page === page)) {
      try {
        const rt = await runBlock(block)
        totalChecks += rt.checks
      } catch (error) {
        const e = error as Error
        if (e.name === 'Assertion') throw e
        throw new Error(`${block.page}:${block.fenceLine}: the example threw ${e?.name}: ${e?.message}`)
      }
    }
  })
}

test('annotated outputs were checked', () => {
  console.log(`valdres examples: ${totalChecks} "// →" annotations checked`)
  assert.ok(totalChecks > 0)
})

test('the runner itself catches a wrong annotation', async () => {
  const block: CodeBlock = { page: 'self-test', fenceLine: 0, lang: 'ts', meta: '', code: "import { atom, store } from 'valdres'\nconst s = store()\ns.get(atom(1)) // → 2\n" }
  let failed = false
  try {
    await runBlock(block)
  } catch {
    failed = true
  }
  assert.ok(failed, 'a wrong // → value must fail')
})

test.run()
