// Tab and Shift+Tab wrap inside the search dialog: the containment a dialog shown without showModal() does itself.
import { JSDOM } from 'jsdom'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { keepFocusInside, tabbables } from '../../../../../runtime/components/search/keep-focus-inside.ts'

function page() {
  const { window } = new JSDOM(
    `<button id="behind">behind</button>
     <dialog open id="d"><input id="first"><a id="result" href="/x" tabindex="-1">x</a><button id="disabled" disabled>d</button><button id="last">close</button></dialog>`,
  )
  const doc = window.document
  // jsdom lays nothing out: every element counts as rendered.
  for (const el of doc.querySelectorAll('*')) (el as HTMLElement).getClientRects = () => [{}] as unknown as DOMRectList
  return { doc, dialog: doc.getElementById('d')!, el: (id: string) => doc.getElementById(id)! }
}

test('the tab order inside leaves out tabindex -1 and disabled controls', () => {
  const { dialog } = page()
  assert.equal(
    tabbables(dialog).map((e) => e.id),
    ['first', 'last'],
  )
})

test('Tab on the last wraps to the first, Shift+Tab on the first to the last; in between the browser moves', () => {
  const { doc, dialog, el } = page()
  el('last').focus()
  assert.ok(keepFocusInside(dialog, false, doc.activeElement))
  assert.is(doc.activeElement, el('first'))
  assert.ok(keepFocusInside(dialog, true, doc.activeElement))
  assert.is(doc.activeElement, el('last'))
  assert.not.ok(keepFocusInside(dialog, true, doc.activeElement), 'Shift+Tab from the last is the browser’s move')
  assert.is(doc.activeElement, el('last'))
})

test('focus outside the dialog is brought in', () => {
  const { doc, dialog, el } = page()
  el('behind').focus()
  assert.ok(keepFocusInside(dialog, false, doc.activeElement))
  assert.is(doc.activeElement, el('first'))
})

test.run()
