// The copy of mdast-util-from-markdown the parse runs (build/markdown/vendor/): a copy of the installed version, and
// the same trees as the package, positions included, for every Markdown and MDX page of this site and the fixtures,
// with the pipeline's whole syntax (frontmatter, GFM, directives, MDX).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createProcessor } from '@mdx-js/mdx'
import { fromMarkdown as packageFromMarkdown } from 'mdast-util-from-markdown'
import remarkParse from 'remark-parse'
import { type Processor, unified } from 'unified'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { remarkPlugins } from '../../../../../build/markdown/pipeline.ts'
import { fromMarkdown as copyFromMarkdown } from '../../../../../build/markdown/vendor/mdast-util-from-markdown.js'

const REPO = fileURLToPath(new URL('../../../../../', import.meta.url))
const COPY = join(REPO, 'build/markdown/vendor/mdast-util-from-markdown.js')

/** Every `.md` and `.mdx` file under `dir`, outside `node_modules` and output folders. */
function pagesUnder(dir: string): string[] {
  return readdirSync(join(REPO, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name) && !/(^|\/)(node_modules|dist|\.cache)\//.test(`${relative(REPO, e.parentPath)}/`))
    .map((e) => join(e.parentPath, e.name))
}

/** The syntax and mdast extensions the pipeline parses with, Markdown's or MDX's. */
function extensionsOf(processor: Processor) {
  processor.freeze()
  return { extensions: processor.data('micromarkExtensions') ?? [], mdastExtensions: processor.data('fromMarkdownExtensions') ?? [] }
}

const markdown = extensionsOf(unified().use(remarkParse).use(remarkPlugins({})) as unknown as Processor)
const mdx = extensionsOf(createProcessor({ remarkPlugins: remarkPlugins({}) }) as unknown as Processor)

test('the copy is of the installed version of the package', () => {
  const copied = /^\/\/ mdast-util-from-markdown (\S+) /.exec(readFileSync(COPY, 'utf8'))?.[1]
  const installed = JSON.parse(readFileSync(join(REPO, 'node_modules/mdast-util-from-markdown/package.json'), 'utf8')).version
  assert.is(copied, installed, 'copy the installed lib/index.js again and make the one change its header names')
})

test("every page of this site and the fixtures gives the package's tree", () => {
  const files = [...pagesUnder('content'), ...pagesUnder('test/fixtures')]
  assert.ok(files.length > 100, `${files.length} pages found`)
  let mdxPages = 0
  for (const file of files) {
    const syntax = file.endsWith('.mdx') ? mdx : markdown
    if (file.endsWith('.mdx')) mdxPages++
    const source = readFileSync(file, 'utf8')
    let expected: unknown
    try {
      expected = packageFromMarkdown(source, syntax)
    } catch (error) {
      // A fixture made to fail (bad MDX) must fail the same way.
      assert.throws(
        () => copyFromMarkdown(source, syntax),
        (e: Error) => e.message === (error as Error).message,
        file,
      )
      continue
    }
    assert.equal(copyFromMarkdown(source, syntax), expected, file)
  }
  assert.ok(mdxPages > 5, `${mdxPages} MDX pages`)
})

test("handlers that read the context's data, buffers and slices give the package's tree", () => {
  // Link references and definitions read and write the context's data; headings and code buffer and resume; every
  // text node slices its token.
  const source = '# A *b* `c`\n\nSetext\n===\n\n[x][y] ![z][] [y]\n\n[y]: /url "t"\n[z]: /img\n\n```js title="a"\nx\n```\n\n- [ ] a\n  b\n\n1. c\n\n   d\n'
  assert.equal(copyFromMarkdown(source, markdown), packageFromMarkdown(source, markdown))
})

test.run()
