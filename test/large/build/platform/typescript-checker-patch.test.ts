// The changes to TypeScript's type checker (build/typescript-checker-patch.ts): they apply to the installed
// typescript.js, and hovers and errors are the same as the unchanged compiler's, on blocks of this site's pages, on
// blocks whose types are named through the global scope (the DOM's types, React's UMD global, `globalThis`) and on
// blocks whose types a package re-exports from many modules (zod); each index gives what TypeScript's walk gives.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { createTwoslasher, type TwoslashInstance } from 'twoslash/core'
import type ts from 'typescript'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { twoslashCompilerOptions } from '../../../../build/markdown/twoslash/twoslasher.ts'
import { typescript, typescriptPatched } from '../../../../build/platform/typescript.ts'
import { EXPORTS_HELPERS, HELPERS, patchChecker } from '../../../../build/platform/typescript-checker-patch.ts'

const REPO = fileURLToPath(new URL('../../../..', import.meta.url)).replace(/\/$/, '')
const stock = createRequire(import.meta.url)('typescript') as typeof ts

/** The twoslash fences of a page of this site: code and language. */
function fencesOf(page: string): { code: string; lang: string }[] {
  const text = readFileSync(`${REPO}/content/pages/${page}`, 'utf8')
  return [...text.matchAll(/^```(\w+) [^\n]*twoslash[^\n]*\n([\s\S]*?)^```/gm)].map(([, lang, code]) => ({ lang: lang!, code: code! }))
}

/** Blocks whose hovers name types through the global scope and its aliases. */
const GLOBAL_BLOCKS = [
  {
    lang: 'ts',
    // Aliases in the global scope (a script's `import … =`): a hover names a type by its alias when one reaches it.
    code: [
      '// @filename: globals.d.ts',
      'declare namespace Shapes { interface Circle { radius: number } namespace Deep { interface Square { side: number } } }',
      'import Circle = Shapes.Circle',
      'import Square = Shapes.Deep.Square',
      '// @filename: index.ts',
      'declare const circle: Shapes.Circle',
      'declare const square: Shapes.Deep.Square',
      'const both = [circle, square]',
      '',
    ].join('\n'),
  },
  {
    lang: 'ts',
    code: [
      "const button = document.createElement('button')",
      "const list = document.querySelectorAll('li')",
      'const ok: boolean = globalThis.isFinite(1)',
      'type Node = React.ReactNode',
      'const nodes: Node[] = []',
      'let element: HTMLElement | null = null',
      'const map = new Map<string, Event>()',
      'const listener = (event: KeyboardEvent) => event.key',
      "window.addEventListener('keydown', listener)",
      'const timer = setTimeout(() => {}, 1)',
      'const sized = [button, element].filter(Boolean)',
      '',
    ].join('\n'),
  },
  {
    lang: 'tsx',
    code: [
      "import { useState } from 'react'",
      'export function Counter(props: { label: string }) {',
      '  const [count, setCount] = useState(0)',
      '  return <button onClick={() => setCount((c) => c + 1)}>{props.label}: {count}</button>',
      '}',
      'const element = <Counter label="n" />',
      '',
    ].join('\n'),
  },
]

/** Blocks whose types come from a package of many modules re-exported under one namespace (zod 4). */
const PACKAGE_BLOCKS = [
  {
    lang: 'ts',
    code: [
      '// @errors: 2322',
      "import { z } from 'zod'",
      'const User = z.object({ name: z.string().min(1), age: z.number().int(), tags: z.array(z.string()).optional() })',
      'type User = z.infer<typeof User>',
      "const parsed = User.safeParse(JSON.parse('{}'))",
      'if (parsed.success) parsed.data',
      "const Result = z.discriminatedUnion('kind', [z.object({ kind: z.literal('ok') }), z.object({ kind: z.literal('no'), code: z.number() })])",
      "const issues = Result.safeParse({ kind: 'no', code: 1 }).error?.issues",
      'const wrong: User = { name: 1 }',
      '',
    ].join('\n'),
  },
  {
    lang: 'ts',
    code: [
      "import * as z from 'zod/mini'",
      "import { ZodError, type ZodType } from 'zod'",
      'const schema = z.object({ id: z.string(), when: z.optional(z.date()) })',
      'type Schema = z.infer<typeof schema>',
      'const check = (s: ZodType, value: unknown) => s.safeParse(value)',
      'const error = new ZodError([])',
      '',
    ].join('\n'),
  },
]

