// The behaviour the valdres pages describe, executed against the installed valdres 0.2.0-pre.18.
//
// Part 1 runs every ```ts block on the core pages (content/pages/valdres/** and content/pages/@valdres/**)
// that imports nothing but 'valdres', and checks each "// →" annotation (see ./run-blocks.ts). twoslash blocks
// run whole, including the hidden setup.
//
// Part 2 asserts the claims the pages make in prose (notification counts, quirks, types of errors, …).
import '../support/set-methods-polyfill.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
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
  type Store,
  selector,
  selectorFamily,
  store,
} from 'valdres'
import { type CodeBlock, extractBlocks, importedModules, listPages, uncheckedImport } from './markdown-fences.ts'
import { runBlock as runBlockWith } from './run-blocks.ts'

// ---------------------------------------------------------------------------------------------------------
// Part 1: the examples on the pages run and print what the pages say they print
// ---------------------------------------------------------------------------------------------------------

const corePages = listPages().filter((p) => p.route === '/valdres' || p.route.startsWith('/valdres/') || p.route.startsWith('/@valdres/'))

const runBlock = (block: CodeBlock) => runBlockWith(block, { valdres })

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
  const block: CodeBlock = {
    page: 'self-test',
    fenceLine: 0,
    lang: 'ts',
    meta: '',
    code: "import { atom, store } from 'valdres'\nconst s = store()\ns.get(atom(1)) // → 2\n",
  }
  let failed = false
  try {
    await runBlock(block)
  } catch {
    failed = true
  }
  assert.ok(failed, 'a wrong // → value must fail')
})

// ---------------------------------------------------------------------------------------------------------
// Part 2: claims the pages make in prose
// ---------------------------------------------------------------------------------------------------------

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test('store: random id, methods work detached from the store, set returns the stored value', () => {
  const s = store()
  assert.type(s.data.id, 'string')
  assert.ok(s.data.id.length > 0)
  const { get, set } = s
  const a = atom(1)
  assert.is((set as any)(a, 2), 2)
  assert.is(get(a), 2)
  assert.is(store('x').data.id, 'x')
})

test('store.set: updater functions, function values, updater on a pending atom', () => {
  const s = store()
  const a = atom(1)
  ;(s.set as any)(a, (n: number) => n + 1)
  assert.is(s.get(a), 2)
  const fnAtom = atom(() => (x: number) => x * 2)
  assert.is(s.get(fnAtom)(2), 4)
  const pending = atom<number>()
  assert.throws(() => (s.set as any)(pending, (n: number) => n + 1), /Todo, how should we handle this\?/)
})

test('store.set: a value set while an async default loads is overwritten when it resolves', async () => {
  const s = store()
  const a = atom(() => new Promise<number>((resolve) => setTimeout(() => resolve(1), 5)))
  s.get(a)
  s.set(a, 5)
  assert.is(s.get(a), 5)
  await sleep(20)
  assert.is(s.get(a), 1)
})

test('atom: a rejected async default surfaces as an unhandled rejection', async () => {
  const seen: unknown[] = []
  const onUnhandled = (reason: unknown) => seen.push(reason)
  const listeners = process.listeners('unhandledRejection')
  process.removeAllListeners('unhandledRejection')
  process.on('unhandledRejection', onUnhandled)
  try {
    const s = store()
    const a = atom(async () => {
      throw new Error('nope')
    })
    ;(s.get(a) as unknown as Promise<unknown>).catch(() => {})
    await sleep(20)
  } finally {
    process.off('unhandledRejection', onUnhandled)
    for (const l of listeners) process.on('unhandledRejection', l)
  }
  assert.ok(
    seen.some((r) => (r as Error)?.message === 'nope'),
    'expected an unhandled rejection with the original error',
  )
})

test('store.sub: subscribing initializes, unsubscribing twice is harmless, the third parameter changes nothing', () => {
  const s = store()
  let calls = 0
  const lazy = atom(() => ++calls)
  const un = s.sub(lazy, () => {})
  assert.is(calls, 1)
  un()
  un()
  const obj = atom({ a: 1 })
  let n = 0
  s.sub(obj, () => n++, false)
  s.set(obj, { a: 1 })
  assert.is(n, 0)
  s.set(obj, { a: 2 })
  assert.is(n, 1)
})

