// A problem's class for the grouped report: its message up to the first `: ` that is not inside parentheses.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { groupedLines, problemClass } from '../../../../build/errors/build-error.ts'

test('the class ends at the first colon outside parentheses', () => {
  assert.is(problemClass('unknown component <Sandbox>: import it').key, 'unknown component <Sandbox>')
  assert.is(
    problemClass("type errors in a twoslash code block, shown in it (strict: true makes them errors): [2307] 2 - Cannot find module 'vocs'").key,
    'type errors in a twoslash code block, shown in it (strict: true makes them errors)',
  )
  assert.is(problemClass('no colon here').key, 'no colon here')
})

test('grouped lines of such a class keep what sets each apart beside its place', () => {
  const message = (n: number) => `type errors in a twoslash code block, shown in it (strict: true makes them errors): [2307] ${n} - Cannot find module`
  const lines = groupedLines([1, 2, 3].map((n) => ({ place: `a.mdx:${n}:1`, message: message(n) })))
  assert.equal(lines, [
    '3 × type errors in a twoslash code block, shown in it (strict: true makes them errors) (1 file): a.mdx:1:1 ([2307] 1 - Cannot find module), a.mdx:2:1 ([2307] 2 - Cannot find module), a.mdx:3:1 ([2307] 3 - Cannot find module)',
  ])
})

test('grouped lines of one message say what it says once', () => {
  const lines = groupedLines(
    ['a.mdx:19', 'b.mdx:19', 'c.mdx:21', 'd.mdx:7'].map((place) => ({
      place,
      message: 'type error in a twoslash code block: Dynamic require of "path" is not supported',
    })),
  )
  assert.equal(lines, [
    '4 × type error in a twoslash code block: Dynamic require of "path" is not supported (4 files): a.mdx:19, b.mdx:19, c.mdx:21 and 1 more',
  ])
  // A message that is its class alone has nothing more to say.
  assert.equal(groupedLines([1, 2, 3].map((n) => ({ place: `a.mdx:${n}`, message: 'unknown component <Sandbox>' }))), [
    '3 × unknown component <Sandbox> (1 file): a.mdx:1, a.mdx:2, a.mdx:3',
  ])
})

test('includes group by what is wrong with them, each place with its file', () => {
  const outside = (n: number) => ({
    place: `types.mdx:${n}`,
    message: `cannot include ~/../core/src/types.ts:T${n}: /repo/core/src/types.ts is outside the site folder /repo/site`,
  })
  assert.equal(groupedLines([1, 2, 3].map(outside)), [
    '3 × includes a file outside the site folder (1 file): types.mdx:1 ~/../core/src/types.ts:T1, types.mdx:2 ~/../core/src/types.ts:T2, types.mdx:3 ~/../core/src/types.ts:T3',
  ])
  assert.is(problemClass('cannot include ~/snippets/gone.ts: no such file (looked for /site/docs/snippets/gone.ts)').key, 'includes a file that does not exist')
})

test.run()
