// Runs what the valdres-react pages claim against the real packages (valdres/valdres-react 0.2.0-pre.18,
// React 19, recoil 0.7.7): server rendering with renderToString, and jsdom + react-dom/client + act() for
// effects and updates. Where a page quotes an exact message or output, the test reads the page and checks
// that the quoted text is what the library really produces, so the page and the library cannot drift apart.
import '../support/set-methods-polyfill.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import './react-dom-env.ts'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'
import { tempDir } from '../support/temp-dir.ts'
import { extractBlocks, isTypeScript, listPages } from './markdown-fences.ts'
import { runBlock } from './run-blocks.ts'

const React = await import('react')
const { act, Suspense, useState } = React
const { createRoot } = await import('react-dom/client')
const { renderToString } = await import('react-dom/server')
const { atom, atomFamily, selector, store } = await import('valdres')
const V = await import('valdres-react')
const { Provider, Scope, useAtom, useResetAtom, useSetAtom, useStore, useStoreId, useTransaction, useValdresCallback, useValue } = V

// ---------------------------------------------------------------- helpers

const pages = listPages()
function page(route: string) {
  const found = pages.find((p) => p.route === route)
  if (!found) throw new Error(`page ${route} not found`)
  return found
}
/** The page text must quote `text` verbatim. */
function pageSays(route: string, text: string) {
  assert.ok(page(route).source.includes(text), `${route} should contain ${JSON.stringify(text)}`)
}

function errorOf(fn: () => unknown): string {
  try {
    fn()
  } catch (e) {
    return (e as Error).message
  }
  return '(no error)'
}

/** Mount into a fresh container with react-dom/client; every step runs inside act(). */
async function mount(element: React.ReactNode) {
  const container = document.createElement('div')
  document.body.appendChild(container)
  const root = createRoot(container)
  await act(async () => root.render(element))
  return {
    container,
    html: () => container.innerHTML,
    text: () => container.textContent ?? '',
    rerender: (next: React.ReactNode) => act(async () => root.render(next)),
    unmount: async () => {
      await act(async () => root.unmount())
      container.remove()
    },
  }
}

/** Silence React's console.error noise for renders that are expected to throw. */
async function quietly<T>(fn: () => Promise<T> | T): Promise<T> {
  const original = console.error
  console.error = () => {}
  try {
    return await fn()
  } finally {
    console.error = original
  }
}

// ---------------------------------------------------------------- exports

test('every valdres-react export has an API page, and atom/atomFamily/selector/store are not exported', () => {
  const exported = Object.keys(V).sort()
  assert.equal(exported, [
    'Provider',
    'Scope',
    'StoreContext',
    'useAtom',
    'useResetAtom',
    'useSetAtom',
    'useStore',
    'useStoreId',
    'useTransaction',
    'useValdresCallback',
    'useValdresValueWithDefault',
    'useValue',
  ])
  for (const name of exported) page(`/valdres-react/api/${name}`)
  for (const name of ['atom', 'atomFamily', 'selector', 'store', 'createStore', 'getDefaultStore']) {
    assert.not.ok(name in V, `valdres-react should not export ${name}`)
  }
  pageSays('/valdres-react/api/atomFamily', "from 'valdres'")
})

test('Provider and Scope: the signature on the page returns what the package types declare', () => {
  for (const name of ['Provider', 'Scope']) {
    const types = readFileSync(join('node_modules', 'valdres-react', 'dist', 'types', `${name}.d.ts`), 'utf8')
    const declared = /\) => import\("react\/jsx-runtime"\)\.(JSX\.Element);/.exec(types)?.[1]
    assert.is(declared, 'JSX.Element', `${name}.d.ts`)
    pageSays(`/valdres-react/api/${name}`, `}): ${declared}`)
    assert.not.ok(/\}\): ReactNode/.test(page(`/valdres-react/api/${name}`).source), `${name} page still says ReactNode`)
  }
})

// ---------------------------------------------------------------- the introduction's counter

test('introduction: the complete counter renders and counts', async () => {
  const blocks = extractBlocks(page('/valdres-react/introduction')).filter(
    (b) => b.meta.includes('title="counter.tsx"') && !b.meta.includes('twoslash') && b.code.includes('createRoot('),
  )
  assert.is(blocks.length, 1, 'exactly one complete counter.tsx block')
  const js = ts
    .transpileModule(blocks[0]!.code, {
      compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    })
    .outputText.replace(/from (['"])([^'".][^'"]*)\1/g, (_, _q: string, spec: string) => `from '${import.meta.resolve(spec)}'`)
  const dir = tempDir('valdres-intro-')
  const file = join(dir, 'counter.mjs')
  writeFileSync(file, js)
  const rootEl = document.createElement('div')
  rootEl.id = 'root'
  document.body.appendChild(rootEl)
  try {
    await act(async () => {
      await import(pathToFileURL(file).href)
    })
    const button = rootEl.querySelector('button')!
    assert.is(button.textContent, 'Count: 0, doubled: 0')
    pageSays('/valdres-react/introduction', '`Count: 0, doubled: 0`')
    await act(async () => button.dispatchEvent(new MouseEvent('click', { bubbles: true })))
    assert.is(button.textContent, 'Count: 1, doubled: 2')
    pageSays('/valdres-react/introduction', '`Count: 1, doubled: 2`')
  } finally {
    rootEl.remove()
    rmSync(dir, { recursive: true, force: true })
  }
})

