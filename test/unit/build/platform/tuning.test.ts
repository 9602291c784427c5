// The switch that turns the speed tricks off, read from the environment, and what `--verbose` says: that they are off,
// or that the installed TypeScript is not the text the checker patch changes.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { NO_TUNING_VARIABLE, tuningNotes, tuningOff } from '../../../../build/platform/tuning.ts'

const installed = () => readFileSync(createRequire(import.meta.url).resolve('typescript'), 'utf8')

/** Runs `check` with the variable set to `value` (or unset), then puts the environment back. */
function withVariable(value: string | undefined, check: () => void): void {
  const before = process.env[NO_TUNING_VARIABLE]
  if (value === undefined) delete process.env[NO_TUNING_VARIABLE]
  else process.env[NO_TUNING_VARIABLE] = value
  try {
    check()
  } finally {
    if (before === undefined) delete process.env[NO_TUNING_VARIABLE]
    else process.env[NO_TUNING_VARIABLE] = before
  }
}

test('any value but empty or 0 turns the tuning off', () => {
  assert.ok(tuningOff({ [NO_TUNING_VARIABLE]: '1' }))
  assert.ok(tuningOff({ [NO_TUNING_VARIABLE]: 'yes' }))
  assert.not.ok(tuningOff({ [NO_TUNING_VARIABLE]: '0' }))
  assert.not.ok(tuningOff({ [NO_TUNING_VARIABLE]: '' }))
  assert.not.ok(tuningOff({}))
})

test('says nothing when the patch applies to the installed TypeScript', () => {
  withVariable(undefined, () => assert.equal(tuningNotes(installed), []))
})

test('says so when the code the patch changes is not in the installed TypeScript', () => {
  withVariable(undefined, () => {
    const notes = tuningNotes(() => installed().replace('forEachEntry(symbols, (symbolFromSymbolTable) => {', 'forEachEntry(symbols, (s) => {'))
    assert.is(notes.length, 1)
    assert.match(notes[0]!, /checker patch does not apply/)
  })
})

test('says the tuning is off when the variable is set', () => {
  withVariable('1', () => {
    const notes = tuningNotes(installed)
    assert.is(notes.length, 1)
    assert.match(notes[0]!, NO_TUNING_VARIABLE)
  })
})

test.run()
