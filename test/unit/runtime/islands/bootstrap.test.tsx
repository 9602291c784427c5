// Island logic under jsdom: the server marker and props, hydration on the first interaction with the waking
// click replayed exactly once, unknown islands reported once, the search keys and menu type-ahead.
import { useState } from 'react'
import { renderToString } from 'react-dom/server'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { installDom } from '../../../support/dom-globals.ts'

const dom = installDom('<!doctype html><html><body></body></html>', { act: false })
Object.assign(globalThis, { PointerEvent: dom.window.MouseEvent })

const { Island } = await import('../../../../runtime/islands/Island.tsx')
const { startIslands } = await import('../../../../runtime/islands/bootstrap.ts')
const { resetReported } = await import('../../../../runtime/enhancers/report.ts')
const { isSearchKey } = await import('../../../../runtime/islands/search/search-trigger.ts')
const { createTypeAhead } = await import('../../../../runtime/components/chrome/type-ahead.ts')

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  return <button type="button" onClick={() => setCount((n) => n + 1)}>{`${label} ${count}`}</button>
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10))
  assert.ok(check(), 'condition not reached')
}

test('the server marks the island root, serializes its props and renders it as its own root', () => {
  const html = renderToString(
    <main>
      <Island name={'search' as any} component={Counter as any} props={{ label: 'Clicks' } as any} trigger="interaction" />
    </main>,
  )
  assert.match(html, /data-island="search"/)
  assert.match(html, /data-island-trigger="interaction"/)
  assert.match(html, /data-island-props="\{&quot;label&quot;:&quot;Clicks&quot;\}"/)
  assert.match(html, /<button type="button">Clicks 0<\/button>/)
})

test('the first click wakes the island; after hydration the same click acts once; nothing hydrates before', async () => {
  document.body.innerHTML = renderToString(<Island name={'demo' as any} component={Counter as any} props={{ label: 'Clicks' } as any} trigger="interaction" />)
  let loads = 0
  const errors: unknown[] = []
  const original = console.error
  console.error = (...args: unknown[]) => errors.push(args)
  try {
    startIslands(document, {
      demo: {
        trigger: 'interaction',
        load: async () => {
          loads++
          return Counter
        },
      },
    })
    const root = document.querySelector('[data-island]')!
    assert.is(root.hasAttribute('data-hydrated'), false)
    document.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    await until(() => root.hasAttribute('data-hydrated'))
    await until(() => document.querySelector('button')!.textContent === 'Clicks 1')
    assert.is(loads, 1)
    document.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    await until(() => document.querySelector('button')!.textContent === 'Clicks 2')
    assert.is(loads, 1, 'loaded once')
    assert.equal(errors, [], 'no hydration warnings')
  } finally {
    console.error = original
  }
})

test('an unknown island is reported once and left static', () => {
  resetReported()
  document.body.innerHTML = '<div data-island="nope"></div><div data-island="nope2"></div>'
  const seen: unknown[] = []
  const original = console.error
  console.error = (...args: unknown[]) => seen.push(args)
  try {
    startIslands(document, {})
  } finally {
    console.error = original
  }
  assert.is(seen.length, 1)
})

test('search keys: `/` outside fields, Cmd+K and Ctrl+K; not `/` in an input', () => {
  const key = (init: KeyboardEventInit, target: EventTarget = document.body) => {
    const event = new KeyboardEvent('keydown', init)
    Object.defineProperty(event, 'target', { value: target })
    return isSearchKey(event)
  }
  assert.ok(key({ key: '/' }))
  assert.ok(key({ key: 'k', metaKey: true }))
  assert.ok(key({ key: 'K', ctrlKey: true }))
  assert.not.ok(key({ key: 'k' }))
  assert.not.ok(key({ key: '/' }, document.createElement('input')))
})

test('type-ahead: a prefix within 1 s, cleared after', () => {
  let now = 0
  const find = createTypeAhead(() => now)
  const items = ['Alpha', 'Beta', 'Bravo', 'Charlie'].map((t) => Object.assign(document.createElement('a'), { textContent: t }))
  assert.is(find('b', items, 0), 1)
  now = 100
  assert.is(find('r', items, 1), 2, '"br" → Bravo')
  now = 1300
  assert.is(find('c', items, 2), 3, 'new prefix after 1 s')
})

test.run()
