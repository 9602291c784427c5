// Twoslash fences: type information rendered into the HTML, cached on disk so an unchanged block never starts
// the compiler again, and a type error fails with the page and the fence's line.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { BuildError } from '../../build/errors.ts'
import { compilePage } from '../../build/markdown/compile.ts'
import { createCompileContext } from '../../build/markdown/context.ts'
import { hastToReact } from '../../build/render/hast-to-react.ts'
import { renderToString } from 'react-dom/server'
import { sourcePage, testConfig } from '../support/compile-markdown.tsx'

const root = mkdtempSync(join(tmpdir(), 'twoslash-'))
const config = { ...testConfig(), root }
const page = sourcePage(
  [
    '# Types',
    '',
    '```ts twoslash',
    "import { atom, store } from 'valdres'",
    'const countAtom = atom(1)',
    '// ---cut---',
    'const value = store().get(countAtom)',
    '//    ^?',
    '```',
    '',
  ].join('\n'),
)

test('a twoslash fence shows types in popups and hides the setup above the cut', async () => {
  const ctx = await createCompileContext(config)
  const compiled = await compilePage(page, ctx)
  const html = renderToString(hastToReact(compiled.hast) as never)
  // Search text keeps the code a reader sees, not the type popups repeated for every identifier.
  const text = compiled.data.sections.map((x) => x.text).join(' ')
  assert.match(text, 'const value = store().get(countAtom)')
  assert.not.match(text, 'value: number')
  assert.match(html, 'twoslash-popup-container')
  assert.match(html, /const<\/span><span[^>]*> value<\/span><span[^>]*>:<\/span><span[^>]*> number/)
  assert.not.match(html, 'countAtom = atom(1)')
  assert.ok(ctx.twoslashStats!.compilerRuns >= 1)
})

test('a rebuild with the cache does not start the compiler', async () => {
  const ctx = await createCompileContext(config)
  await compilePage(page, ctx)
  assert.is(ctx.twoslashStats!.compilerRuns, 0)
  assert.ok(ctx.twoslashStats!.cacheHits >= 1)
})

test('a type error fails with the page and the line of its fence', async () => {
  const ctx = await createCompileContext(config)
  const bad = sourcePage(['# Bad', '', 'Text.', '', '```ts twoslash', "const n: number = 'text'", '```', ''].join('\n'), {
    file: '/site/content/pages/bad.md',
    path: '/bad',
  })
  try {
    await compilePage(bad, ctx)
    assert.unreachable('should fail')
  } catch (error) {
    if (!(error instanceof BuildError)) throw error
    const e = error as BuildError
    assert.equal([e.place.file, e.place.line], ['/site/content/pages/bad.md', 5])
    assert.match(e.message, /type error in a twoslash code block/)
    assert.match(e.message, /2322/)
  }
})
test.run()
