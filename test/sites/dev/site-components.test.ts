// The dev server and the site's own layout components (Vocs's layout.tsx / footer.tsx in the content folder): a
// new footer.tsx appears on every page, a save of it re-renders every page, an error in it is reported with its
// file and line while the last good site stays served, and a fix brings the pages back. No restart. The same for the
// site's styles.css: created or saved, every tab reloads with a stylesheet holding its rules; with Tailwind, a saved
// page with a new class, or a saved Tailwind config, does the same.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { type Fixture, get, listen, settle, startFixture } from './harness.ts'

let f: Fixture

test.before(async () => {
  f = await startFixture('mdx-site')
})
test.after(async () => {
  await f.close()
})

test('creating, editing and breaking footer.tsx', async () => {
  const { port } = f.server
  assert.not.match((await get(port, '/plain')).body, 'site-footer-end', 'no footer component yet')
  const sse = await listen(port)
  await sse.next((e) => e.event === 'hello')
  await settle(f.server, 500)
  const footer = join(f.root, 'content/footer.tsx')

  writeFileSync(footer, 'export default function Footer() {\n  return <p>Made with care</p>\n}\n')
  const first = await sse.next((e) => e.event === 'reload', 30_000)
  assert.is(first.data.routes, null, 'every page changes')
  for (const route of ['/plain', '/directives']) assert.match((await get(port, route)).body, '<div class="site-footer-end"><p>Made with care</p></div>', route)

  writeFileSync(footer, 'export default function Footer() {\n  return <p>Made with more care</p>\n}\n')
  await sse.next((e) => e.event === 'reload' && e.data.version > first.data.version, 30_000)
  assert.match((await get(port, '/plain')).body, 'Made with more care')

  writeFileSync(footer, 'export default function Footer() {\n  return <p>unclosed\n}\n')
  const failure = await sse.next((e) => e.event === 'build-error', 30_000)
  assert.match(failure.data.message, /footer\.tsx:3:\d+/)
  const stale = await get(port, '/plain')
  assert.is(stale.status, 200, 'the last good page is still served')
  assert.match(stale.body, 'Made with more care')

  writeFileSync(footer, 'export default function Footer() {\n  return <p>Fixed</p>\n}\n')
  // The site converges on the saved text: a reload may come from a rebuild that was already under way, so the next
  // ones are waited for (30 s in all) until the page shows the fix.
  const deadline = Date.now() + 30_000
  let version = failure.data.version
  let fixed = ''
  while (!fixed.includes('<p>Fixed</p>') && Date.now() < deadline) {
    const reload = await sse
      .next((e) => e.event === 'reload' && e.data.version > version, deadline - Date.now())
      .catch((e) => {
        throw new Error(`${e.message}\n${f.lines.join('\n')}`)
      })
    version = reload.data.version
    fixed = (await get(port, '/plain')).body
  }
  assert.match(fixed, '<p>Fixed</p>', f.lines.join('\n'))
  assert.ok(!f.lines.some((l) => /restart/i.test(l)), f.lines.join('\n'))
  sse.close()
})

/** The stylesheet a page links to, as the dev server serves it. */
async function stylesheetOf(port: number, route: string): Promise<string> {
  const href = /<link rel="stylesheet" href="([^"]*\/assets\/style\.[^"]+)"/.exec((await get(port, route)).body)?.[1]
  assert.ok(href, 'the page links a stylesheet')
  return (await get(port, href!)).body
}

test('creating and editing styles.css', async () => {
  const { port } = f.server
  const sse = await listen(port)
  const hello = await sse.next((e) => e.event === 'hello')
  await settle(f.server, 500)
  assert.not.match(await stylesheetOf(port, '/plain'), '.site-own')
  const styles = join(f.root, 'content/styles.css')
  writeFileSync(styles, '.site-own { color: red }\n')
  const first = await sse.next((e) => e.event === 'reload' && e.data.version > (hello.data.version ?? 0), 30_000)
  assert.ok(first.data.reload, 'tabs reload: the stylesheet changed')
  assert.match(await stylesheetOf(port, '/plain'), '.site-own{color:red}')
  writeFileSync(styles, '.site-own { color: blue }\n')
  await sse.next((e) => e.event === 'reload' && e.data.version > first.data.version, 30_000)
  assert.match(await stylesheetOf(port, '/directives'), '.site-own{color:#00f}')
  sse.close()
})

test('Tailwind: a page saved with a new class, and a saved Tailwind config, reload with the new rules', async () => {
  const { port } = f.server
  const sse = await listen(port)
  const hello = await sse.next((e) => e.event === 'hello')
  await settle(f.server, 500)
  writeFileSync(join(f.root, 'tailwind.config.cjs'), "module.exports = { theme: { extend: { colors: { brand: '#112233' } } } }\n")
  writeFileSync(join(f.root, 'content/styles.css'), '@import "tailwindcss";\n@config "../tailwind.config.cjs";\n')
  const first = await sse.next((e) => e.event === 'reload' && e.data.version > (hello.data.version ?? 0), 30_000)
  assert.not.match(await stylesheetOf(port, '/plain'), '.p-11{')

  writeFileSync(join(f.root, 'content/pages/plain.md'), '# Plain Markdown\n\n<p class="p-11 text-brand">Padded.</p>\n')
  const second = await sse.next((e) => e.event === 'reload' && e.data.version > first.data.version, 30_000)
  assert.ok(second.data.reload, 'tabs reload: the stylesheet changed')
  const css = await stylesheetOf(port, '/plain')
  assert.match(css, /\.p-11\{padding:calc\(var\(--spacing\)\s?\*\s?11\)\}/)
  assert.match(css, /--color-brand:#123|\.text-brand\{color:#123\}/)

  writeFileSync(join(f.root, 'tailwind.config.cjs'), "module.exports = { theme: { extend: { colors: { brand: '#445566' } } } }\n")
  await sse.next((e) => e.event === 'reload' && e.data.version > second.data.version, 30_000)
  assert.match(await stylesheetOf(port, '/plain'), /--color-brand:#456|\.text-brand\{color:#456\}/)
  sse.close()
})

test.run()
