import { test } from 'uvu'
import * as assert from 'uvu/assert'
import '../support/set-methods-polyfill.ts'
import { atom, store } from 'valdres'

test('valdres runs under the polyfill', () => {
  const s = store()
  const a = atom(1)
  s.set(a, 2)
  assert.is(s.get(a), 2)
})
test.run()
