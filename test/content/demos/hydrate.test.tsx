// Each demo hydrates over its own server HTML without a mismatch, and the FPS demo applies the remembered
// library and grid size only after hydration (localStorage is read in an effect, never during render).
import './dom.ts'
import { act, type ComponentType, createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import FpsDemo from '../../../content/demos/components/FpsDemo.tsx'
import MemoryDemo from '../../../content/demos/components/MemoryDemo.tsx'
import ProviderInitDemo from '../../../content/demos/components/ProviderInitDemo.tsx'
import { FPS_CHOICE_KEY } from '../../../content/demos/fps-choice.ts'

async function hydrate(Demo: ComponentType) {
  const host = document.createElement('div')
  host.innerHTML = renderToString(createElement(Demo), { identifierPrefix: 'p-' })
  document.body.append(host)
  const errors: unknown[] = []
  const root = await act(async () => hydrateRoot(host, createElement(Demo), { identifierPrefix: 'p-', onRecoverableError: (e) => errors.push(e) }))
  return { host, root, errors }
}

for (const [name, Demo] of [
  ['FpsDemo', FpsDemo],
  ['MemoryDemo', MemoryDemo],
  ['ProviderInitDemo', ProviderInitDemo],
] as const) {
  test(`${name} hydrates without a mismatch`, async () => {
    const { root, errors } = await hydrate(Demo)
    assert.equal(errors, [])
    await act(async () => root.unmount())
  })
}

test('FpsDemo shows the remembered choice after hydration and remembers a new one', async () => {
  localStorage.setItem(FPS_CHOICE_KEY, JSON.stringify({ lib: 'jotai', size: 8 }))
  const { host, root, errors } = await hydrate(FpsDemo)
  assert.equal(errors, [])
  const [lib, size] = [...host.querySelectorAll('select')]
  assert.is(lib!.value, 'jotai')
  assert.is(size!.value, '8')
  await act(async () => {
    size!.value = '128'
    size!.dispatchEvent(new window.Event('change', { bubbles: true }))
  })
  assert.equal(JSON.parse(localStorage.getItem(FPS_CHOICE_KEY)!), { lib: 'jotai', size: 128 })
  await act(async () => root.unmount())
})

test.run()
