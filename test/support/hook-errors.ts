// Loaded into every test file's process by test/run.ts, before the file: uvu drops an error thrown by a `before` hook
// (its runner returns from a `finally`), so a suite whose set-up fails showed "0 passed" and no reason. This prints it.
import { test } from 'uvu'

type Hook = Parameters<typeof test.before>[0]
const register = test.before
const reported = ((hook: Hook) =>
  register(async (context) => {
    try {
      await hook(context)
    } catch (error) {
      console.error('the test file\'s "before" hook failed:', error)
      throw error
    }
  })) as typeof test.before
reported.each = register.each
test.before = reported
