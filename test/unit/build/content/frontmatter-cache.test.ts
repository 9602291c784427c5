// Frontmatters parsed by one build are kept for the next by their YAML text: the same result as parsing, each page's
// warnings naming its own file, an invalid frontmatter never kept (every build reports it), and only what a build
// used saved again.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { deserialize, serialize } from 'node:v8'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parseFrontmatter } from '../../../../build/content/frontmatter.ts'
import { FrontmatterCache } from '../../../../build/content/frontmatter-cache.ts'
import { tempDir } from '../../../support/temp-dir.ts'

const PAGE = '---\ntitle: Atoms\nlayout: wide\ncolor: red\n---\n# Atoms\n'
const scratch = () => tempDir('frontmatter-cache-')

test('a kept frontmatter is what parsing gives, its warnings naming each page’s own file', () => {
  const dir = scratch()
  const parsed = parseFrontmatter('/site/a.md', PAGE)
  const first = FrontmatterCache.open(dir)
  assert.equal(parseFrontmatter('/site/a.md', PAGE, first), parsed)
  first.save()
  const second = FrontmatterCache.open(dir)
  assert.equal(parseFrontmatter('/site/a.md', PAGE, second), parsed)
  const other = parseFrontmatter('/site/b.md', PAGE, second)
  assert.equal(
    other.warnings.map((w) => w.place),
    parsed.warnings.map((w) => ({ ...w.place, file: '/site/b.md' })),
  )
  assert.is(other.frontmatter.layout, 'docs')
  other.frontmatter.title = 'changed'
  assert.is(parseFrontmatter('/site/c.md', PAGE, second).frontmatter.title, 'Atoms', 'each page gets its own copy')
})

test('the next build takes the kept frontmatter instead of parsing it again', () => {
  const dir = scratch()
  const cache = FrontmatterCache.open(dir)
  parseFrontmatter('/site/a.md', PAGE, cache)
  cache.save()
  const file = join(dir, 'frontmatter.v8')
  const saved = deserialize(readFileSync(file)) as { entries: Map<string, { frontmatter: { title: string } }> }
  for (const entry of saved.entries.values()) entry.frontmatter.title = 'from the cache'
  writeFileSync(file, serialize(saved))
  assert.is(parseFrontmatter('/site/a.md', PAGE, FrontmatterCache.open(dir)).frontmatter.title, 'from the cache')
})

test('an invalid frontmatter is reported by every build; what a build did not use is not saved again', () => {
  const dir = scratch()
  const bad = '---\ntitle: [unclosed\n---\n'
  for (let build = 0; build < 2; build++) {
    const cache = FrontmatterCache.open(dir)
    assert.throws(() => parseFrontmatter('/site/bad.md', bad, cache), /invalid YAML frontmatter/)
    parseFrontmatter('/site/a.md', build === 0 ? PAGE : '---\ntitle: Other\n---\n', cache)
    cache.save()
  }
  const saved = deserialize(readFileSync(join(dir, 'frontmatter.v8'))) as { entries: Map<string, unknown> }
  assert.equal([...saved.entries.keys()], ['title: Other'])
})

test('an unreadable cache is an empty one', () => {
  const dir = scratch()
  writeFileSync(join(dir, 'frontmatter.v8'), 'not v8')
  assert.equal(parseFrontmatter('/site/a.md', PAGE, FrontmatterCache.open(dir)), parseFrontmatter('/site/a.md', PAGE))
})

test.run()
