// The search dialog in jsdom: opening shortcuts, what the reader asked for while it loaded, the combobox/listbox
// wiring, arrow keys that wrap, Enter, Cmd-click, Cmd+Backspace, Escape with focus restored, the no-hit message,
// the failed-load retry, and storage. (The native dialog's own behaviour is tested in Chromium.)
// biome-ignore-all assist/source/organizeImports: search-dom.ts installs the DOM globals that React DOM reads as it loads
import { window } from '../../../../support/search-dom.ts'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { SearchDialog } from '../../../../../runtime/components/search/SearchDialog.tsx'
import { KEPT_HITS_KEY } from '../../../../../runtime/components/search/kept-hits-key.ts'
import { SEARCH_DETAIL_VIEW_KEY, SEARCH_OPEN_EVENT, SEARCH_QUERY_KEY, SEARCH_TRIGGER_ATTR, type SearchIntent } from '../../../../../runtime/contract/search.ts'
import { runQuery } from '../../../../../runtime/search/query.ts'
import type { SearchIndex } from '../../../../../runtime/search/split-index.ts'
import { doc, indexOf } from '../../../../support/split-index.ts'
const DOCS = [
  doc('/atom', 'atom', 'A unit of stored state. An atom has a default value.'),
  doc('/atom#options', 'Options', 'Atom options: label, equal.', ['atom']),
  doc('/atom-family', 'atomFamily', 'Many atoms, one per key.'),
  doc('/selector', 'selector', 'Derived state.'),
]
let index: SearchIndex
let root: Root
let navigated: string[] = []
let loads = 0
let failNext = false
/** While set, the index loads only once it settles (the kept hits are on screen until then). */
let hold: Promise<unknown> | undefined
const document = window.document

const load = async () => {
  loads++
  if (hold) await hold
  if (failNext) {
    failNext = false
    throw new Error('HTTP 503')
  }
  return { query: (q: string) => runQuery(index, q), prepareTypos() {} }
}

async function mount(props: { intent?: SearchIntent; indexUrl?: string } = {}) {
  const host = document.getElementById('app')!
  root = createRoot(host)
  const takeIntent = props.intent && (() => props.intent!)
  await act(async () =>
    root.render(
      <SearchDialog
        indexUrl={props.indexUrl ?? '.vocs/search-index-x.json'}
        basePath="/docs"
        navigate={(h) => navigated.push(h)}
        loadIndex={load}
        takeIntent={takeIntent}
      />,
    ),
  )
  await flush()
}
const OPEN = { intent: { open: true, typed: '' } }
async function flush() {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })
}
const dialog = () => document.querySelector('dialog.search-dialog')
const input = () => document.querySelector<HTMLInputElement>('[role="combobox"]')!
const options = () => [...document.querySelectorAll('[role="option"]')]
const selectedIndex = () => options().findIndex((o) => o.id === input().getAttribute('aria-activedescendant'))

async function key(target: Element | Document, key: string, init: KeyboardEventInit = {}) {
  await act(async () => {
    target.dispatchEvent(new window.KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }))
  })
}
async function type(text: string) {
  await act(async () => {
    const el = input()
    const setter = Object.getOwnPropertyDescriptor(window.HTMLInputElement.prototype, 'value')!.set!
    setter.call(el, text)
    el.dispatchEvent(new window.Event('input', { bubbles: true }))
  })
  // The query is debounced by 200 ms; then the query fetches what it needs.
  await act(async () => {
    await new Promise((r) => setTimeout(r, 230))
  })
  await flush()
}

test.before(() => {
  index = indexOf(DOCS).index
})
test.before.each(() => {
  navigated = []
  loads = 0
  window.sessionStorage.clear()
  window.localStorage.clear()
})
test.after.each(async () => {
  await act(async () => root.unmount())
})

test('closed, it renders nothing and loads nothing; "/" opens it, and not while typing in a field', async () => {
  await mount()
  assert.is(dialog(), null)
  assert.is(loads, 0)
  const field = document.getElementById('elsewhere')!
  field.focus()
  await key(field, '/')
  assert.is(dialog(), null)
  field.blur()
  await key(document.body, '/')
  await flush()
  assert.ok(dialog())
  assert.ok(dialog()!.matches('dialog[open][aria-modal="true"]'), 'a native dialog, open and modal to assistive technology')
  assert.is(document.activeElement, input())
  assert.is(loads, 1)
})