function run(twoslasher: TwoslashInstance, block: { code: string; lang: string }) {
  const result = twoslasher(block.code, block.lang)
  return {
    hovers: result.hovers.map((h) => `${h.start}:${h.target}:${h.text}:${h.docs ?? ''}`),
    errors: result.errors.map((e) => `${e.start}:${e.code}:${e.text}`),
  }
}

test('the change applies to the installed typescript.js, and the build loads the changed compiler', () => {
  const source = readFileSync(createRequire(import.meta.url).resolve('typescript'), 'utf8')
  assert.type(patchChecker(source), 'string', 'the parts the change replaces are each found once')
  assert.ok(typescriptPatched)
  assert.is(typescript.version, stock.version)
  assert.is(patchChecker('a typescript.js of another version'), undefined)
})

test('hovers and errors are those of the unchanged compiler', () => {
  const options = { vfsRoot: REPO, compilerOptions: twoslashCompilerOptions(typescript), fsCache: false }
  const changed = createTwoslasher({ ...options, tsModule: typescript })
  const unchanged = createTwoslasher({ ...options, tsModule: stock })
  const blocks = [
    ...GLOBAL_BLOCKS,
    ...PACKAGE_BLOCKS,
    ...['guides/typescript.md', 'valdres-react/api/useAtom.mdx', 'valdres-react/api/Provider.mdx', 'valdres/api/selector.mdx'].flatMap(fencesOf),
  ]
  assert.ok(blocks.length > 20, 'the pages have their blocks')
  let hovers = 0
  for (const block of blocks) {
    const expected = run(unchanged, block)
    assert.equal(run(changed, block), expected, block.code)
    hovers += expected.hovers.length
  }
  assert.ok(hovers > 200, `${hovers} hovers compared`)
  // The global scope's types are named in the hovers compared: DOM types and React's, through its UMD global.
  const aliases = run(changed, GLOBAL_BLOCKS[0]!).hovers.join('\n')
  for (const hover of ['const circle: Circle', 'const both: (Circle | Square)[]']) assert.ok(aliases.includes(hover), hover)
  const globals = run(changed, GLOBAL_BLOCKS[1]!).hovers.join('\n')
  for (const name of ['HTMLButtonElement', 'NodeListOf<HTMLLIElement>', 'React.ReactNode', 'KeyboardEvent']) assert.ok(globals.includes(name), name)
  // The package's types are named through its namespace, and the block's error is there.
  const zod = run(changed, PACKAGE_BLOCKS[0]!)
  for (const name of ['z.ZodObject<', 'z.ZodString', 'z.core.$ZodIssue']) assert.ok(zod.hovers.join('\n').includes(name), name)
  assert.equal(zod.errors.length, 1, 'the wrong assignment is reported')
})

/** The change's lookup, with a scope of its own standing for the checker's globals. */
function lookupOver(globals: Map<string, FakeSymbol>) {
  const forEachEntry = (map: Map<string, FakeSymbol>, callback: (s: FakeSymbol, key: string) => unknown) => {
    for (const [key, value] of map) {
      const result = callback(value, key)
      if (result) return result
    }
    return undefined
  }
  const make = new Function('globals', 'globalThisSymbol', 'forEachEntry', `${HELPERS}\nreturn forEachEntryThatMayName`)
  return {
    changed: make(globals, { links: {} }, forEachEntry) as (map: Map<string, FakeSymbol>, name: string, cb: (s: FakeSymbol) => unknown) => unknown,
    forEachEntry,
  }
}

