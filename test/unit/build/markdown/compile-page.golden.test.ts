// Golden tests of the Markdown pipeline: each test/fixtures/markdown/<case>/input.md(x) must render to the HTML in
// output.html next to it. `UPDATE=1 npm test -- golden` writes the expected files after a deliberate change; without it
// a missing expected file, or a case folder with no input, fails (a golden test must never pass by writing its answer).
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { compileMarkdown } from '../../../support/compile-markdown.tsx'
import { tempDir } from '../../../support/temp-dir.ts'

const dir = new URL('../../../fixtures/markdown/', import.meta.url).pathname
// The cases are compiled in a copy that is the site and its content folder, so fences may include the files beside
// a case and the compiler's caches stay out of the repository.
const site = tempDir('golden-')
cpSync(dir, site, { recursive: true })
const pretty = (html: string) => html.replace(/(<\/(?:p|h\d|div|aside|li|ul|ol|table|tr|thead|tbody|details|summary|pre|section|header)>)/g, '$1\n')

for (const name of readdirSync(dir).sort()) {
  const inputName = ['input.md', 'input.mdx'].find((n) => existsSync(join(dir, name, n)))
  test(`markdown: ${name}`, async () => {
    assert.ok(inputName, `${name}/ holds no input.md or input.mdx`)
    const input = readFileSync(join(dir, name, inputName), 'utf8')
    const { html } = await compileMarkdown(input, { file: join(site, name, inputName), path: `/${name}`, basePath: '/base', root: site, rootDir: '.' })
    const expectedFile = join(dir, name, 'output.html')
    if (process.env.UPDATE) writeFileSync(expectedFile, pretty(html))
    assert.ok(existsSync(expectedFile), `${name}/output.html is missing: write it with UPDATE=1 npm test -- golden, then read it`)
    assert.fixture(pretty(html), readFileSync(expectedFile, 'utf8'))
  })
}
test.run()