test('what the reader asked for while search loaded: the typed text is the query; a cancelled request opens nothing', async () => {
  window.sessionStorage.setItem(SEARCH_QUERY_KEY, '"kept"')
  await mount({ intent: { open: true, typed: 'selector' } })
  assert.is(input().value, 'selector')
  await flush()
  await act(async () => {
    await new Promise((r) => setTimeout(r, 230))
  })
  await flush()
  assert.is(options().length, 1)
  await act(async () => root.unmount())
  await mount({ intent: { open: false, typed: '' } })
  assert.is(dialog(), null)
  assert.is(loads, 1)
})

test('the kept query is selected on open, so typing replaces it', async () => {
  window.sessionStorage.setItem(SEARCH_QUERY_KEY, '"atom"')
  await mount(OPEN)
  assert.is(input().value, 'atom')
  assert.is(input().selectionStart, 0)
  assert.is(input().selectionEnd, 4)
})

test('Cmd+K and Ctrl+K toggle it; a trigger element and the open event open it', async () => {
  await mount()
  await key(document.body, 'k', { metaKey: true })
  assert.ok(dialog())
  await key(input(), 'k', { metaKey: true })
  assert.is(dialog(), null)
  await key(document.body, 'k', { ctrlKey: true })
  assert.ok(dialog())
  await key(input(), 'Escape')
  const opener = document.getElementById('opener')!
  opener.setAttribute(SEARCH_TRIGGER_ATTR, '')
  await act(async () => opener.click())
  assert.ok(dialog())
  await key(input(), 'Escape')
  await act(async () => void document.dispatchEvent(new window.CustomEvent(SEARCH_OPEN_EVENT)))
  assert.ok(dialog())
})

test('combobox wiring: -1 for an empty query, 0 after a query, arrows wrap both ways', async () => {
  await mount(OPEN)
  assert.is(input().getAttribute('aria-activedescendant'), null)
  assert.is(options().length, 0)
  await type('atom')
  const list = document.getElementById(input().getAttribute('aria-controls')!)!
  assert.is(list.getAttribute('role'), 'listbox')
  const n = options().length
  assert.ok(n >= 3, `${n} results`)
  assert.is(input().getAttribute('aria-activedescendant'), options()[0]!.id)
  assert.is(input().getAttribute('aria-expanded'), 'true')
  await key(input(), 'ArrowUp')
  assert.is(input().getAttribute('aria-activedescendant'), options()[n - 1]!.id)
  await key(input(), 'ArrowDown')
  assert.is(input().getAttribute('aria-activedescendant'), options()[0]!.id)
  await key(input(), 'ArrowDown')
  assert.is(input().getAttribute('aria-activedescendant'), options()[1]!.id)
  // A new query selects the first result again.
  await type('atoms')
  assert.is(input().getAttribute('aria-activedescendant'), options()[0]!.id)
})

test('Shift+arrows jump between page results, skipping sections', async () => {
  await mount(OPEN)
  await type('atom')
  const pages = options()
    .map((o, i) => [i, o.querySelector('.search-result-icon')!.textContent !== '#'] as const)
    .filter(([, page]) => page)
    .map(([i]) => i)
  assert.ok(pages.length >= 2)
  await key(input(), 'ArrowDown', { shiftKey: true })
  assert.is(input().getAttribute('aria-activedescendant'), options()[pages[1]!]!.id)
})

test('Enter opens the selected result and closes the dialog', async () => {
  await mount(OPEN)
  await type('selector')
  await key(input(), 'Enter')
  assert.equal(navigated, ['/selector'])
  assert.is(dialog(), null)
})

