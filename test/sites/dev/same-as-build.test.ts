// What `npm run dev` serves is what `npm run build` writes: every HTML file of two fixture sites and of this
// repository's own site, built and served, is byte-identical once the dev server's live-reload script is taken out.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { generateSiteFiles } from '../../../build/build-site.ts'
import { startDevServer } from '../../../build/dev/start.ts'
import { firstDifference, get, withoutLiveReload } from './harness.ts'

const SITES = {
  'fixtures/site': '../../fixtures/site',
  'fixtures/chrome': '../../fixtures/chrome',
  "this repository's site": '../../..',
}

for (const [name, path] of Object.entries(SITES)) {
  test(`${name}: every HTML file the build writes is the page the dev server serves`, async () => {
    // Both read the site where it is (a fixture's config imports the tool by a relative path); neither writes into it
    // but the page cache under .cache/, which git ignores.
    const root = new URL(path, import.meta.url).pathname.replace(/\/$/, '')
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

test.run()