test('store.sub: atom subscribers are called after reset and when an async default resolves', async () => {
  const s = store()
  const a = atom(0)
  let n = 0
  s.sub(a, () => n++)
  s.reset(a)
  assert.is(n, 1, 'reset notifies even when the value is unchanged')
  const noDefault = atom<number>()
  s.set(noDefault, 1)
  let m = 0
  s.sub(noDefault, () => m++)
  s.reset(noDefault)
  assert.ok(isPromiseLike(s.get(noDefault)))
  assert.is(m, 0, 'reset to a pending promise does not notify')
  const async = atom(async () => 3)
  let k = 0
  s.sub(async, () => k++)
  await sleep(5)
  assert.is(s.get(async), 3)
  assert.is(k, 1)
})

test('store.sub: subscribing to a selector family throws', () => {
  const s = store()
  const f = selectorFamily((n: number) => () => n)
  assert.throws(() => s.sub(f as any, () => {}), /Subscribe to selectorFammily is currently not supported/)
})

test('onInit runs once per store and ignores its return value; reset runs neither onInit nor onSet', () => {
  const inits: string[] = []
  const sets: unknown[] = []
  let cleanups = 0
  const a = atom(0, {
    onInit: (setSelf, data) => {
      inits.push(data.id)
      setSelf(10)
      return () => cleanups++
    },
    onSet: (v) => sets.push(v),
  })
  const s1 = store('one')
  const s2 = store('two')
  assert.is(s1.get(a), 10)
  s1.get(a)
  s2.sub(a, () => {})
  assert.equal(inits, ['one', 'two'])
  assert.equal(sets, [], 'setSelf does not call onSet')
  s1.reset(a)
  assert.is(s1.get(a), 0)
  assert.equal(inits, ['one', 'two'])
  assert.equal(sets, [])
  assert.is(cleanups, 0)
  s1.txn((t) => t.set(a, 7))
  assert.equal(sets, [7], 'onSet runs when a transaction commits')
})

test('maxAge: the timer stops with the last subscriber, but leaks when the first subscription ends first', async () => {
  // The leaked interval can never be cleared through the API; unref it so this test process can still exit.
  const realSetInterval = globalThis.setInterval
  globalThis.setInterval = ((...args: Parameters<typeof setInterval>) => realSetInterval(...args).unref()) as typeof setInterval
  try {
    await maxAgeScenario()
  } finally {
    globalThis.setInterval = realSetInterval
  }
})

async function maxAgeScenario() {
  let reads = 0
  const a = atom(() => ++reads, { maxAge: 10 })
  const s = store()
  const un = s.sub(a, () => {})
  await sleep(35)
  un()
  const afterStop = reads
  await sleep(35)
  assert.is(reads, afterStop, 'no refresh after the only subscriber left')

  let reads2 = 0
  const b = atom(() => ++reads2, { maxAge: 10 })
  const first = s.sub(b, () => {})
  const second = s.sub(b, () => {})
  first()
  second()
  const before = reads2
  await sleep(35)
  assert.ok(reads2 > before, 'the interval keeps running when the first subscription is not the last to end')
}

test('onMount: called with (store, atom) on the first subscriber; no cleanup return is fine', () => {
  let args: unknown[] = []
  const a = atom(0, {
    onMount: ((...received: unknown[]) => {
      args = received
      return () => {}
    }) as any,
  })
  const s = store()
  s.sub(a, () => {})
  assert.is(args.length, 2)
  assert.is(args[1], a)
  assert.type((args[0] as Store).set, 'function')
  assert.type((args[0] as Store).get, 'function')
  let mounts = 0
  const b = atom(0, {
    onMount: (() => {
      mounts++
    }) as any,
  })
  const un = s.sub(b, () => {})
  un()
  assert.is(mounts, 1)
})