test('a Cmd/Ctrl-click leaves navigation to the browser and keeps the dialog open; a plain click opens and closes', async () => {
  await mount(OPEN)
  await type('selector')
  const link = () => options()[0]! as HTMLAnchorElement
  let prevented = false
  await act(async () => {
    const e = new window.MouseEvent('click', { bubbles: true, cancelable: true, metaKey: true })
    link().dispatchEvent(e)
    prevented = e.defaultPrevented
  })
  assert.not.ok(prevented)
  assert.ok(dialog())
  assert.equal(navigated, [])
  await act(async () => link().dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })))
  assert.equal(navigated, ['/selector'])
  assert.is(dialog(), null)
})

test('Cmd+Backspace clears the query; Escape closes and gives focus back', async () => {
  const opener = document.getElementById('opener')!
  await mount()
  opener.focus()
  await key(opener, 'k', { metaKey: true })
  await type('atom')
  await key(input(), 'Backspace', { metaKey: true })
  assert.is(input().value, '')
  assert.is(options().length, 0)
  await key(input(), 'Escape')
  assert.is(dialog(), null)
  assert.is(document.activeElement, opener)
})

test('no hits: the exact message', async () => {
  await mount(OPEN)
  await type('zebra')
  assert.is(document.querySelector('[role="status"]')!.textContent, 'No results for "zebra"')
})

test('a failed index load shows a message and a retry, not an empty list', async () => {
  failNext = true
  await mount(OPEN)
  const alert = document.querySelector('[role="alert"]')!
  assert.ok(alert, 'an alert')
  assert.match(alert.textContent!, /could not be loaded/)
  const retry = [...alert.querySelectorAll('button')].find((b) => b.textContent === 'Retry')!
  await act(async () => retry.click())
  await flush()
  assert.is(document.querySelector('[role="alert"]'), null)
  await type('selector')
  assert.is(options().length, 1)
})

test('the query is kept for the session, the detail view in local storage (default on)', async () => {
  await mount(OPEN)
  await type('atom')
  assert.is(window.sessionStorage.getItem(SEARCH_QUERY_KEY), '"atom"')
  assert.ok(document.querySelector('.search-result-excerpt'))
  const toggle = document.querySelector<HTMLButtonElement>('.search-detail-toggle')!
  assert.is(toggle.getAttribute('aria-pressed'), 'true')
  await act(async () => toggle.click())
  assert.is(window.localStorage.getItem(SEARCH_DETAIL_VIEW_KEY), 'false')
  assert.is(document.querySelector('.search-result-excerpt'), null)
  await key(input(), 'Escape')
  await key(document.body, '/')
  await flush()
  assert.is(input().value, 'atom')
  assert.ok(options().length > 0)
})

test('the kept query opens with the hits it had, before the index answers; the answer replaces them only when it differs', async () => {
  await mount(OPEN)
  await type('atom')
  const shown = options().map((o) => o.getAttribute('href'))
  assert.ok(shown.length > 1)
  await act(async () => root.unmount())

  // The next page view: the index is slow to come.
  let release!: () => void
  hold = new Promise<void>((r) => {
    release = r
  })
  await mount(OPEN)
  assert.equal(
    options().map((o) => o.getAttribute('href')),
    shown,
    'the kept hits, listed at once',
  )
  assert.is(document.querySelector('[role="status"]')!.textContent, `${shown.length} results`)
  await key(input(), 'ArrowDown')
  assert.is(selectedIndex(), 1)
  await act(async () => release())
  await flush()
  assert.equal(
    options().map((o) => o.getAttribute('href')),
    shown,
  )
  assert.is(selectedIndex(), 1, 'the same answer leaves the list and the selection as they were')
  await act(async () => root.unmount())

  // Another site's index (another manifest URL) has none kept.
  hold = new Promise(() => {})
  await mount({ ...OPEN, indexUrl: '/other/.vocs/search-index.json' })
  assert.is(options().length, 0)
  assert.is(document.querySelector('[role="status"]')!.textContent, 'Loading the search index…')
  await act(async () => root.unmount())

  // Kept hits the index no longer gives (the site was rebuilt) are replaced by its answer, the first one selected.
  const kept = JSON.parse(window.sessionStorage.getItem(KEPT_HITS_KEY)!)
  kept.hits = kept.hits.slice(1)
  window.sessionStorage.setItem(KEPT_HITS_KEY, JSON.stringify(kept))
  hold = new Promise<void>((r) => {
    release = r
  })
  await mount(OPEN)
  assert.equal(
    options().map((o) => o.getAttribute('href')),
    shown.slice(1),
  )
  await act(async () => release())
  await flush()
  assert.equal(
    options().map((o) => o.getAttribute('href')),
    shown,
  )
  assert.is(selectedIndex(), 0)
  hold = undefined
})

