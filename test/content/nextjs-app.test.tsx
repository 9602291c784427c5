// The Next.js App Router example (content/examples/nextjs/app, shown by the Next.js guide) as far as it runs without
// Next.js: its server component is awaited as the App Router would, its client components render to HTML per request
// with react-dom/server and hydrate under jsdom with react-dom/client. Next.js itself (bundling, the RSC payload, its
// server) is not run here. Also checks the rules the guide states about which files are client components.
import '../support/set-methods-polyfill.ts'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ReactElement } from 'react'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { importedModules, repoRoot } from './markdown-fences.ts'
import { dom } from './react-dom-env.ts'

const { act } = await import('react')
const { renderToString } = await import('react-dom/server')
const { hydrateRoot } = await import('react-dom/client')

const appDir = join(repoRoot, 'content/examples/nextjs/app')
const source = (file: string) => readFileSync(join(appDir, file), 'utf8')
const { default: Page } = (await import(pathToFileURL(join(appDir, 'page.tsx')).href)) as {
  default: (props: { searchParams: Promise<{ user?: string }> }) => Promise<ReactElement>
}
/** What the App Router does for a request: await the server component, then render the client tree to HTML. */
const request = async (user: string) => renderToString(await Page({ searchParams: Promise.resolve({ user }) }))

/** The file starts with the 'use client' directive (comments may come first, as Next.js allows). */
const isClientModule = (text: string) => /^(?:\s*\/\/[^\n]*\n)*\s*'use client'/.test(text)

test('client components say so, the server component and the data module do not, and neither imports valdres', () => {
  for (const file of ['providers.tsx', 'cart-badge.tsx']) assert.ok(isClientModule(source(file)), file)
  for (const file of ['page.tsx', 'data.ts']) {
    assert.not.ok(isClientModule(source(file)), file)
    const runtimeImports = importedModules(source(file).replace(/^import type .*$/gm, ''))
    assert.not.ok(
      runtimeImports.some((m) => m === 'valdres' || m === 'valdres-react'),
      `${file} imports ${runtimeImports.join(', ')}`,
    )
  }
})

test('each request renders its own store: no cart leaks from one user to the next', async () => {
  assert.match(await request('ada'), '3 items')
  assert.match(await request('bo'), '0 items')
  assert.match(await request('ada'), '3 items')
})

test('the browser hydrates the server HTML without a mismatch, then updates', async () => {
  const html = await request('ada')
  const container = document.createElement('div')
  container.innerHTML = html
  const errors: unknown[] = []
  const element = await Page({ searchParams: Promise.resolve({ user: 'ada' }) })
  const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: (e) => errors.push(e) }))
  assert.equal(errors, [])
  assert.is(container.querySelector('output')?.textContent, '3 items')
  await act(async () => container.querySelector('button')!.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true })))
  assert.is(container.querySelector('output')?.textContent, '4 items')
  await act(async () => root.unmount())
})

test("the check sees a mismatch: HTML rendered for one user does not hydrate with another user's data", async () => {
  const container = document.createElement('div')
  container.innerHTML = await request('ada')
  const errors: unknown[] = []
  const element = await Page({ searchParams: Promise.resolve({ user: 'bo' }) })
  const original = console.error
  console.error = () => {}
  try {
    const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: (e) => errors.push(e) }))
    await act(async () => root.unmount())
  } finally {
    console.error = original
  }
  assert.ok(errors.length > 0, 'a hydration mismatch is reported')
})

test.run()