test('selector: without subscribers the cache is dropped on a dependency change and recomputed on the next read', () => {
  const s = store()
  const a = atom(1)
  s.get(a)
  let runs = 0
  const sel = selector((get) => {
    runs++
    return get(a) * 2
  })
  s.get(sel)
  s.get(sel)
  assert.is(runs, 1)
  s.set(a, 2)
  assert.is(runs, 1, 'not recomputed eagerly')
  assert.is(s.get(sel), 4)
  assert.is(runs, 2)
  assert.ok(Object.isFrozen(s.get(selector(() => ({ list: [1] }))).list), 'selector values are frozen')
})

/** The page at `route` must quote `text` verbatim: ties a sentence on the page to the test that proves it. */
function pageSays(route: string, text: string) {
  const page = listPages().find((p) => p.route === route)
  assert.ok(page, `page ${route} not found`)
  assert.ok(page.source.includes(text), `${route} should contain ${JSON.stringify(text)}`)
}

test('selector without subscribers: evaluated twice when its first read initializes atoms, then cached', () => {
  const s = store()
  const a = atom(1)
  let runs = 0
  const sel = selector((get) => {
    runs++
    return { double: get(a) * 2 }
  })
  const first = s.get(sel)
  const second = s.get(sel)
  for (let i = 0; i < 5; i++) s.get(sel)
  assert.is(runs, 2, 'the first read initialized `a`, which counts as a change and drops the fresh value')
  assert.is.not(first, second)
  assert.is(s.get(sel), second, 'later reads serve the cached value')

  // A second selector over atoms this store has already read is evaluated once.
  let runs2 = 0
  const other = selector((get) => {
    runs2++
    return { value: get(a) }
  })
  s.get(other)
  s.get(other)
  s.get(other)
  assert.is(runs2, 1)
  for (const route of ['/valdres-react/api/useValue', '/valdres/api/selector', '/valdres-react/performance']) {
    pageSays(route, 'then serves the cached value')
  }
})

test('async selector: the settled promise is kept only while something subscribes', async () => {
  for (const subscribed of [false, true]) {
    const s = store()
    const a = atom(1)
    const sel = selector(async (get) => get(a) * 10)
    if (subscribed) s.sub(sel, () => {})
    assert.is(await s.get(sel), 10)
    await sleep(1)
    assert.is(s.get(sel), 10, 'the first result is cached as a plain value')
    s.set(a, 2)
    assert.ok(isPromiseLike(s.get(sel)))
    await sleep(5)
    if (subscribed) assert.ok(isPromiseLike(s.get(sel)), 'with a subscriber the settled promise stays')
    else assert.is(s.get(sel), 20, 'without one the next read evaluates again and caches the value')
  }
  pageSays('/valdres/api/selector', 'only while the selector has a subscriber')
})

test('selector: an async selector keeps returning a settled promise after a dependency change', async () => {
  const s = store()
  const a = atom(1)
  const sel = selector(async (get) => get(a) * 10)
  s.sub(sel, () => {})
  assert.is(await s.get(sel), 10)
  await sleep(1)
  assert.is(s.get(sel), 10)
  s.set(a, 2)
  await sleep(5)
  assert.ok(isPromiseLike(s.get(sel)), 'still a promise after it settled')
  assert.is(await s.get(sel), 20)
})

test('selector: subscribers are not called when a pending dependency settles', async () => {
  const s = store()
  const a = atom<number>()
  const sel = selector((get) => get(a) + 1)
  let n = 0
  s.sub(sel, () => n++)
  s.set(a, 1)
  await sleep(5)
  assert.is(s.get(sel), 2)
  assert.is(n, 0)
})

test('selector: errors without a name, and circular selectors', () => {
  const s = store()
  const bad = selector(() => {
    throw new Error('x')
  })
  assert.throws(
    () => s.get(bad),
    (e: Error) => e.message.startsWith("Selector eval crashed in 'Anonymous Selector'"),
  )
  const a: any = selector((get): number => (get(b) as number) + 1, { name: 'a' })
  const b: any = selector((get): number => (get(a) as number) + 1, { name: 'b' })
  assert.throws(
    () => s.get(a),
    (e: Error) => e.message.startsWith("Selector eval crashed in 'a'") && e.cause instanceof RangeError,
  )
})

