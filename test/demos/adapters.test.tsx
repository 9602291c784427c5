// The library adapters run for real in jsdom: FPS grids re-render on each tick, memory tasks fill a fresh store,
// seeded Providers mount (RecoilRoot included), and Recoil's hooks fail on this React exactly as the demo says.
import './dom.ts'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { loadAdapter } from '../../content/demos/adapters/load.ts'
import { measureMemory } from '../../content/demos/memory-run.ts'
import { measureProviderInit } from '../../content/demos/provider-run.tsx'

for (const lib of ['valdres', 'jotai'] as const) {
  test(`${lib}: every dot of the FPS grid re-renders on a tick`, async () => {
    const engine = (await loadAdapter(lib)).createFpsEngine!(4)
    const host = document.createElement('div')
    const root = createRoot(host)
    await act(async () => root.render(<engine.Grid />))
    const opacities = () => [...host.querySelectorAll<HTMLElement>('.demo-dot')].map((d) => d.style.opacity)
    const before = opacities()
    assert.is(before.length, 16)
    assert.is(before[1], '0.0625') // dot 1 of 16 at count 0
    const commits = engine.commits()
    await act(async () => engine.tick())
    const after = opacities()
    assert.ok(
      after.every((o, i) => o !== before[i]),
      'all 16 dots changed',
    )
    assert.is(after[0], '0.0625')
    assert.is(engine.commits(), commits + 1)
    await act(async () => root.unmount())
  })

  test(`${lib}: a memory task creates and sets the requested atoms in a fresh store`, async () => {
    const adapter = await loadAdapter(lib)
    const seen: number[] = []
    const r = await measureMemory(() => adapter.createMemoryTask(1), 2500, { onProgress: (n) => seen.push(n) })
    assert.is(r.count, 2500)
    assert.is(r.stopped, false)
    assert.is(r.heapDelta, undefined, 'jsdom exposes no heap figure, and the result says so')
    assert.is(seen.at(-1), 2500)
  })
}

for (const lib of ['valdres', 'jotai', 'recoil'] as const) {
  test(`${lib}: a seeded Provider mounts and reports a time`, async () => {
    const { providerInit } = await loadAdapter(lib)
    await providerInit.prepare(500)
    // The demo mounts its own root outside act(), as in the browser; tell React this is not an act() test.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    env.IS_REACT_ACT_ENVIRONMENT = false
    const ms = await measureProviderInit(providerInit.Seeded, 500).finally(() => (env.IS_REACT_ACT_ENVIRONMENT = true))
    assert.type(ms, 'number')
    assert.ok(ms >= 0)
  })
}

test('recoil: a memory task fills a Snapshot', async () => {
  const r = await measureMemory(() => adapter.createMemoryTask(1), 300)
  assert.is(r.count, 300)
})
const adapter = await loadAdapter('recoil')

test('recoil: reading a value through its hooks throws on React 19 (the reason the FPS demo gives)', async () => {
  assert.is(adapter.createFpsEngine, undefined)
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  env.IS_REACT_ACT_ENVIRONMENT = false
  const error = await adapter.probeHooks!().finally(() => (env.IS_REACT_ACT_ENVIRONMENT = true))
  assert.ok(error, 'the probe saw an error')
  assert.match(error!.message, /__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED/)
})

test('a stopped memory run reports how far it got', async () => {
  const valdres = await loadAdapter('valdres')
  const controller = new AbortController()
  const r = await measureMemory(() => valdres.createMemoryTask(1), 1_000_000, { signal: controller.signal, onProgress: () => controller.abort() })
  assert.is(r.stopped, true)
  assert.ok(r.count > 0 && r.count < 1_000_000)
})

test.run()