test("kept hits are stored without the sections' text, and a malformed entry is ignored", async () => {
  await mount(OPEN)
  await type('atom')
  const stored = JSON.parse(window.sessionStorage.getItem(KEPT_HITS_KEY)!)
  assert.ok(stored.hits.length > 1)
  assert.equal(
    stored.hits.map((h: { document: { text: string } }) => h.document.text),
    stored.hits.map(() => ''),
    'no section text',
  )
  await act(async () => root.unmount())
  window.sessionStorage.setItem(KEPT_HITS_KEY, JSON.stringify({ index: '/docs/.vocs/search-index-x.json', query: 'atom', hits: [{ document: { title: 1 } }] }))
  hold = new Promise(() => {})
  await mount(OPEN)
  assert.is(options().length, 0)
  hold = undefined
})

test('all 16 results are listed, rows with excerpts too (the first render lists the first of them)', async () => {
  index = indexOf(Array.from({ length: 20 }, (_, i) => doc(`/p${i}`, `Page ${i}`, `An atom on page ${i}.`))).index
  for (const detail of [true, false]) {
    window.localStorage.setItem(SEARCH_DETAIL_VIEW_KEY, String(detail))
    await mount(OPEN)
    await type('atom')
    assert.is(options().length, 16, `detail ${detail}`)
    await act(async () => root.unmount())
  }
  await mount(OPEN)
  index = indexOf(DOCS).index
})

test('an arrow key to a row the first render did not list lists the rest at once and scrolls to that row', async () => {
  index = indexOf(Array.from({ length: 20 }, (_, i) => doc(`/p${i}`, `Page ${i}`, `An atom on page ${i}.`))).index
  await mount(OPEN)
  await type('atom')
  await act(async () => root.unmount())
  hold = new Promise(() => {})
  const scrolled: string[] = []
  const scrollIntoView = window.HTMLElement.prototype.scrollIntoView
  window.HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
    scrolled.push(this.id)
  }
  const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  // Outside act: the first render commits with the kept hits, and the transition that lists the rest waits.
  g.IS_REACT_ACT_ENVIRONMENT = false
  try {
    root = createRoot(document.getElementById('app')!)
    flushSync(() =>
      root.render(<SearchDialog indexUrl=".vocs/search-index-x.json" basePath="/docs" loadIndex={load} takeIntent={() => ({ open: true, typed: '' })} />),
    )
    assert.is(options().length, 8, 'the first render lists 8 rows')
    // Each key in a task of its own: the microtasks between them run (React's updates), no timer does (its transition).
    for (let i = 0; i < 9; i++) {
      input().dispatchEvent(new window.KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }))
      await Promise.resolve()
    }
    assert.is(options().length, 16)
    assert.is(selectedIndex(), 9)
    assert.is(scrolled.at(-1), options()[9]!.id)
  } finally {
    g.IS_REACT_ACT_ENVIRONMENT = true
    window.HTMLElement.prototype.scrollIntoView = scrollIntoView
    hold = undefined
    index = indexOf(DOCS).index
  }
})

test('matched words are <mark> elements; stored text is never parsed as HTML', async () => {
  index = indexOf([doc('/x', 'Danger', 'Text with <img src=x onerror=alert(1)> and atom inside.')]).index
  await mount(OPEN)
  await type('atom')
  assert.is(document.querySelector('.search-result img'), null)
  assert.ok(document.querySelector('.search-result-excerpt')!.textContent!.includes('<img src=x'))
  assert.equal(
    [...document.querySelectorAll('.search-result mark')].map((m) => m.textContent),
    ['atom'],
  )
  index = indexOf(DOCS).index
})

test.run()