test('atomFamily: default functions get the arguments, get(family) in a selector recomputes on new members', () => {
  const s = store()
  const seenArgs: unknown[] = []
  const f = atomFamily((x: number, y: string) => {
    seenArgs.push([x, y])
    return `${x}${y}`
  })
  assert.is(s.get(f(1, 'a')), '1a')
  assert.equal(seenArgs, [[1, 'a']])
  const count = selector((get) => get(f).length)
  s.sub(count, () => {})
  assert.is(s.get(count), 1)
  s.set(f(2, 'b'), 'x')
  assert.is(s.get(count), 2)
  const g = atomFamily((...args: unknown[]) => args.length)
  assert.is(g(1) === g('1'), false)
  assert.is(g('a', 1) === g(['a', 1]), true)
})

test('atomFamily: setting a never-read member to its default does not list it; reading does', () => {
  const s = store()
  const f = atomFamily((_id: number) => ({ done: false }))
  s.set(f(1), { done: false })
  assert.is(s.get(f).length, 0)
  s.get(f(2))
  assert.is(s.get(f).length, 1)
})

test('store.del: member subscribers are called; plain atoms fall back to their default', () => {
  const s = store()
  const f = atomFamily((_id: string) => 0)
  s.set(f('a'), 1)
  let n = 0
  s.sub(f('a'), () => n++)
  s.del(f('a'))
  assert.is(n, 1)
  const plain = atom(1)
  s.set(plain, 2)
  ;(s.del as any)(plain)
  assert.is(s.get(plain), 1)
})

test('selectorFamily: object keys are stable strings, members have family and familyArgs', () => {
  const s = store()
  const sf = selectorFamily((q: { a: number; b: number }) => () => q.a + q.b)
  s.get(sf({ b: 2, a: 1 }))
  assert.equal(s.get(sf as any), ['{"a":1,"b":2}'])
  assert.is(sf({ a: 1, b: 2 }).family, sf)
  assert.equal(sf({ a: 1, b: 2 }).familyArgs, [{ a: 1, b: 2 }])
  assert.is((sf as any).release, undefined)
})

test('index: only members with a value take part; same term gives the same selector', () => {
  const s = store()
  const f = atomFamily((id: string) => id.length)
  const byLength = index(f, (value, min: number) => value >= min)
  assert.is(byLength(2), byLength(2))
  f('abc')
  assert.equal(s.get(byLength(2)), [])
  s.get(f('abc'))
  assert.equal(s.get(byLength(2)), [f('abc')] as any)
})

test('txn: one notification for several atoms, deletions, commit(), nested txn, scope errors, return value', () => {
  const s = store()
  const a = atom(1)
  const b = atom(2)
  let n = 0
  s.sub(a, () => n++)
  s.sub(b, () => n++)
  let sharedCallback = 0
  const cb = () => sharedCallback++
  s.sub(a, cb)
  s.sub(b, cb)
  s.txn((t) => {
    t.set(a, 10)
    t.set(b, 20)
  })
  assert.is(n, 2)
  assert.is(sharedCallback, 2, 'each subscription runs once per transaction')

  const f = atomFamily((id: number) => id)
  s.get(f(1))
  s.get(f(2))
  s.txn((t) => t.del(f(1)))
  assert.equal(
    s.get(f).map((m) => m.familyArgs[0]),
    [2],
  )

  let seenDuring = 0
  s.txn((t) => {
    t.set(a, 100)
    t.commit()
    seenDuring = s.get(a)
    t.set(a, 101)
  })
  assert.is(seenDuring, 100)
  assert.is(s.get(a), 101)

  s.txn((t) => {
    t.set(a, 5)
    s.txn((inner) => inner.set(a, 6))
    assert.is(s.get(a), 6, 'the inner transaction committed on its own')
  })
  assert.is(s.get(a), 5)

  assert.throws(() => s.txn((t) => t.scope('missing', () => 1)), /Scope 'missing' not found\. Registered scopes:/)
  assert.is(s.txn(() => 'result') as unknown, 'result')

  const m = atom({ x: 1 }, { mutable: true })
  s.txn((t) => t.set(m, { x: 2 }))
  assert.ok(Object.isFrozen(s.get(m)), 'values written in a transaction are frozen even for mutable atoms')
})

