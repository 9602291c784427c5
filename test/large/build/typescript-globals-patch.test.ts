// The change to TypeScript's type checker (build/typescript-globals-patch.ts): it applies to the installed
// typescript.js, and hovers and errors are the same as the unchanged compiler's, on blocks of this site's pages and on
// blocks whose types are named through the global scope (the DOM's types, React's UMD global, `globalThis`).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { createTwoslasher, type TwoslashInstance } from 'twoslash/core'
import type ts from 'typescript'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { typescript, typescriptPatched } from '../../../build/typescript.ts'
import { HELPERS, patchGlobalsLookup } from '../../../build/typescript-globals-patch.ts'
import { twoslashCompilerOptions } from '../../../build/markdown/twoslash.ts'

const REPO = fileURLToPath(new URL('../../..', import.meta.url)).replace(/\/$/, '')
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

function run(twoslasher: TwoslashInstance, block: { code: string; lang: string }) {
  const result = twoslasher(block.code, block.lang)
  return {
    hovers: result.hovers.map((h) => `${h.start}:${h.target}:${h.text}:${h.docs ?? ''}`),
    errors: result.errors.map((e) => `${e.start}:${e.code}:${e.text}`),
  }
}

test('the change applies to the installed typescript.js, and the build loads the changed compiler', () => {
  const source = readFileSync(createRequire(import.meta.url).resolve('typescript'), 'utf8')
  assert.type(patchGlobalsLookup(source), 'string', 'the parts the change replaces are each found once')
  assert.ok(typescriptPatched)
  assert.is(typescript.version, stock.version)
  assert.is(patchGlobalsLookup('a typescript.js of another version'), undefined)
})

test('hovers and errors are those of the unchanged compiler', () => {
  const options = { vfsRoot: REPO, compilerOptions: twoslashCompilerOptions, fsCache: false }
  const changed = createTwoslasher({ ...options, tsModule: typescript })
  const unchanged = createTwoslasher({ ...options, tsModule: stock })
  const blocks = [
    ...GLOBAL_BLOCKS,
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

test.run()