// ---------------------------------------------------------------- no Provider

test('without a Provider every hook throws; with an explicit store they work', () => {
  const countAtom = atom(0)
  const hooks: [string, () => unknown][] = [
    ['useValue', () => useValue(countAtom)],
    ['useAtom', () => useAtom(countAtom)],
    ['useSetAtom', () => useSetAtom(countAtom)],
    ['useResetAtom', () => useResetAtom(countAtom)],
    ['useStore', () => useStore()],
    ['useTransaction', () => useTransaction()],
    ['useValdresCallback', () => useValdresCallback(() => () => {}, [])],
    ['useValdresValueWithDefault', () => V.useValdresValueWithDefault(countAtom, 1)],
  ]
  for (const [name, hook] of hooks) {
    const Probe = () => {
      hook()
      return null
    }
    assert.is(
      errorOf(() => renderToString(<Probe />)),
      'No <Provider> found',
      name,
    )
  }
  pageSays('/valdres-react/api/Provider', 'No <Provider> found')

  const Id = () => <b>{useStoreId()}</b>
  const idMessage = errorOf(() => renderToString(<Id />))
  assert.is(idMessage, 'No valdres store found. Make sure you wrap your code in a <Provider>')
  pageSays('/valdres-react/api/useStoreId', idMessage)

  const scopeMessage = errorOf(() => renderToString(<Scope scopeId="x">x</Scope>))
  assert.is(scopeMessage, 'No <Provider> in tree. <Scope> has to be nested under a <Provider> to work')
  pageSays('/valdres-react/api/Scope', scopeMessage)

  const s = store('explicit')
  s.set(countAtom, 5)
  const Explicit = () => <i>{useValue(countAtom, s)}</i>
  assert.is(renderToString(<Explicit />), '<i>5</i>')
})

// ---------------------------------------------------------------- Provider

test('Provider without store creates a new store per Provider; with store it uses that store', async () => {
  const countAtom = atom(0)
  let setFirst!: (v: number) => void
  const First = () => {
    const [c, set] = useAtom(countAtom)
    setFirst = set
    return <b>{c}</b>
  }
  const Second = () => <i>{useValue(countAtom)}</i>
  const view = await mount(
    <>
      <Provider>
        <First />
      </Provider>
      <Provider>
        <Second />
      </Provider>
    </>,
  )
  await act(async () => setFirst(7))
  assert.is(view.html(), '<b>7</b><i>0</i>')
  await view.unmount()

  // A store passed in: renders what was set before, then an outside set re-renders.
  const appStore = store('app')
  appStore.set(countAtom, 10)
  const Count = () => <p>{useValue(countAtom)}</p>
  const shared = await mount(
    <Provider store={appStore}>
      <Count />
    </Provider>,
  )
  assert.is(shared.html(), '<p>10</p>')
  await act(async () => appStore.set(countAtom, 11))
  assert.is(shared.html(), '<p>11</p>')
  await shared.unmount()
})

test('Provider initialize: pairs and transaction forms', () => {
  const countAtom = atom(0)
  const nameAtom = atom('anonymous')
  const Summary = () => (
    <p>
      {useValue(nameAtom)}: {useValue(countAtom)}
    </p>
  )
  const html = renderToString(
    <Provider
      initialize={() => [
        [countAtom, 3],
        [nameAtom, 'Ada'],
      ]}
    >
      <Summary />
    </Provider>,
  )
  assert.is(html.replace(/<!-- -->/g, ''), '<p>Ada: 3</p>')
  pageSays('/valdres-react/api/Provider', "useValue(countAtom) → 3, useValue(nameAtom) → 'Ada'")

  const todoAtom = atomFamily((id: number) => ({ id, done: false }))
  const Txn = () => (
    <p>
      {useValue(countAtom)} {String(useValue(todoAtom(1)).done)}
    </p>
  )
  const html2 = renderToString(
    <Provider
      initialize={(txn) => {
        txn.set(countAtom, 4)
        txn.set(todoAtom(1), { id: 1, done: true })
      }}
    >
      <Txn />
    </Provider>,
  )
  assert.is(html2.replace(/<!-- -->/g, ''), '<p>4 true</p>')
})