test('scope: subscriptions follow the parent, families merge, reset shadows, nesting, txn.scope', () => {
  const parent = store()
  const a = atom('p')
  const child = parent.scope('c')
  assert.is(child.data.id, 'c')
  let n = 0
  child.sub(a, () => n++)
  parent.set(a, 'q')
  assert.is(n, 1)
  assert.is(child.get(a), 'q')

  const f = atomFamily((id: string) => id)
  parent.get(f('x'))
  child.get(f('y'))
  child.set(f('y'), 'Y')
  assert.equal(
    child
      .get(f)
      .map((m) => m.familyArgs[0])
      .sort(),
    ['x', 'y'],
  )

  child.set(a, 'own')
  child.reset(a)
  parent.set(a, 'later')
  assert.is(child.get(a), 'p', 'after reset the scope keeps the default instead of reading through')

  const grandchild = child.scope('g')
  assert.is(grandchild.get(a), 'p')

  parent.txn((t) => t.scope('c', (st: any) => st.set(a, 'from txn')))
  assert.is(child.get(a), 'from txn')
  assert.is(parent.get(a), 'later')
})

test('global atoms: onInit once overall, its cleanup runs on resetSelf, new stores take the shared value', () => {
  let inits = 0
  let cleanups = 0
  const g = atom(1, {
    global: true,
    onInit: () => {
      inits++
      return () => cleanups++
    },
  })
  store().get(g)
  store().get(g)
  assert.is(inits, 1)
  g.setSelf(5)
  assert.is(store().get(g), 5)
  assert.ok(g.stores.size >= 3)
  g.resetSelf()
  assert.ok(cleanups >= 1)
  assert.is(globalStore.get(g), 1)
  assert.is(globalStore.data.id, 'valdres-global-store')
  assert.ok(globalStore.atomFamilies instanceof Map && globalStore.atoms instanceof Map)
})

test('createStoreWithSelectorSet: errors for non-state and for selectors without set', () => {
  const s = createStoreWithSelectorSet()
  assert.throws(() => (s.set as any)({}, 1), /^Invalid state object$/)
  assert.throws(
    () =>
      (s.set as any)(
        selector(() => 1),
        1,
      ),
    (e: Error) => e instanceof TypeError && /selector\.set is not a function/.test(e.message),
  )
  const a = atom(1)
  s.set(a, 2)
  assert.is(s.get(a), 2)
})

test('type guards: truthiness of the return values and null handling', () => {
  assert.throws(() => isAtom(null), TypeError)
  assert.is(isFamilyAtom(null), null)
  assert.is(isSelector(null), null)
  assert.is(isFamily(undefined), undefined)
  assert.is(isSelectorFamily(0), 0)
  assert.is(isFamilySelector(null), null)
  assert.is(isFamilyState(''), '')
  assert.is(isAtomFamily(undefined), undefined)
  assert.is(isAtom(atom()), true, 'an atom without a default still has an own defaultValue')
  assert.is(isAtom({ defaultValue: undefined }), true)
})

test('deepFreeze: primitives and null pass through; sloppy-mode writes are ignored', () => {
  assert.is(deepFreeze(5), 5)
  assert.is(deepFreeze(null), null)
  assert.is(deepFreeze(undefined), undefined)
  const frozen = deepFreeze({ a: 1 })
  new Function('o', 'o.a = 2')(frozen)
  assert.is(frozen.a, 1)
})

test('loading a second copy of valdres throws', async () => {
  const url = new URL('../../node_modules/valdres/dist/index.js?second-copy', import.meta.url).href
  try {
    await import(url)
    assert.unreachable('a second copy loaded without error')
  } catch (error) {
    assert.match((error as Error).message, /An instance of valdres is already loaded/)
  }
})

test('valdres and valdres-react export no createStore or getDefaultStore', async () => {
  const react = await import('valdres-react')
  for (const mod of [valdres, react] as Record<string, unknown>[]) {
    assert.is(mod.createStore, undefined)
    assert.is(mod.getDefaultStore, undefined)
  }
})

test.run()
