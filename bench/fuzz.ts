// The fuzz corpus at bench size (BENCH_FUZZ_PAGES, default 10,000 generated pages; BENCH_FUZZ_SEED, default 1, not
// the test's seed, so the bench explores other pages): pages per second through compile and render, the slowest page, and how many failed cleanly or not.
// The test suite runs 1,000 of them with a fixed seed and fails on any crash; here nothing passes or fails.
import { BuildError, BuildErrors } from '../build/errors/build-error.ts'
import { compileMarkdown } from '../test/support/compile-markdown.tsx'
import { fuzzPages } from '../test/support/fuzz-pages.ts'

export async function benchFuzz(): Promise<void> {
  const count = Number(process.env.BENCH_FUZZ_PAGES ?? 10_000)
  const seed = Number(process.env.BENCH_FUZZ_SEED ?? 1)
  let compiled = 0
  let failedCleanly = 0
  const crashed: number[] = []
  let slowest = { index: -1, ms: 0 }
  const quiet = console.error
  console.error = () => {}
  const started = performance.now()
  try {
    for (const page of fuzzPages(seed, count)) {
      const t = performance.now()
      try {
        await compileMarkdown(page.text, { file: page.file, path: `/fuzz/page-${page.index}` })
        compiled++
      } catch (error) {
        if (error instanceof BuildError || error instanceof BuildErrors) failedCleanly++
        else crashed.push(page.index)
      }
      const ms = performance.now() - t
      if (ms > slowest.ms) slowest = { index: page.index, ms }
    }
  } finally {
    console.error = quiet
  }
  const wallMs = performance.now() - started
  console.log(
    JSON.stringify({
      bench: 'fuzz',
      seed,
      pages: count,
      compiled,
      failedCleanly,
      crashed: crashed.length,
      crashedPages: crashed.slice(0, 20),
      wallMs: Math.round(wallMs),
      pagesPerSec: Math.round((count / wallMs) * 1000),
      slowestPage: slowest.index,
      slowestMs: Math.round(slowest.ms),
    }),
  )
}
