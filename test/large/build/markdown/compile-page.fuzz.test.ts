// Seeded fuzz of Markdown, MDX and frontmatter: 1,000 generated pages through the real compile and render. A page
// may fail only with a file:line BuildError, and none may take longer than a bound far above any real page (a
// hang guard, not a timing: the bench measures speed). More pages: `npm run bench` (bench/fuzz.ts).
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { BuildError, BuildErrors } from '../../../../build/errors/build-error.ts'
import { compileMarkdown } from '../../../support/compile-markdown.tsx'
import { fuzzPages } from '../../../support/fuzz-pages.ts'

const SEED = 20261124
const PAGES = 1000
/** A real page compiles in milliseconds; 800 nested list levels once took 27 s. */
const HANG_BOUND_MS = 10_000

test(`${PAGES} generated pages (seed ${SEED}) compile and render, or fail with a file:line error, each in bounded time`, async () => {
  const crashes: string[] = []
  const slow: string[] = []
  let failedCleanly = 0
  const reactWarnings = await capturingConsoleErrors(async () => {
    for (const page of fuzzPages(SEED, PAGES)) {
      const started = performance.now()
      try {
        await compileMarkdown(page.text, { file: page.file, path: `/fuzz/page-${page.index}` })
      } catch (error) {
        const clean = (error instanceof BuildError && error.place.file === page.file) || error instanceof BuildErrors
        if (clean) failedCleanly++
        else crashes.push(`page ${page.index}: ${error instanceof Error ? error.stack?.split('\n').slice(0, 3).join(' | ') : String(error)}`)
      }
      const ms = performance.now() - started
      if (ms > HANG_BOUND_MS) slow.push(`page ${page.index}: ${Math.round(ms)} ms`)
    }
  })
  const reproduce = `reproduce with fuzzPages(${SEED}, ${PAGES})[index] from test/support/fuzz-pages.ts`
  assert.equal(crashes, [], `uncaught exceptions (${reproduce}):\n${crashes.join('\n')}`)
  assert.equal(reactWarnings, [], 'React warned while rendering generated pages')
  assert.equal(slow, [], `pages over ${HANG_BOUND_MS} ms (${reproduce})`)
  // The generator must keep producing both outcomes, or the test would stop exercising the error paths.
  assert.ok(failedCleanly > PAGES * 0.05 && failedCleanly < PAGES * 0.95, `${failedCleanly} of ${PAGES} pages failed with a clean error`)
})

/** React's server renderer reports bad markup (an empty src, an invalid prop) on console.error: bugs too. */
async function capturingConsoleErrors(run: () => Promise<void>): Promise<string[]> {
  const seen = new Set<string>()
  const original = console.error
  console.error = (...args: unknown[]) => void seen.add(args.map(String).join(' ').slice(0, 200))
  try {
    await run()
  } finally {
    console.error = original
  }
  return [...seen]
}

test('the generator is deterministic: one seed, one set of pages', () => {
  assert.equal(fuzzPages(7, 20), fuzzPages(7, 20))
  assert.not.equal(fuzzPages(7, 20), fuzzPages(8, 20))
})

test.run()