interface FakeSymbol {
  escapedName: string
  flags: number
  exportSymbol?: object
  answers: boolean
}

test("the lookup visits, in the scope's order, every symbol that could answer: aliases and those of the name asked for", () => {
  const ALIAS = 2097152
  // The checker's own question, as in trySymbolTable: an alias, or a symbol of the name with an export symbol.
  const ask = (name: string) => (s: FakeSymbol) => ((s.flags & ALIAS && s.answers) || (s.escapedName === name && s.exportSymbol && s.answers)) && s
  let seed = 7
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed / 2 ** 31
  }
  for (let round = 0; round < 300; round++) {
    const globals = new Map<string, FakeSymbol>()
    const names = ['a', 'b', 'c', 'd', 'e']
    for (let i = 0; i < 40; i++) {
      const name = names[Math.floor(random() * names.length)]!
      const symbol = { escapedName: name, flags: random() < 0.2 ? ALIAS : 1, exportSymbol: random() < 0.3 ? {} : undefined, answers: random() < 0.3 }
      // Keys are not always the symbol's name (a table of exports under other names).
      globals.set(random() < 0.8 ? `${name}${i}` : `other${i}`, symbol)
    }
    const { changed, forEachEntry } = lookupOver(globals)
    for (const name of names) assert.is(changed(globals, name, ask(name)), forEachEntry(globals, ask(name)), `round ${round}, ${name}`)
  }
})

test("a module's export that refers to a symbol is the first one the table's walk finds, before and after the table grows", () => {
  interface Fake {
    name: string
    target: Fake | undefined
  }
  // What the checker does: a symbol resolves to its alias target (or itself), merged symbols are themselves here.
  const resolveSymbol = (s: Fake) => s.target ?? s
  const getMergedSymbol = (s: Fake) => s
  const getSymbolIfSameReference = (a: Fake, b: Fake) => (resolveSymbol(a) === resolveSymbol(b) ? a : undefined)
  const forEachEntry = (map: Map<string, Fake>, callback: (s: Fake) => unknown) => {
    for (const value of map.values()) {
      const result = callback(value)
      if (result) return result
    }
    return undefined
  }
  const walk = (table: Map<string, Fake>, symbol: Fake) => forEachEntry(table, (s) => getSymbolIfSameReference(s, symbol))
  let seed = 11
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed / 2 ** 31
  }
  for (let round = 0; round < 200; round++) {
    const lookup = new Function('forEachEntry', 'getSymbolIfSameReference', 'getMergedSymbol', 'resolveSymbol', `${EXPORTS_HELPERS}\nreturn exportReferringTo`)(
      forEachEntry,
      getSymbolIfSameReference,
      getMergedSymbol,
      resolveSymbol,
    ) as (table: Map<string, Fake>, symbol: Fake) => Fake | undefined
    const declared: Fake[] = Array.from({ length: 8 }, (_, i) => ({ name: `d${i}`, target: undefined }))
    const aliasOf = (i: number): Fake => ({ name: `a${i}`, target: declared[Math.floor(random() * declared.length)] })
    const table = new Map<string, Fake>()
    const fill = (count: number) => {
      for (let i = 0; i < count; i++) table.set(`k${table.size}`, random() < 0.6 ? aliasOf(i) : declared[Math.floor(random() * declared.length)]!)
    }
    fill(12)
    const asked = [...declared, ...Array.from({ length: 4 }, (_, i) => aliasOf(100 + i))]
    for (const symbol of asked) assert.is(lookup(table, symbol), walk(table, symbol), `round ${round}, ${symbol.name}`)
    fill(5)
    for (const symbol of asked) assert.is(lookup(table, symbol), walk(table, symbol), `round ${round}, ${symbol.name}, grown`)
  }
})

test.run()
