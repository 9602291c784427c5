// Images in Markdown: a site path gets the basePath and is checked like a link (a missing image fails the build
// at its line), a relative one resolves against the page's folder, and an image with no source is an error.
import { appendFileSync, cpSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { generateSiteFiles } from '../../../build/build-site.ts'
import { BuildError, formatError } from '../../../build/errors/build-error.ts'
import { compileMarkdown } from '../../support/compile-markdown.tsx'
import { tempDir } from '../../support/temp-dir.ts'

test('site and relative image sources get the basePath, encoded once; external ones are left alone', async () => {
  const { html, compiled } = await compileMarkdown('![Logo](/logo.svg) ![Photo](<./my photo.png?v=2>) ![Far](https://example.com/a.png)', {
    path: '/guide/start',
    basePath: '/docs',
  })
  assert.match(html, 'src="/docs/logo.svg"')
  assert.match(html, 'src="/docs/guide/my%20photo.png?v=2"')
  assert.match(html, 'src="https://example.com/a.png"')
  assert.equal(
    compiled.data.links.map((l) => l.url),
    ['/logo.svg', '/guide/my%20photo.png?v=2'],
  )
})

test('an image with no source is a file:line error', async () => {
  const error = await compileMarkdown('# T\n\nText ![alt]() more.', { file: '/site/content/pages/p.md' }).then(
    () => undefined,
    (e) => e,
  )
  assert.instance(error, BuildError)
  assert.match((error as BuildError).format('/site'), 'content/pages/p.md:3:6 an image needs a source')
})

test('a missing image fails the build at its line; a present one builds', async () => {
  const root = tempDir('images-')
  cpSync(new URL('../../fixtures/site', import.meta.url).pathname, root, { recursive: true })
  try {
    appendFileSync(join(root, 'content/pages/guide/start.md'), '\n![Logo](/logo.svg)\n')
    const built = await generateSiteFiles({ root })
    const page = built.files.find((f) => f.path === 'guide/start.html')!
    assert.match(String((page as { content: string }).content), 'src="/docs/logo.svg"')
    appendFileSync(join(root, 'content/pages/guide/start.md'), '\n![Gone](/no-such.png)\n')
    const message = await generateSiteFiles({ root }).then(
      () => 'built',
      (e) => formatError(e, root),
    )
    assert.match(message, /content\/pages\/guide\/start\.md:\d+:1 → \/no-such\.png \(no page or file at \/no-such\.png\)/)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test.run()
