// The shell hash that lets an open tab swap only its content: equal exactly when two pages differ only inside
// their one `<article class="prose">` and in their stylesheet URLs. Pure function, run in Node.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { shellHash } from '../../../../build/dev/shell.ts'

const page = (head: string, body: string, aside = '') =>
  `<html><head>${head}</head><body>${aside}<main><article class="prose">${body}</article></main></body></html>`

test('the same shell whatever the article holds', () => {
  assert.is(shellHash(page('<title>A</title>', '<p>one</p>')), shellHash(page('<title>A</title>', '<p>two</p><pre>code</pre>')))
})

test('a change outside the article changes the shell', () => {
  assert.is.not(shellHash(page('<title>A</title>', '<p>x</p>')), shellHash(page('<title>B</title>', '<p>x</p>')))
  assert.is.not(shellHash(page('', '<p>x</p>', '<nav>Outline</nav>')), shellHash(page('', '<p>x</p>', '<nav>Outline 2</nav>')))
})

test('stylesheet URLs are not part of the shell (the open tab swaps them with the content); any other link is', () => {
  const sheet = (href: string) => `<title>A</title><link rel="stylesheet" href="${href}">`
  assert.is(shellHash(page(sheet('/assets/style.One.css'), '<p>x</p>')), shellHash(page(sheet('/assets/style.Two.css'), '<p>y</p>')))
  assert.is.not(shellHash(page(sheet('/a.css'), '<p>x</p>')), shellHash(page(`${sheet('/a.css')}${sheet('/b.css')}`, '<p>x</p>')))
  assert.is.not(shellHash(page('<link rel="icon" href="/one.svg">', '<p>x</p>')), shellHash(page('<link rel="icon" href="/two.svg">', '<p>x</p>')))
})

test('no shell for a page without exactly one content article', () => {
  assert.is(shellHash('<html><body><main>landing</main></body></html>'), undefined)
  assert.is(shellHash(`${page('', '<p>x</p>')}<article class="prose">again</article>`), undefined)
})

test.run()
