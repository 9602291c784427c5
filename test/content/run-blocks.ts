// Runs a fenced ts/tsx block from a page in this test process and checks its "// →" annotations; used by the
// core-page and guide behaviour tests. Annotated lines become checks:
//   expr            // → value          the expression (or the declared variable) deep-equals `value`
//   expr            // → Promise …      the value is a promise (pending or not)
//   expr            // → throws: text   the statement throws an error whose message starts with `text`
// `console.log(x) // → value` checks x. A block's imports are served from the `modules` map the caller passes, so a
// block can only use what the test provides. Top-level await works: the block runs as one async function.

import ts from 'typescript'
import * as assert from 'uvu/assert'
import type { CodeBlock } from './markdown-fences.ts'

const isPromiseLike = (value: unknown): boolean => typeof (value as { then?: unknown } | null)?.then === 'function'

export class Runtime {
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
  throws(run: () => unknown, expected: string, line: number): void {
    this.checks++
    try {
      run()
    } catch (error) {
      this.thrown(error, expected, line)
      return
    }
    assert.unreachable(`${this.where(line)}: the page says this throws (${expected}) but it did not`)
  }
  /** For a statement with `await`: it counts when its promise rejects. */
  async rejects(run: () => Promise<unknown>, expected: string, line: number): Promise<void> {
    this.checks++
    try {
      await run()
    } catch (error) {
      this.thrown(error, expected, line)
      return
    }
    assert.unreachable(`${this.where(line)}: the page says this throws (${expected}) but it did not`)
  }
  private thrown(error: unknown, expected: string, line: number) {
    const message = String((error as Error)?.message ?? error)
    assert.ok(message.startsWith(expected), `${this.where(line)}: expected an error starting with ${JSON.stringify(expected)}, got ${JSON.stringify(message)}`)
  }
}

/** Rewrites annotated statements into runtime checks. */
export function instrument(code: string, tsx = false): string {
  const source = ts.createSourceFile(tsx ? 'block.tsx' : 'block.ts', code, ts.ScriptTarget.ES2022, true, tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const edits: { start: number; end: number; text: string }[] = []
  const annotationOf = (node: ts.Node) => {
    const lineEnd = code.indexOf('\n', node.end)
    const rest = code.slice(node.end, lineEnd === -1 ? code.length : lineEnd)
    return /^\s*\/\/\s*→\s*(.+?)\s*$/.exec(rest)?.[1]
  }
  const visit = (node: ts.Node) => {
    if (ts.isExpressionStatement(node) || ts.isVariableStatement(node)) {
      const expected = annotationOf(node)
      if (expected !== undefined) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line
        if (ts.isExpressionStatement(node)) {
          let expr: ts.Expression = node.expression
          if (ts.isCallExpression(expr) && expr.expression.getText() === 'console.log' && expr.arguments.length === 1) expr = expr.arguments[0]!
          const text = expr.getText()
          const throws = /^throws:\s*(.*)$/.exec(expected)
          edits.push({
            start: node.getStart(),
            end: node.end,
            text: !throws
              ? `__rt.check((${text}), ${JSON.stringify(expected)}, ${line});`
              : /\bawait\b/.test(text)
                ? `await __rt.rejects(async () => { ${text} }, ${JSON.stringify(throws[1])}, ${line});`
                : `__rt.throws(() => { ${text} }, ${JSON.stringify(throws[1])}, ${line});`,
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
  return out
}

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...args: unknown[]) => Promise<unknown>

/** Runs one block with its imports served from `modules`; resolves to the runtime holding the number of checks. */
export async function runBlock(block: CodeBlock, modules: Record<string, unknown>): Promise<Runtime> {
  const tsx = block.lang === 'tsx'
  const js = ts.transpileModule(instrument(block.code, tsx), {
    fileName: tsx ? 'block.tsx' : 'block.ts',
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true, jsx: ts.JsxEmit.ReactJSX },
  }).outputText
  const rt = new Runtime(block)
  const require = (id: string) => {
    if (id in modules) return modules[id]
    throw new Error(`${block.page}:${block.fenceLine}: the runner provides ${Object.keys(modules).join(', ')}, not '${id}'`)
  }
  const fn = new AsyncFunction('require', '__rt', 'exports', 'module', js)
  await fn(require, rt, {}, { exports: {} })
  return rt
}
