// The demos server-render a meaningful placeholder (title, what is measured, labelled controls, a Start button,
// an empty live region) in plain Node, without window or localStorage, and import no library until started.
import { readFileSync } from 'node:fs'
import { JSDOM } from 'jsdom'
import { type ComponentType, createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import FpsDemo from '../../../content/demos/components/FpsDemo.tsx'
import MemoryDemo from '../../../content/demos/components/MemoryDemo.tsx'
import ProviderInitDemo from '../../../content/demos/components/ProviderInitDemo.tsx'

const DEMOS: [string, ComponentType, RegExp, string[]][] = [
  ['FpsDemo', FpsDemo, /^FPS/, ['Library', 'Grid']],
  ['MemoryDemo', MemoryDemo, /^Memory/, ['Atoms']],
  ['ProviderInitDemo', ProviderInitDemo, /^Provider init/, ['Atoms']],
]

test('no browser globals exist in this process (so a render touching them would throw)', () => {
  assert.is(typeof (globalThis as { window?: unknown }).window, 'undefined')
  assert.is(typeof (globalThis as { localStorage?: unknown }).localStorage, 'undefined')
})

for (const [name, Demo, title, labels] of DEMOS) {
  test(`${name} renders a static placeholder on the server`, () => {
    const doc = new JSDOM(renderToString(createElement(Demo))).window.document
    const section = doc.querySelector('section.demo')!
    assert.ok(section, 'a demo section')
    assert.is(section.getAttribute('data-demo-state'), 'idle')
    const heading = doc.getElementById(section.getAttribute('aria-labelledby')!)
    assert.match(heading?.textContent ?? '', title)
    assert.ok((doc.querySelector('.demo-about')?.textContent ?? '').length > 40, 'says what it measures')
    assert.ok((doc.querySelector('.demo-limits')?.textContent ?? '').length > 40, 'says its limits')
    assert.is(doc.querySelector('button[data-demo-start]')?.textContent, 'Start')
    for (const label of labels) {
      const l = [...doc.querySelectorAll('label')].find((e) => e.textContent === label)
      assert.ok(l && doc.getElementById(l.getAttribute('for')!)?.tagName === 'SELECT', `select labelled ${label}`)
    }
    assert.is(doc.querySelector('[role="status"]')?.getAttribute('aria-live'), 'polite')
  })
}

test('the components load the libraries only through the lazy adapter loader', () => {
  for (const file of ['FpsDemo', 'MemoryDemo', 'ProviderInitDemo', 'DemoShell']) {
    const source = readFileSync(new URL(`../../../content/demos/components/${file}.tsx`, import.meta.url), 'utf8')
    assert.not.match(source, /from '(valdres|valdres-react|jotai[^']*|recoil)'/, file)
  }
  const loader = readFileSync(new URL('../../../content/demos/adapters/load.ts', import.meta.url), 'utf8')
  for (const lib of ['valdres', 'jotai', 'recoil']) assert.match(loader, new RegExp(`import\\('./${lib}.tsx'\\)`))
})

test.run()
