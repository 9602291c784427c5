// Build workers start the compiled JavaScript beside their entry when it is there (the compiled tool in lib/, which
// has no TypeScript loader), else the TypeScript source through tsx; both pools' entries start that way.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { tempDir } from '../../../support/temp-dir.ts'

const BUILD = fileURLToPath(new URL('../../../../build/', import.meta.url))
const START = pathToFileURL(join(BUILD, 'platform/worker-entry.mjs')).href

const firstMessage = (entry: string) =>
  new Promise<unknown>((resolve, reject) => {
    const worker = new Worker(entry)
    worker.once('message', (message) => {
      resolve(message)
      void worker.terminate()
    })
    worker.once('error', reject)
  })

test('a worker entry runs the compiled .js beside it, and the .ts source when there is none', async () => {
  const dir = tempDir('worker-entry-')
  writeFileSync(join(dir, 'x-worker.mjs'), `import { startWorker } from '${START}'\nawait startWorker(import.meta.url)\n`)
  writeFileSync(join(dir, 'x-worker.js'), `import { parentPort } from 'node:worker_threads'\nparentPort.postMessage('compiled')\n`)
  writeFileSync(join(dir, 'x-worker.ts'), `import { parentPort } from 'node:worker_threads'\nconst from: string = 'source'\nparentPort!.postMessage(from)\n`)
  assert.is(await firstMessage(join(dir, 'x-worker.mjs')), 'compiled')
  rmSync(join(dir, 'x-worker.js'))
  assert.is(await firstMessage(join(dir, 'x-worker.mjs')), 'source')
})

test('every worker entry of the build starts through startWorker, beside its TypeScript source', () => {
  const entries = readdirSync(BUILD, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('-worker.mjs'))
  assert.ok(entries.length >= 2, `the build and search index workers: ${entries.join(', ')}`)
  for (const entry of entries) {
    const text = readFileSync(join(BUILD, entry), 'utf8')
    assert.match(text, /await startWorker\(import\.meta\.url\)/, entry)
    assert.ok(
      readdirSync(join(BUILD, entry, '..')).includes(
        entry
          .split('/')
          .at(-1)!
          .replace(/\.mjs$/, '.ts'),
      ),
      `${entry} has its .ts`,
    )
  }
})

test.run()
