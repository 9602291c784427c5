// Valdres adapter for the performance demos (valdres store + valdres-react hooks). Loaded on demand in the browser.
import { useLayoutEffect, type ReactNode } from 'react'
import { atom, selector, store, type Atom } from 'valdres'
import { Provider, useValue } from 'valdres-react'
import { atomPool } from './atom-pool.ts'
import type { FpsEngine, LibraryAdapter, MemoryTask } from './types.ts'

function createFpsEngine(size: number): FpsEngine {
  const s = store()
  const countAtom = atom(0)
  const total = size * size
  const totalSelector = selector(() => total)
  // One selector per dot, created once per grid (not during render, which would defeat caching).
  const dots = Array.from({ length: total }, (_, i) => selector((get) => ((get(countAtom) + i) % get(totalSelector)) / get(totalSelector)))
  let commits = 0

  function Dot({ i }: { i: number }) {
    return <span className="demo-dot" style={{ opacity: useValue(dots[i]!) }} />
  }
  function CommitCounter() {
    const count = useValue(countAtom)
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
  const s = store()
  let atoms: Atom<number>[] = []
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

function Seeded({ count, children }: { count: number; children: ReactNode }) {
  const initialize = () => {
    const pairs: [Atom<number>, number][] = new Array(count)
    for (let i = 0; i < count; i++) pairs[i] = [pool.atoms[i]!, i + 1]
    return pairs
  }
  return <Provider initialize={initialize}>{children}</Provider>
}

export const adapter: LibraryAdapter = { createFpsEngine, createMemoryTask, providerInit: { prepare: pool.ensure, Seeded } }