test('Provider with store and initialize re-applies initialize when the Provider re-renders (documented warning)', async () => {
  const countAtom = atom(0)
  const appStore = store()
  let bump!: () => void
  let setCount!: (v: number) => void
  const C = () => {
    const [c, set] = useAtom(countAtom)
    setCount = set
    return <p>{c}</p>
  }
  const App = () => {
    const [n, setN] = useState(0)
    bump = () => setN((x) => x + 1)
    return (
      <Provider store={appStore} initialize={() => [[countAtom, 10]]}>
        <C />
        <span>{n}</span>
      </Provider>
    )
  }
  const view = await mount(<App />)
  await act(async () => setCount(11))
  assert.is(appStore.get(countAtom), 11)
  await quietly(() => act(async () => bump()))
  assert.is(appStore.get(countAtom), 10, 'the re-render wrote the initial value again')
  await view.unmount()
  pageSays('/valdres-react/api/Provider', '### `initialize` runs on every render')

  // Without a store prop the Provider keeps its first store, but initialize is called again on each render.
  let calls = 0
  let setOwn!: (v: number) => void
  const Own = () => {
    setOwn = useSetAtom(countAtom)
    return <p>{useValue(countAtom)}</p>
  }
  const Parent = () => {
    const [n, setN] = useState(0)
    bump = () => setN((x) => x + 1)
    return (
      <Provider
        initialize={() => {
          calls++
          return [[countAtom, 3]]
        }}
      >
        <Own />
        <span>{n}</span>
      </Provider>
    )
  }
  const own = await mount(<Parent />)
  await act(async () => setOwn(42))
  await act(async () => bump())
  assert.is(calls, 2, 'called once per render')
  assert.is(own.html(), '<p>42</p><span>1</span>', "the Provider's own store keeps the user's value")
  await own.unmount()
})

