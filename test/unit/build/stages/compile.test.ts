// Compiling pages on the calling thread gives the event loop a turn after each page. The dev server compiles a cold
// site's pages in the background on its own thread, and a reader's request must get in between: once the highlighter
// has its languages a page's awaits are all microtasks, and the request waited until every page was compiled.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { MemoryPageStore } from '../../../../build/dev/memory-store.ts'
import { PageCache } from '../../../../build/markdown/page-cache.ts'
import { compilePages, createCompileContext } from '../../../../build/stages/compile.ts'
import { sourcePage, testConfig } from '../../../support/compile-markdown.tsx'
import { tempDir } from '../../../support/temp-dir.ts'

const page = (i: number) =>
  sourcePage(`# Page ${i}\n\nText ${i}.\n\n\`\`\`ts\nconst a${i} = ${i}\n\`\`\`\n`, { file: `/site/content/pages/p${i}.md`, path: `/p${i}` })

test('a callback queued on the event loop after one page runs before the next page is done', async () => {
  const ctx = await createCompileContext(testConfig())
  const store = new MemoryPageStore(await PageCache.open(tempDir('compile-yields-'), { basePath: '' }))
  // Its languages loaded first, as they are a few pages into a background compile.
  await compilePages([page(0)], ctx, store)
  let turned = false
  const seen: boolean[] = []
  await compilePages([1, 2, 3].map(page), ctx, store, {
    onProgress: () => {
      seen.push(turned)
      turned = false
      setImmediate(() => {
        turned = true
      })
    },
  })
  assert.equal(seen.slice(1), [true, true], 'the event loop had a turn between pages')
})

test('an aborted signal stops the compile at the next page; the pages not reached stay missing', async () => {
  const ctx = await createCompileContext(testConfig())
  const store = new MemoryPageStore(await PageCache.open(tempDir('compile-stops-'), { basePath: '' }))
  const stop = new AbortController()
  const { compiled } = await compilePages([4, 5, 6].map(page), ctx, store, { signal: stop.signal, onProgress: () => stop.abort() })
  assert.equal(
    compiled.map((c) => c.source.path),
    ['/p4'],
  )
})

test.run()
