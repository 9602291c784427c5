// Loaded into every test file's process by test/run.ts, before the file: uvu drops an error thrown by a `before` hook
// (its runner returns from a `finally`), so a suite whose set-up fails showed "0 passed" and no reason. This prints it.
// Plain JavaScript, so it loads wherever the flag is inherited (worker threads too), with or without tsx.
import { isMainThread } from 'node:worker_threads'

if (isMainThread) {
  const { test } = await import('uvu')
  const register = test.before
  const reported = (hook) =>
    register(async (context) => {
      try {
        await hook(context)
      } catch (error) {
        console.error('the test file\'s "before" hook failed:', error)
        throw error
      }
    })
  reported.each = register.each
  test.before = reported
}
