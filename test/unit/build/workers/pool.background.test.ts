// Background build threads (build/workers/pool.ts with `background`, as the dev server's cold start uses them): held,
// they take no job until released, then finish the run.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { loadConfig } from '../../../../build/config/load.ts'
import { readSourcePage } from '../../../../build/content/collect-pages.ts'
import { openPageCache } from '../../../../build/stages/compile.ts'
import type { WorkerJob } from '../../../../build/workers/jobs.ts'
import { BuildWorkers } from '../../../../build/workers/pool.ts'
import { tempDir } from '../../../support/temp-dir.ts'

const root = tempDir('background-workers-')
const pagesDir = join(root, 'content/pages')

test.after(() => rmSync(root, { recursive: true, force: true }))

test('held background threads take no job until released, then answer every job', async () => {
  mkdirSync(pagesDir, { recursive: true })
  for (let i = 0; i < 4; i++) writeFileSync(join(pagesDir, `p${i}.md`), `# Page ${i}\n\nText ${i}.\n`)
  const config = await loadConfig(root)
  const cache = await openPageCache(root, config)
  const pages = await Promise.all([0, 1, 2, 3].map(async (i) => (await readSourcePage(pagesDir, join(pagesDir, `p${i}.md`))).page))
  const workers = new BuildWorkers(root, cache, { background: true })
  workers.start(1)
  try {
    const job = (i: number): WorkerJob => ({ kind: 'compile', page: pages[i]! })
    // A first run: the thread has started and loaded its compiler.
    await workers.run([job(0)], () => {})

    const release = workers.hold()
    const answered: number[] = []
    const run = workers.run([job(1), job(2), job(3)], (k) => void answered.push(k))
    // The same thread answered a page in far less than this just before; held, it gets none.
    await new Promise((r) => setTimeout(r, 1500))
    assert.equal(answered, [], 'no job was handed out while held')
    release()
    await run
    assert.equal(answered.sort(), [0, 1, 2], 'every job was answered after the release')
  } finally {
    await workers.close()
  }
})

test.run()
