// What `npm run dev` serves is what `npm run build` writes: every HTML file of a fixture site, built and served,
// is byte-identical once the dev server's live-reload script is taken out.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { EVENTS_PATH } from '../../../build/dev/server.ts'
import { startDevServer } from '../../../build/dev/start.ts'
import { generateSiteFiles } from '../../../build/build-site.ts'
import { get } from './harness.ts'

/** The one script the dev server adds, just before </body>; it is the one that talks to the live-reload stream. */
function withoutLiveReload(html: string): string {
  const end = html.lastIndexOf('</script></body>')
  const start = html.lastIndexOf('<script>', end)
  assert.ok(end !== -1 && start !== -1 && html.slice(start, end).includes(EVENTS_PATH), 'the dev page ends with the live-reload script')
  return html.slice(0, start) + html.slice(end + '</script>'.length)
}

for (const fixture of ['site', 'chrome']) {
  test(`fixtures/${fixture}: every HTML file the build writes is the page the dev server serves`, async () => {
    // Both read the fixture where it is (its config imports the tool by a relative path); neither writes into it
    // but the page cache under .cache/, which git ignores.
    const root = new URL(`../../fixtures/${fixture}`, import.meta.url).pathname.replace(/\/$/, '')
    const built = await generateSiteFiles({ root })
    const base = built.config.basePath
    const pages = built.files.filter((f) => f.path.endsWith('.html') && f.path !== '404.html' && 'content' in f) as { path: string; content: string }[]
    assert.ok(pages.length >= 4, `${pages.length} pages`)
    const server = await startDevServer({ root, port: 0, watchRuntime: false, log: () => {}, logError: () => {} })
    try {
      const differ: string[] = []
      for (const page of pages) {
        const served = await get(server.port, `${base}/${page.path}`)
        assert.is(served.status, 200, page.path)
        const html = withoutLiveReload(served.body)
        if (html !== page.content) differ.push(`${page.path}: ${firstDifference(page.content, html)}`)
      }
      assert.equal(differ, [], 'pages that differ between build and dev')
    } finally {
      await server.close()
    }
  })
}

function firstDifference(a: string, b: string): string {
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return `build …${a.slice(Math.max(0, i - 60), i + 80)}… | dev …${b.slice(Math.max(0, i - 60), i + 80)}…`
}

test.run()
