// Twoslash fences: type information rendered into the HTML, cached on disk so an unchanged block never starts
// the compiler again, a type error fails with the page and the fence's line, and stacked tag lines all show.
import type { Element, Root } from 'hast'
import { renderToString } from 'react-dom/server'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { BuildError } from '../../../../../build/errors/build-error.ts'
import { compilePage } from '../../../../../build/markdown/compile-page.ts'
import { createCompileContext } from '../../../../../build/markdown/context.ts'
import { hastToReact } from '../../../../../build/render/hast-to-react.ts'
import { sourcePage, testConfig } from '../../../../support/compile-markdown.tsx'
import { tempDir } from '../../../../support/temp-dir.ts'

const root = tempDir('twoslash-')
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
test('tag lines one after another (`// @log:` …) all show, in order, as Vocs shows them', async () => {
  const ctx = await createCompileContext({ ...config, root: tempDir('twoslash-tags-') })
  const logged = sourcePage(
    [
      '# Logged',
      '',
      '```ts twoslash',
      'const lamp = { lit: true }',
      '// @log: {',
      '// @log:   "lit": true',
      '// @warn: mind the flame',
      '// @log: }',
      '```',
      '',
    ].join('\n'),
  )
  const tagsOf = async (page: typeof logged) => {
    const html = renderToString(hastToReact((await compilePage(page, ctx)).hast) as never)
    return [...html.matchAll(/<div class="twoslash-tag-line twoslash-tag-(\w+)-line">(?:<span[^>]*>.*?<\/span>)?([^<]*)<\/div>/g)].map((m) => `${m[1]} ${m[2]}`)
  }
  assert.equal(await tagsOf(logged), ['log {', 'log   &quot;lit&quot;: true', 'warn mind the flame', 'log }'], 'at the end of the block')
  const between = sourcePage(
    ['# Between', '', '```ts twoslash', 'const a = 1', '// @log: one', '// @log: two', '// @log: three', 'const b = a', '```', ''].join('\n'),
  )
  assert.equal(await tagsOf(between), ['log one', 'log two', 'log three'], 'between two lines of code')
})

test('the same type in two blocks gets the same popup, as separate trees (popups are highlighted once per thread)', async () => {
  const ctx = await createCompileContext({ ...config, root: tempDir('twoslash-popups-') })
  const twice = sourcePage(
    ['# Twice', '', '```ts twoslash', 'const shared = 1', '```', '', '```ts twoslash', 'const shared = 1', 'shared', '```', ''].join('\n'),
  )
  const compiled = await compilePage(twice, ctx)
  const popups: Element[] = []
  // Every node with children is walked: the code chrome wraps a block in nodes that are not plain elements.
  const walk = (node: Root | Element) => {
    for (const child of node.children) {
      if (!('children' in child)) continue
      const classes = child.type === 'element' ? String(child.properties.className ?? child.properties.class ?? '') : ''
      if (classes.includes('twoslash-popup-code')) popups.push(child as Element)
      walk(child as Element)
    }
  }
  walk(compiled.hast)
  const html = popups.map((p) => renderToString(hastToReact({ type: 'root', children: [p] }) as never))
  const shared = html.map((h, i) => [h, i] as const).filter(([h]) => h.includes('shared'))
  assert.ok(shared.length >= 3, `three hovers on \`shared\`, found ${shared.length}`)
  assert.ok(
    shared.every(([h]) => h === shared[0]![0]),
    'one popup, the same everywhere',
  )
  const first = popups[shared[0]![1]]!
  for (const [, i] of shared.slice(1)) assert.ok(popups[i]!.children[0] !== first.children[0], 'each popup its own tree, so later steps may change it')
})

test.run()