test('no page says that initialize runs once', () => {
  const says = pages.filter((p) => /initialize`?[^.\n]*\bruns once\b/i.test(p.source)).map((p) => p.file)
  assert.equal(says, [])
})

test('nested Providers: useStore(id), duplicate ids throw', async () => {
  const themeAtom = atom('light')
  const appStore = store('app')
  appStore.set(themeAtom, 'dark')
  const Panel = () => {
    const local = useValue(themeAtom)
    const app = useValue(themeAtom, useStore('app'))
    return (
      <p>
        {local} / {app}
      </p>
    )
  }
  const html = renderToString(
    <Provider store={appStore}>
      <Provider>
        <Panel />
      </Provider>
    </Provider>,
  )
  assert.is(html.replace(/<!-- -->/g, ''), '<p>light / dark</p>')
  pageSays('/valdres-react/api/Provider', 'Renders <p>light / dark</p>')

  const dup = errorOf(() =>
    renderToString(
      <Provider store={store('app')}>
        <Provider store={store('app')}>x</Provider>
      </Provider>,
    ),
  )
  assert.is(dup, 'store with id app is already defined further up the tree')
  pageSays('/valdres-react/api/Provider', dup)

  const Missing = () => {
    useStore('nope')
    return null
  }
  assert.is(
    errorOf(() =>
      renderToString(
        <Provider>
          <Missing />
        </Provider>,
      ),
    ),
    'No store with id nope found',
  )
  pageSays('/valdres-react/api/useStore', 'No store with id <id> found')

  const sessionAtom = atom({ user: 'ada' })
  const Widget = () => {
    const app = useStore('app')
    const local = useStore()
    return (
      <p>
        {app.get(sessionAtom).user} / {local.data.id === 'app' ? 'same' : 'different'}
      </p>
    )
  }
  assert.is(
    renderToString(
      <Provider store={store('app')}>
        <Provider>
          <Widget />
        </Provider>
      </Provider>,
    ).replace(/<!-- -->/g, ''),
    '<p>ada / different</p>',
  )
  pageSays('/valdres-react/api/useStore', 'Renders <p>ada / different</p>')
})

// ---------------------------------------------------------------- hooks

test('useAtom / useSetAtom / useResetAtom: updates, equality check, reset, stable setter', async () => {
  const countAtom = atom(0)
  let renders = 0
  let set!: (v: number | ((c: number) => number)) => void
  let reset!: () => void
  const setters = new Set<unknown>()
  const Counter = () => {
    renders++
    const [count, setCount] = useAtom(countAtom)
    set = setCount
    setters.add(setCount)
    reset = useResetAtom(countAtom)
    return <p>{count}</p>
  }
  const view = await mount(
    <Provider>
      <Counter />
    </Provider>,
  )
  assert.is(view.html(), '<p>0</p>')
  await act(async () => set((c) => c + 1))
  await act(async () => set((c) => c + 1))
  await act(async () => set((c) => c + 1))
  assert.is(view.html(), '<p>3</p>')
  const before = renders
  await act(async () => set(3))
  assert.is(renders, before, 'an equal value does not re-render')
  await act(async () => reset())
  assert.is(view.html(), '<p>0</p>')
  assert.is(setters.size, 1, 'the setter keeps its identity')
  await view.unmount()

  // Deep equality: an equal object is ignored.
  const objAtom = atom({ a: 1 })
  let objRenders = 0
  let setObj!: (v: { a: number }) => void
  const Obj = () => {
    objRenders++
    setObj = useSetAtom(objAtom)
    return <p>{useValue(objAtom).a}</p>
  }
  const objView = await mount(
    <Provider>
      <Obj />
    </Provider>,
  )
  await act(async () => setObj({ a: 1 }))
  assert.is(objRenders, 1)
  await act(async () => setObj({ a: 2 }))
  assert.is(objView.html(), '<p>2</p>')
  await objView.unmount()

  // Frozen values.
  const listAtom = atom([1, 2])
  const s = store()
  assert.throws(() => (s.get(listAtom) as number[]).push(3), /not extensible/)
})

test('useSetAtom writes only: the writing component does not re-render', async () => {
  const countAtom = atom(0)
  let buttonRenders = 0
  const IncrementButton = () => {
    buttonRenders++
    const setCount = useSetAtom(countAtom)
    return <button onClick={() => setCount((c) => c + 1)}>+1</button>
  }
  const Display = () => <output>{useValue(countAtom)}</output>
  const view = await mount(
    <Provider>
      <IncrementButton />
      <Display />
    </Provider>,
  )
  const button = view.container.querySelector('button')!
  await act(async () => button.dispatchEvent(new MouseEvent('click', { bubbles: true })))
  await act(async () => button.dispatchEvent(new MouseEvent('click', { bubbles: true })))
  assert.is(view.container.querySelector('output')!.textContent, '2')
  assert.is(buttonRenders, 1)
  await view.unmount()
})

test('the setter stays bound to the first atom (documented warning)', async () => {
  const userAtom = atomFamily((id: string) => ({ id, name: `user ${id}` }))
  const s = store()
  let setUser!: (v: { id: string; name: string }) => void
  const U = ({ id }: { id: string }) => {
    setUser = useSetAtom(userAtom(id))
    return <p>{useValue(userAtom(id)).name}</p>
  }
  const view = await mount(
    <Provider store={s}>
      <U id="a" />
    </Provider>,
  )
  await view.rerender(
    <Provider store={s}>
      <U id="b" />
    </Provider>,
  )
  await act(async () => setUser({ id: 'b', name: 'changed' }))
  assert.is(s.get(userAtom('a')).name, 'changed', 'the write went to the first atom')
  assert.is(s.get(userAtom('b')).name, 'user b')
  await view.unmount()
  pageSays('/valdres-react/api/useSetAtom', 'The setter is bound to the first atom')
})

test('useValue suspends on a pending atom and renders once it is set; updaters on pending atoms throw', async () => {
  const tokenAtom = atom<string>()
  let setToken!: (v: string) => void
  const Token = () => <code>{useValue(tokenAtom)}</code>
  const SignIn = () => {
    setToken = useSetAtom(tokenAtom)
    return null
  }
  const view = await mount(
    <Provider>
      <SignIn />
      <Suspense fallback={<p>Waiting for a token…</p>}>
        <Token />
      </Suspense>
    </Provider>,
  )
  assert.is(view.text(), 'Waiting for a token…')
  await act(async () => setToken('abc123'))
  assert.is(view.html(), '<code>abc123</code>')
  await view.unmount()

  const pending = atom<number>()
  const s = store()
  const message = errorOf(() => s.set(pending, ((x: number) => x + 1) as unknown as number))
  assert.is(message, 'Todo, how should we handle this?')
  pageSays('/valdres-react/api/useAtom', `Error: ${message}`)
})

test('async default: suspends, resolves; reset keeps the old value until the new one arrives', async () => {
  // Each default's promise settles when the test says, not on a timer a slow machine could pass before the first look.
  const pending: ((value: number) => void)[] = []
  const settle = (value: number) => {
    for (const resolve of pending.splice(0)) resolve(value)
  }
  const asyncAtom = atom(() => new Promise<number>((resolve) => pending.push(resolve)))
  let reset!: () => void
  const A = () => {
    reset = useResetAtom(asyncAtom)
    return <p>{useValue(asyncAtom)}</p>
  }
  let fallbacks = 0
  const Fallback = () => {
    fallbacks++
    return <i>loading</i>
  }
  const view = await mount(
    <Provider>
      <Suspense fallback={<Fallback />}>
        <A />
      </Suspense>
    </Provider>,
  )
  assert.is(view.html(), '<i>loading</i>')
  await act(async () => {
    settle(1)
    await new Promise((r) => setTimeout(r, 0))
  })
  assert.is(view.html(), '<p>1</p>')
  const fallbacksBefore = fallbacks
  await act(async () => {
    reset()
    await new Promise((r) => setTimeout(r, 0))
    assert.is(view.html(), '<p>1</p>', 'the old value stays while the new one loads')
    assert.ok(pending.length > 0, 'the reset asked for a new default')
    settle(2)
    await new Promise((r) => setTimeout(r, 0))
  })
  assert.is(view.html(), '<p>2</p>')
  assert.is(fallbacks, fallbacksBefore, 'no suspense on reset')
  await view.unmount()
})

test('a rejected default: the reader stays on its fallback and is rendered again and again; the store rejects every read', async () => {
  const failing = atom(async (): Promise<string> => {
    throw new Error('offline')
  })
  const rejections: unknown[] = []
  const onRejection = (reason: unknown) => rejections.push(reason)
  process.on('unhandledRejection', onRejection)
  let renders = 0
  const Reader = () => {
    renders++
    return <p>{useValue(failing)}</p>
  }
  const s = store()
  // Outside act(): act() waits for React's queue to drain, and this render loop never lets it.
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  env.IS_REACT_ACT_ENVIRONMENT = false
  const container = document.createElement('div')
  const root = createRoot(container)
  const original = console.error
  console.error = () => {}
  try {
    root.render(
      <Provider store={s}>
        <Suspense fallback={<i>loading</i>}>
          <Reader />
        </Suspense>
      </Provider>,
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    const before = renders
    await new Promise((resolve) => setTimeout(resolve, 300))
    assert.is(container.innerHTML, '<i>loading</i>', 'no error boundary sees it: the fallback stays')
    assert.ok(renders - before > 20, `React keeps rendering the reader (${renders - before} renders)`)
    root.unmount()
  } finally {
    console.error = original
    env.IS_REACT_ACT_ENVIRONMENT = true
  }
  let message = ''
  await (s.get(failing) as unknown as Promise<string>).catch((e: Error) => {
    message = e.message
  })
  assert.is(message, 'offline', 'a later read rejects too')
  await new Promise((resolve) => setTimeout(resolve, 0))
  process.off('unhandledRejection', onRejection)
  assert.ok(rejections.length > 0, 'the store reports an unhandled rejection')
  pageSays('/guides/async-data', 'In React, the reading component never leaves its Suspense fallback, and React renders it again and again')
  pageSays('/guides/async-data', 'The store also reports an unhandled rejection, even when your code awaits the read.')
})

test('useValue of a family lists its members; a throwing selector reaches the error boundary', async () => {
  const todo = atomFamily((id: number) => ({ id, done: false }))
  const s = store()
  const L = () => {
    const members = useValue(todo) as unknown as ReturnType<typeof todo>[]
    return (
      <p>
        {members
          .map((m) => m.familyArgs[0])
          .sort()
          .join(',')}
      </p>
    )
  }
  const view = await mount(
    <Provider store={s}>
      <L />
    </Provider>,
  )
  await act(async () => {
    s.set(todo(1), { id: 1, done: true })
    s.get(todo(2))
  })
  assert.is(view.html(), '<p>1,2</p>')
  await act(async () => s.del(todo(1)))
  assert.is(view.html(), '<p>2</p>')
  await view.unmount()

  class Boundary extends React.Component<{ children: React.ReactNode }, { error: Error | null }> {
    override state = { error: null as Error | null }
    static getDerivedStateFromError(error: Error) {
      return { error }
    }
    override render() {
      const e = this.state.error as (Error & { cause?: unknown }) | null
      return e ? (
        <p>
          {e.constructor.name}|{e.message.split('\n')[0]}|{String((e.cause as Error).message)}
        </p>
      ) : (
        this.props.children
      )
    }
  }
  const bad = selector(
    (): number => {
      throw new Error('boom')
    },
    { name: 'totalSelector' },
  )
  const B = () => <p>{useValue(bad)}</p>
  const errView = await quietly(() =>
    mount(
      <Provider>
        <Boundary>
          <B />
        </Boundary>
      </Provider>,
    ),
  )
  assert.is(errView.text(), "SelectorEvaluationError|Selector eval crashed in 'totalSelector'|boom")
  pageSays('/valdres-react/api/useValue', "Selector eval crashed in 'totalSelector'")
  await errView.unmount()
})

test('a selector returning objects renders only its first reader twice, and only when that read initializes its atoms', async () => {
  const sizeAtom = atom(2)
  const areaSelector = selector((get) => ({ area: get(sizeAtom) ** 2 }))
  const warnings: string[] = []
  const original = console.error
  console.error = (...args: unknown[]) => warnings.push(String(args[0]))
  try {
    const s = store()
    let firstRenders = 0
    const First = () => {
      firstRenders++
      return <p>{useValue(areaSelector).area}</p>
    }
    const first = await mount(
      <Provider store={s}>
        <First />
      </Provider>,
    )
    assert.is(firstRenders, 2, 'the first reader renders twice')
    assert.ok(
      warnings.some((w) => w.includes('The result of getSnapshot should be cached')),
      'React warns about getSnapshot',
    )
    warnings.length = 0
    let laterRenders = 0
    const Later = () => {
      laterRenders++
      return <p>{useValue(areaSelector).area}</p>
    }
    const later = await mount(
      <Provider store={s}>
        <Later />
      </Provider>,
    )
    assert.is(laterRenders, 1, 'a later reader renders once')
    assert.equal(warnings, [])
    await first.unmount()
    await later.unmount()

    // Atoms set by initialize are already read: the first reader renders once.
    let seededRenders = 0
    const Seeded = () => {
      seededRenders++
      return <p>{useValue(areaSelector).area}</p>
    }
    const seeded = await mount(
      <Provider initialize={() => [[sizeAtom, 3]]}>
        <Seeded />
      </Provider>,
    )
    assert.is(seeded.html(), '<p>9</p>')
    assert.is(seededRenders, 1)
    assert.equal(warnings, [])
    await seeded.unmount()
  } finally {
    console.error = original
  }
  pageSays('/valdres-react/api/useValue', "the component that is the selector's **first reader** renders twice on mount")
  pageSays('/valdres-react/api/useValue', "after a Provider's `initialize` set them), render once")
})

// ---------------------------------------------------------------- Scope, useStoreId

test('Scope: reads through, then shadows; useStoreId gives the scope id; no scopeId loses state on re-render', async () => {
  const Where = () => <code>{useStoreId()}</code>
  const ids = renderToString(
    <Provider store={store('app')}>
      <Where />
      <Scope scopeId="draft">
        <Where />
      </Scope>
    </Provider>,
  )
  assert.is(ids, '<code>app</code><code>draft</code>')
  pageSays('/valdres-react/api/useStoreId', 'Renders <code>app</code><code>draft</code>')

  const nameAtom = atom('root')
  let setOuter!: (v: string) => void
  let setInner!: (v: string) => void
  const Outer = () => {
    const [v, set] = useAtom(nameAtom)
    setOuter = set
    return <b>{v}</b>
  }
  const Inner = () => {
    const [v, set] = useAtom(nameAtom)
    setInner = set
    return <i>{v}</i>
  }
  const view = await mount(
    <Provider>
      <Outer />
      <Scope scopeId="edit">
        <Inner />
      </Scope>
    </Provider>,
  )
  await act(async () => setOuter('changed'))
  assert.is(view.html(), '<b>changed</b><i>changed</i>', 'reads go through to the parent')
  await act(async () => setInner('mine'))
  assert.is(view.html(), '<b>changed</b><i>mine</i>', 'writes stay in the scope')
  await act(async () => setOuter('again'))
  assert.is(view.html(), '<b>again</b><i>mine</i>', 'the scope shadows the parent')
  await view.unmount()

  const initialized = renderToString(
    <Provider>
      <Scope scopeId="d" initialize={() => [[nameAtom, 'init']]}>
        <Inner />
      </Scope>
    </Provider>,
  )
  assert.is(initialized, '<i>init</i>')

  let bump!: () => void
  const NoId = () => {
    const [n, setN] = useState(0)
    bump = () => setN((x) => x + 1)
    return (
      <Scope>
        <Inner />
        <span>{n}</span>
      </Scope>
    )
  }
  const noId = await mount(
    <Provider>
      <NoId />
    </Provider>,
  )
  await act(async () => setInner('scoped'))
  assert.is(noId.container.querySelector('i')!.textContent, 'scoped')
  await act(async () => bump())
  assert.is(noId.container.querySelector('i')!.textContent, 'root', 'a new random scope on re-render')
  await noId.unmount()
  pageSays('/valdres-react/api/Scope', 'Always pass scopeId')
})

test('useStoreId: stable when the store prop changes; a scope id is not registered for useStore', async () => {
  let current!: (next: ReturnType<typeof store>) => void
  const Id = () => <code>{useStoreId()}</code>
  const Host = () => {
    const [s, setS] = useState(() => store('first'))
    current = setS
    return (
      <Provider store={s}>
        <Id />
      </Provider>
    )
  }
  const view = await mount(<Host />)
  await act(async () => current(store('second')))
  assert.is(view.text(), 'first')
  await view.unmount()
  pageSays('/valdres-react/api/useStoreId', 'passing a different store later changes neither the store nor the id')

  const Lookup = () => {
    useStore('draft')
    return null
  }
  const message = errorOf(() =>
    renderToString(
      <Provider>
        <Scope scopeId="draft">
          <Lookup />
        </Scope>
      </Provider>,
    ),
  )
  assert.is(message, 'No store with id draft found')
  pageSays('/valdres-react/api/useStoreId', `throws \`${message}\` even inside that scope`)
  const Context = () => {
    const [scoped, byId] = React.useContext(V.StoreContext)
    return <p>{`${scoped?.data.id} ${Object.keys(byId).join(',')}`}</p>
  }
  assert.is(
    renderToString(
      <Provider store={store('app')}>
        <Scope scopeId="draft">
          <Context />
        </Scope>
      </Provider>,
    ),
    '<p>draft app</p>',
  )
  pageSays('/valdres-react/api/StoreContext', 'A `<Scope>` passes this map on unchanged, so scoped store ids are not in it.')
})

