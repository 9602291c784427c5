// One Provider-init measurement: mounts a library's seeded Provider in a detached root and times the wrapper's
// render to its effect, i.e. until the seeded subtree has mounted. Browser only; one synchronous task by nature.
// react-dom/client is imported when a measurement starts: the build imports this module (through the demo it renders to
// HTML) in every thread, and that is 625 KB of JavaScript a server render never runs. The browser has it already.
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react'
import { flushSync } from 'react-dom'

type Seeded = ComponentType<{ count: number; children: ReactNode }>

function Timed({ onDone, children }: { onDone: (ms: number) => void; children: ReactNode }) {
  const start = useRef<number | null>(null)
  start.current ??= performance.now()
  useEffect(() => {
    onDone(performance.now() - start.current!)
  }, [onDone])
  return children
}

function Leaf() {
  return <span>seeded</span>
}

/** Resolves to the measured milliseconds. The root is unmounted afterwards so the store can be collected. */
export async function measureProviderInit(Seeded: Seeded, count: number): Promise<number> {
  const { createRoot } = await import('react-dom/client')
  return new Promise((resolve, reject) => {
    const root = createRoot(document.createElement('div'))
    let measured: number | undefined
    const done = (ms: number) => {
      measured = ms
    }
    try {
      // flushSync renders and commits now; effects of a synchronous render run before it returns.
      flushSync(() =>
        root.render(
          <Timed onDone={done}>
            <Seeded count={count}>
              <Leaf />
            </Seeded>
          </Timed>,
        ),
      )
    } catch (e) {
      root.unmount()
      return reject(e)
    }
    // Should the effect not have run yet, wait for it rather than report a partial figure.
    const finish = () => {
      if (measured === undefined) return void setTimeout(finish, 0)
      root.unmount()
      resolve(measured)
    }
    finish()
  })
}
