// Recoil adapter for the performance demos. Loaded on demand in the browser. Recoil 0.7.7 keeps state outside
// React only in Snapshots, and its value hooks fail on React 19, so this adapter has no FPS engine: the FPS demo
// runs probeHooks() instead and shows the error the browser actually raised.
import { Component, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { flushSync } from 'react-dom'
import { atom, RecoilRoot, snapshot_UNSTABLE, useRecoilValue, type RecoilState, type Snapshot } from 'recoil'
import { atomPool } from './atom-pool.ts'
import type { LibraryAdapter, MemoryTask } from './types.ts'

/** Recoil atoms live in a global registry by key, so every run needs keys no earlier run used. */
let keySeed = 0
const freshKey = (prefix: string, i: number) => `${prefix}-${keySeed}-${i}`

function createMemoryTask(): MemoryTask {
  keySeed++
  let atoms: RecoilState<number>[] = []
  let snapshot: Snapshot | undefined = snapshot_UNSTABLE()
  let release = snapshot.retain()
  return {
    batch(from, to) {
      const created: RecoilState<number>[] = []
      for (let i = from; i < to; i++) created.push(atom({ key: freshKey('memory', i), default: 0 }))
      atoms.push(...created)
      // A Snapshot is immutable: map() returns the next one with the batch set, as a RecoilRoot's store would hold.
      // biome-ignore lint/suspicious/useIterableCallbackReturn: Snapshot.map takes an updater that returns nothing, not an array's map
      const next = snapshot!.map(({ set }) => {
        for (const a of created) set(a, 1)
      })
      const nextRelease = next.retain()
      release()
      snapshot = next
      release = nextRelease
    },
    release() {
      release()
      snapshot = undefined
      atoms = []
    },
  }
}

const pool = atomPool((i) => atom({ key: `provider-init-${i}`, default: 0 }))

function Seeded({ count, children }: { count: number; children: ReactNode }) {
  return (
    <RecoilRoot
      initializeState={({ set }) => {
        for (let i = 0; i < count; i++) set(pool.atoms[i]!, i + 1)
      }}
    >
      {children}
    </RecoilRoot>
  )
}

class Catch extends Component<{ onError: (e: Error) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: Error) {
    this.props.onError(error)
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

const probeAtom = atom({ key: 'hooks-probe', default: 1 })
function Reader() {
  return <>{useRecoilValue(probeAtom)}</>
}

/** Mounts <RecoilRoot><Reader/></RecoilRoot> in a detached node and reports what happened. */
async function probeHooks(): Promise<Error | undefined> {
  let caught: Error | undefined
  const root = createRoot(document.createElement('div'), { onCaughtError: () => {} })
  try {
    flushSync(() =>
      root.render(
        <Catch onError={(e) => (caught = e)}>
          <RecoilRoot>
            <Reader />
          </RecoilRoot>
        </Catch>,
      ),
    )
  } catch (e) {
    caught = e as Error
  } finally {
    root.unmount()
  }
  return caught
}

export const adapter: LibraryAdapter = { createMemoryTask, providerInit: { prepare: pool.ensure, Seeded }, probeHooks }