// ---------------------------------------------------------------- transactions

test('useTransaction: one re-render, reads see pending writes, returns the callback result', async () => {
  const widthAtom = atom(10)
  const heightAtom = atom(20)
  const areaSelector = selector((get) => get(widthAtom) * get(heightAtom))
  let renders = 0
  let transaction!: ReturnType<typeof useTransaction>
  const Resize = () => {
    renders++
    transaction = useTransaction()
    return <p>{useValue(areaSelector)}</p>
  }
  const view = await mount(
    <Provider>
      <Resize />
    </Provider>,
  )
  assert.is(view.html(), '<p>200</p>')
  let seen = 0
  let result: unknown
  await act(async () => {
    result = transaction((txn) => {
      txn.set(widthAtom, 30)
      txn.set(heightAtom, 40)
      seen = txn.get(areaSelector)
      return 'done'
    })
  })
  assert.is(view.html(), '<p>1200</p>')
  assert.is(renders, 2)
  assert.is(seen, 1200)
  assert.is(result, 'done')
  await view.unmount()

  // Store level: one notification per transaction, two for two separate sets; a throw commits nothing.
  const s = store()
  let notifications = 0
  s.sub(areaSelector, () => notifications++)
  s.txn((txn) => {
    txn.set(widthAtom, 1)
    txn.set(heightAtom, 2)
  })
  assert.is(notifications, 1)
  s.set(widthAtom, 3)
  s.set(heightAtom, 4)
  assert.is(notifications, 3)
  assert.throws(
    () =>
      s.txn((txn) => {
        txn.set(widthAtom, 99)
        throw new Error('x')
      }),
    /x/,
  )
  assert.is(s.get(widthAtom), 3)
})

