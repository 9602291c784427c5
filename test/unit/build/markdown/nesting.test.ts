// The nesting limit: lists, quotes, directives and JSX nested past MAX_NESTING are a file:line error found before
// parsing (2,000 levels used to hang the parser); a tree past MAX_TREE_DEPTH is one found right after parsing.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { BuildError } from '../../../../build/errors/build-error.ts'
import { MAX_NESTING, MAX_TREE_DEPTH } from '../../../../build/markdown/nesting.ts'
import { compileMarkdown } from '../../../support/compile-markdown.tsx'

const deep = MAX_NESTING + 1
const intro = '---\ntitle: Deep\n---\n\n# Deep\n\n'
const introLines = intro.split('\n').length - 1

const cases: { name: string; file: string; body: (n: number) => string; line: (n: number) => number }[] = [
  { name: 'nested list items', file: 'p.md', body: (n) => Array.from({ length: n }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n'), line: (n) => n },
  { name: 'quotes on one line', file: 'p.md', body: (n) => `${'>'.repeat(n)} deep`, line: () => 1 },
  { name: 'quotes growing line by line', file: 'p.md', body: (n) => Array.from({ length: n }, (_, i) => `${'> '.repeat(i + 1)}q`).join('\n'), line: (n) => n },
  { name: 'lists inside quotes', file: 'p.md', body: (n) => Array.from({ length: n }, (_, i) => `${'> '.repeat(i)}- item`).join('\n'), line: (n) => n },
  {
    name: 'container directives',
    file: 'p.md',
    body: (n) =>
      `${Array.from({ length: n }, (_, i) => `${':'.repeat(3 + n - i)}info`).join('\n\n')}\n\nx\n\n${Array.from({ length: n }, (_, i) => ':'.repeat(3 + i + 1)).join('\n\n')}`,
    line: (n) => 2 * n - 1,
  },
  { name: 'JSX elements on one line (MDX)', file: 'p.mdx', body: (n) => `${'<div>'.repeat(n)}x${'</div>'.repeat(n)}`, line: () => 1 },
  {
    name: 'JSX elements line by line (MDX)',
    file: 'p.mdx',
    body: (n) => [...Array.from({ length: n }, (_, i) => `${'  '.repeat(i)}<div>`), 'x', ...Array.from({ length: n }, () => '</div>')].join('\n'),
    line: (n) => n,
  },
]

async function failure(text: string, file: string): Promise<BuildError | undefined> {
  try {
    await compileMarkdown(text, { file: `/site/content/pages/${file}` })
  } catch (error) {
    if (error instanceof BuildError) return error
    throw error
  }
  return undefined
}

for (const c of cases) {
  test(`${c.name}: ${MAX_NESTING} levels compile, ${deep} and 2,000 are an error at the line`, async () => {
    assert.is(await failure(intro + c.body(MAX_NESTING), c.file), undefined, `${MAX_NESTING} levels must compile`)
    for (const n of [deep, 2000]) {
      const error = await failure(intro + c.body(n), c.file)
      assert.ok(error, `${n} levels must fail`)
      assert.is(error.place.file, `/site/content/pages/${c.file}`)
      assert.is(error.place.line, introLines + c.line(deep), `${n} levels: the first line past the limit`)
      assert.match(error.message, `nesting deeper than ${MAX_NESTING} levels`)
    }
  })
}

test('fenced code is not counted: an indented tree inside a code block is text', async () => {
  const tree = Array.from({ length: 300 }, (_, i) => `${'  '.repeat(i)}- node ${i}`).join('\n')
  assert.is(await failure(`${intro}\`\`\`yaml\n${tree}\n\`\`\`\n`, 'p.md'), undefined)
  assert.is(await failure(`${intro}\`\`\`html\n${'<div>'.repeat(300)}\n\`\`\`\n`, 'p.mdx'), undefined)
})

test('inline markup nested past the tree limit is an error with its line, not a stack overflow', async () => {
  const n = MAX_TREE_DEPTH + 10
  const error = await failure(`${intro}${'*a '.repeat(n)}x${' a*'.repeat(n)}\n`, 'p.md')
  assert.ok(error)
  assert.is(error.place.line, introLines + 1)
  assert.match(error.message, `nesting deeper than ${MAX_TREE_DEPTH} levels of markup`)
})

test.run()
