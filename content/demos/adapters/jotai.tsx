// Jotai adapter for the performance demos (jotai/vanilla store + jotai/react hooks). Loaded on demand in the browser.
import { useLayoutEffect, useState, type ReactNode } from 'react'
import { Provider, useAtomValue } from 'jotai/react'
import { atom, createStore, type PrimitiveAtom } from 'jotai/vanilla'
import { atomPool } from './atom-pool.ts'
import type { FpsEngine, LibraryAdapter, MemoryTask } from './types.ts'

function createFpsEngine(size: number): FpsEngine {
  const s = createStore()
  const countAtom = atom(0)
  const total = size * size
  const totalAtom = atom(() => total)
  const dots = Array.from({ length: total }, (_, i) => atom((get) => ((get(countAtom) + i) % get(totalAtom)) / get(totalAtom)))
  let commits = 0

  function Dot({ i }: { i: number }) {
    return <span className="demo-dot" style={{ opacity: useAtomValue(dots[i]!) }} />
  }
  function CommitCounter() {
    const count = useAtomValue(countAtom)
    useLayoutEffect(() => void commits++, [count])
    return null
  }
  function Grid() {
    return (
      <Provider store={s}>
        <CommitCounter />
        {dots.map((_, i) => (
          <Dot key={i} i={i} />
        ))}
      </Provider>
    )
  }
  let count = 0
  return { Grid, tick: () => s.set(countAtom, ++count), commits: () => commits }
}

function createMemoryTask(): MemoryTask {
  const s = createStore()
  let atoms: PrimitiveAtom<number>[] = []
  return {
    batch(from, to) {
      for (let i = from; i < to; i++) {
        const a = atom(0)
        atoms.push(a)
        s.set(a, 1)
      }
    },
    release: () => {
      atoms = []
    },
  }
}

const pool = atomPool(() => atom(0))

/** Jotai has no initializer prop: the store is created and seeded while this component first renders. */
function Seeded({ count, children }: { count: number; children: ReactNode }) {
  const [seededStore] = useState(() => {
    const s = createStore()
    for (let i = 0; i < count; i++) s.set(pool.atoms[i]!, i + 1)
    return s
  })
  return <Provider store={seededStore}>{children}</Provider>
}

export const adapter: LibraryAdapter = { createFpsEngine, createMemoryTask, providerInit: { prepare: pool.ensure, Seeded } }