test('useValdresCallback: memoized, runs as a transaction, returns the result at runtime', async () => {
  const todoAtom = atom(['Write docs', 'Ship'])
  const doneAtom = atom<string[]>([])
  let complete!: (item: string) => unknown
  const callbacks = new Set<unknown>()
  let bump!: () => void
  const List = () => {
    const [, setN] = useState(0)
    bump = () => setN((x) => x + 1)
    complete = useValdresCallback(
      (set, get) => (item: string) => {
        set(
          todoAtom,
          get(todoAtom).filter((t) => t !== item),
        )
        set(doneAtom, [...get(doneAtom), item])
        return get(doneAtom).length
      },
      [],
    )
    callbacks.add(complete)
    return (
      <p>
        {useValue(todoAtom).join(',')}|{useValue(doneAtom).join(',')}
      </p>
    )
  }
  const view = await mount(
    <Provider>
      <List />
    </Provider>,
  )
  let result: unknown
  await act(async () => {
    result = complete('Ship')
  })
  assert.is(view.text(), 'Write docs|Ship')
  assert.is(result, 1)
  await act(async () => bump())
  assert.is(callbacks.size, 1, 'same function across renders')
  await view.unmount()
})

test('useValdresValueWithDefault: the hook default wins until the store has a value; no server rendering', async () => {
  const withDefault = atom(5)
  const R = () => <p>{V.useValdresValueWithDefault(withDefault, 99)}</p>
  const fresh = await mount(
    <Provider>
      <R />
    </Provider>,
  )
  assert.is(fresh.html(), '<p>99</p>')
  await fresh.unmount()
  const s = store()
  s.get(withDefault)
  const existing = await mount(
    <Provider store={s}>
      <R />
    </Provider>,
  )
  assert.is(existing.html(), '<p>5</p>')
  await existing.unmount()
  pageSays('/valdres-react/api/useValdresValueWithDefault', 'with default `99` gives `99`')

  const ssr = errorOf(() =>
    renderToString(
      <Provider>
        <R />
      </Provider>,
    ),
  )
  assert.match(ssr, /^Missing getServerSnapshot/)
  pageSays('/valdres-react/api/useValdresValueWithDefault', 'Missing getServerSnapshot')
})

