// Frontmatter: YAML only, validated; errors point at file:line:col.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parseFrontmatter } from '../../../../build/content/frontmatter.ts'
import { BuildError } from '../../../../build/errors/build-error.ts'

function errorOf(text: string): BuildError {
  try {
    parseFrontmatter('/site/p.md', text)
  } catch (error) {
    assert.instance(error, BuildError)
    return error as BuildError
  }
  throw new Error('expected an error')
}

test('parses valid frontmatter and returns the body with its first line number', () => {
  const r = parseFrontmatter('/p.md', '---\ntitle: Hi\nshowOutline: 4\nauthors: [a, b]\n---\n# Body\n')
  assert.equal(r.frontmatter, { title: 'Hi', showOutline: 4, authors: ['a', 'b'] })
  assert.is(r.body, '# Body\n')
  assert.is(r.bodyLine, 6)
})

test('no frontmatter: empty object, whole text is the body', () => {
  const r = parseFrontmatter('/p.md', '# Only body')
  assert.equal(r.frontmatter, {})
  assert.is(r.body, '# Only body')
})

test('malformed YAML names the file line and column', () => {
  const e = errorOf('---\ntitle: ok\nlayout: [docs\n---\n')
  assert.is(e.place.file, '/site/p.md')
  assert.ok(e.place.line! >= 3, `line ${e.place.line}`)
  assert.match(e.message, /invalid YAML frontmatter/)
})

test('a value of the wrong type names the field and its line:col', () => {
  const e = errorOf('---\ntitle: ok\nshowSidebar: "yes"\n---\n')
  assert.equal([e.place.line, e.place.column], [3, 14])
  assert.match(e.message, /showSidebar/)
  assert.match(e.message, /boolean/)
})

test('an unknown layout is a warning naming the allowed values, and the page gets docs; blank is known', () => {
  const r = parseFrontmatter('/site/p.md', '---\nlayout: wide\n---\n')
  assert.is(r.frontmatter.layout, 'docs')
  assert.is(r.warnings.length, 1)
  assert.equal([r.warnings[0]!.place.line, r.warnings[0]!.place.column], [2, 9])
  assert.is(r.warnings[0]!.message, 'unknown layout "wide": expected one of docs, landing, minimal, blank; using docs')
  const blank = parseFrontmatter('/site/p.md', '---\nlayout: blank\n---\n')
  assert.is(blank.frontmatter.layout, 'blank')
  assert.equal(blank.warnings, [])
})

test('YAML cannot execute code: JS-looking tags are rejected, not evaluated', () => {
  const e = errorOf('---\ntitle: !!js/function "function(){ return 1 }"\n---\n')
  assert.match(e.message, /frontmatter/)
})

test('unknown keys are kept with a warning that names the line', () => {
  const r = parseFrontmatter('/p.md', '---\ntitle: x\ncustomKey: 1\n---\n')
  assert.is(r.warnings.length, 1)
  assert.is(r.warnings[0]!.place.line, 3)
  assert.match(r.warnings[0]!.message, /customKey/)
})
test('a byte-order mark before the frontmatter is ignored', () => {
  const { frontmatter, body } = parseFrontmatter('/site/p.md', '\uFEFF---\ntitle: With BOM\n---\n# Hi\n')
  assert.is(frontmatter.title, 'With BOM')
  assert.is(body.trim(), '# Hi')
})

test('a YAML alias bomb is a frontmatter error with the place, not a stack', () => {
  const lines = ['a: &a ["x","x","x","x","x","x","x","x","x"]']
  for (let i = 1; i < 9; i++)
    lines.push(
      `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9)
        .fill(`*${String.fromCharCode(96 + i)}`)
        .join(',')}]`,
    )
  const error = errorOf(`---\n${lines.join('\n')}\n---\n# Boom\n`)
  assert.match(error.format('/'), /site\/p\.md:2:1 invalid YAML frontmatter: too many alias expansions \(at most 50\)/)
})

test.run()
