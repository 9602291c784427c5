// Which files under the pages folder are pages: .md and .mdx, not partials (`_name`), and nothing hidden (a dotted file
// or folder name below the pages folder), as Vocs's page glob leaves them out.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { collectPages, isPageFile } from '../../../../build/content/collect-pages.ts'
import { tempDir } from '../../../support/temp-dir.ts'

test('hidden files and folders, partials and other files are not pages', () => {
  const pages = '/site/docs/pages'
  const is = (path: string) => isPageFile(pages, join(pages, path))
  assert.ok(is('guide/start.md'))
  assert.ok(is('index.mdx'))
  assert.ok(is('v1.2/notes.md'), 'a dot inside a name is not a hidden name')
  assert.not.ok(is('references/.flash-fund/index.mdx'))
  assert.not.ok(is('.drafts/idea.md'))
  assert.not.ok(is('guide/.notes.md'))
  assert.not.ok(is('guide/_partial.md'))
  assert.ok(is('guide/Widget.tsx'), 'a module, as Vocs takes one')
  assert.not.ok(is('guide/types.d.ts'))
  assert.not.ok(is('guide/notes.txt'))
  assert.not.ok(isPageFile(pages, '/site/docs/.pages/start.md'), 'outside the pages folder')
  assert.ok(isPageFile('/site/.docs/pages', '/site/.docs/pages/start.md'), 'only names below the pages folder count')
})

test('a module is a page too, as in Vocs: compiled as MDX rendering its default export', async () => {
  const root = tempDir('code-pages-')
  const pages = join(root, 'docs/pages')
  mkdirSync(join(pages, 'sdk'), { recursive: true })
  writeFileSync(join(pages, 'sdk/Warning.tsx'), 'export default function Warning() {\n  return <p>Old version</p>\n}\n')
  writeFileSync(join(pages, 'sdk/types.d.ts'), 'export type A = 1\n')
  const { pages: found } = await collectPages(pages, root)
  assert.equal(
    found.map((page) => [page.path, page.type, page.content]),
    [['/sdk/Warning', 'mdx', 'import Page from "./Warning.tsx"\n\n<Page />\n']],
  )
  const before = found[0]!.hash
  writeFileSync(join(pages, 'sdk/Warning.tsx'), 'export default function Warning() {\n  return <p>New version</p>\n}\n')
  const { pages: again } = await collectPages(pages, root)
  assert.is.not(again[0]!.hash, before, "the page's hash follows the module's text")
})

test('a build collects the pages and leaves the hidden folder out', async () => {
  const root = tempDir('collect-pages-')
  const pages = join(root, 'docs/pages')
  for (const path of ['index.md', 'guide/start.mdx', 'references/.flash-fund/index.mdx', '.drafts/idea.md']) {
    mkdirSync(dirname(join(pages, path)), { recursive: true })
    writeFileSync(join(pages, path), '# Page\n')
  }
  const collected = await collectPages(pages, root)
  assert.equal(collected.pages.map((page) => page.filePath).sort(), ['guide/start.mdx', 'index.md'])
  assert.equal(collected.hidden.sort(), ['/.drafts/idea', '/references/.flash-fund'], 'the routes they would have')
  assert.equal(collected.errors, [])
})

test.run()