// ---------------------------------------------------------------- recoil on React 19

test('recoil 0.7.7 on React 19: RecoilRoot renders, reading a value throws (as the pages say)', async () => {
  const recoil = await import('recoil')
  const countState = recoil.atom({ key: 'react-behaviour-count', default: 2 })
  const Reader = () => <p>{recoil.useRecoilValue(countState)}</p>
  const Writer = () => {
    recoil.useSetRecoilState(countState)
    return <p>writer</p>
  }
  assert.is(
    renderToString(
      <recoil.RecoilRoot>
        <p>plain</p>
      </recoil.RecoilRoot>,
    ),
    '<p>plain</p>',
  )
  assert.is(
    renderToString(
      <recoil.RecoilRoot>
        <Writer />
      </recoil.RecoilRoot>,
    ),
    '<p>writer</p>',
  )
  const message = errorOf(() =>
    renderToString(
      <recoil.RecoilRoot>
        <Reader />
      </recoil.RecoilRoot>,
    ),
  )
  assert.match(message, /Cannot destructure property 'ReactCurrentDispatcher'/)
  assert.match(message, /__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED/)
  pageSays('/valdres-react/valdres-vs-recoil', "Cannot destructure property 'ReactCurrentDispatcher'")
  pageSays('/valdres-react/valdres-vs-recoil', 'Recoil 0.7.7 does not run on React 19')
  assert.ok(React.version.startsWith('19.'), `React ${React.version}`)

  // The browser renderer fails the same way.
  const container = document.createElement('div')
  const root = createRoot(container)
  const clientError = await quietly(async () => {
    try {
      await act(async () =>
        root.render(
          <recoil.RecoilRoot>
            <Reader />
          </recoil.RecoilRoot>,
        ),
      )
      return '(no error)'
    } catch (e) {
      return (e as Error).message
    }
  })
  assert.match(clientError, /ReactCurrentDispatcher/)
})

