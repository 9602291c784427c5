// The command line's heap growth (build/heap-growth.ts): V8's growing factor is set as the command-line flag would set
// it, so the threads started after take it, and a factor the command line chose is left alone. V8's tag for the code
// it would take covers its flags, so equal tags mean equal flags.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { HEAP_GROWING_PERCENT } from '../../../../build/platform/heap-growth.ts'
import { tempDir } from '../../../support/temp-dir.ts'

const heapGrowth = JSON.stringify(pathToFileURL(new URL('../../../../build/platform/heap-growth.ts', import.meta.url).pathname).href)

/** V8's code tag in a fresh process with `flags`, after calling limitHeapGrowth or not; and in a thread it starts. */
function tags(flags: string[], limit: boolean): { main: number; thread: number } {
  const file = join(tempDir('heap-growth-'), 'tag.mjs')
  writeFileSync(
    file,
    `
    import { cachedDataVersionTag } from 'node:v8'
    import { Worker } from 'node:worker_threads'
    ${limit ? `(await import(${heapGrowth})).limitHeapGrowth()` : ''}
    const worker = new Worker("require('node:worker_threads').parentPort.postMessage(require('node:v8').cachedDataVersionTag())", { eval: true })
    worker.once('message', (thread) => console.log(JSON.stringify({ main: cachedDataVersionTag(), thread })))
    `,
  )
  const run = spawnSync(process.execPath, [...flags, '--import', 'tsx', file], { encoding: 'utf8' })
  assert.is(run.status, 0, run.stderr)
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!)
}

test('sets the factor as --heap-growing-percent would, for the process and the threads it starts', () => {
  const limited = tags([], true)
  assert.equal(limited, tags([`--heap-growing-percent=${HEAP_GROWING_PERCENT}`], false))
  assert.is(limited.thread, limited.main)
  assert.is.not(limited.main, tags([], false).main)
})

test('a factor the command line set is left as it is', () => {
  const own = ['--heap-growing-percent=30']
  assert.equal(tags(own, true), tags(own, false))
})

test.run()
