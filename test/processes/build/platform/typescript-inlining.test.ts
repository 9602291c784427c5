// V8's inlining budget while twoslash pages compile (build/typescript-inlining.ts): lowered as the command-line flag
// would set it, given back to V8's own once every caller is done, and left alone when the command line set one. V8's
// tag for the code it would take covers its flags, so equal tags mean equal flags.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { cachedDataVersionTag } from 'node:v8'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { DEFAULT_INLINING_BUDGET, inlineLessWhileTyping, TYPING_INLINING_BUDGET } from '../../../../build/platform/typescript-inlining.ts'
import { tempDir } from '../../../support/temp-dir.ts'

const FLAG = '--max-inlined-bytecode-size-cumulative'

/** V8's code tag in a fresh process with `flags` (after `script`, an ES module's body, has run). */
function tagOf(flags: string[], script = ''): number {
  const file = join(tempDir('inlining-'), 'tag.mjs')
  writeFileSync(file, `${script}\nconsole.log((await import('node:v8')).cachedDataVersionTag())`)
  const run = spawnSync(process.execPath, [...flags, '--import', 'tsx', file], { encoding: 'utf8' })
  assert.is(run.status, 0, run.stderr)
  return Number(run.stdout.trim().split('\n').at(-1))
}

test("the budget given back is V8's own", () => {
  const options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout
  assert.match(options, `default: ${FLAG}=${DEFAULT_INLINING_BUDGET}\n`)
})

test('lowered as the flag would set it, until every caller that lowered it is done', () => {
  const before = cachedDataVersionTag()
  const first = inlineLessWhileTyping()
  const lowered = cachedDataVersionTag()
  assert.is(lowered, tagOf([`${FLAG}=${TYPING_INLINING_BUDGET}`]))
  assert.is.not(lowered, before)
  const second = inlineLessWhileTyping()
  first()
  first()
  assert.is(cachedDataVersionTag(), lowered, 'a caller giving it back twice does not end the other one')
  second()
  assert.is(cachedDataVersionTag(), before)
})

test('a budget the command line set is left as it is', () => {
  const module = JSON.stringify(pathToFileURL(new URL('../../../../build/platform/typescript-inlining.ts', import.meta.url).pathname).href)
  const own = [`${FLAG}=300`]
  assert.is(tagOf(own, `(await import(${module})).inlineLessWhileTyping()`), tagOf(own))
})

test.run()