// ---------------------------------------------------------------- sidebar

// Blocks on the valdres-react pages that state a result with "// →" run, and each must check something.
const reactModules: Record<string, unknown> = {
  valdres: await import('valdres'),
  'valdres-react': V,
  react: React,
  'react/jsx-runtime': await import('react/jsx-runtime'),
  'react-dom/client': await import('react-dom/client'),
  'react-dom/server': await import('react-dom/server'),
}
for (const p of pages.filter((p) => p.route.startsWith('/valdres-react'))) {
  const annotated = extractBlocks(p).filter((b) => isTypeScript(b) && /\/\/ → /.test(b.code))
  if (!annotated.length) continue
  test(`annotated examples run as shown: ${p.file}`, async () => {
    for (const block of annotated) {
      const rt = await quietly(() => runBlock(block, reactModules))
      assert.ok(rt.checks > 0, `${block.page}:${block.fenceLine}: a "// →" annotation that nothing checks (inside a function that never runs?)`)
    }
  })
}

test('the sidebar lists every valdres-react and @valdres-react page', async () => {
  const { valdresReactSection, valdresReactExtensionsSection } = await import('../../config/sidebar/valdres-react.ts')
  type Item = { link?: string; items?: Item[] }
  const links = (items: Item[]): string[] => items.flatMap((i) => [...(i.link ? [i.link] : []), ...links(i.items ?? [])])
  const listed = new Set([...links(valdresReactSection.items), ...links(valdresReactExtensionsSection.items)])
  const mine = pages.filter((p) => p.route.startsWith('/valdres-react') || p.route.startsWith('/@valdres-react/')).map((p) => p.route)
  assert.ok(mine.length >= 26, `found ${mine.length} pages`)
  for (const route of mine) assert.ok(listed.has(route), `${route} is not in the sidebar`)
  for (const link of listed) assert.ok(mine.includes(link), `sidebar link ${link} has no page`)
  // Sanity: readFileSync is used so the page files are read from disk, not a cache.
  assert.ok(readFileSync(join('content', 'pages', 'valdres-react', 'index.md'), 'utf8').startsWith('---'))
})

test.run()
