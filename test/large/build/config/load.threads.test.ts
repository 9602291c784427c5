// The threads of one process load the same site config at the same time, as a build's compile workers do: each
// bundles it into a file of its own, so none deletes the file another is importing.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { tempDir } from '../../../support/temp-dir.ts'

const LOAD = pathToFileURL(fileURLToPath(new URL('../../../../build/config/load.ts', import.meta.url))).href
const DEFINE = fileURLToPath(new URL('../../../../build/config/define-config.ts', import.meta.url))
const TSX = import.meta.resolve('tsx/esm/api')

test('eight threads loading one config at once, five times over, all get it', async () => {
  const root = tempDir('cfg-threads-')
  mkdirSync(join(root, 'config'))
  writeFileSync(join(root, 'config/site.config.ts'), `import { defineConfig } from '${DEFINE}'\nexport default defineConfig({ title: 'Threads' })\n`)
  const worker = join(root, 'load-worker.mjs')
  writeFileSync(
    worker,
    `import { register } from '${TSX}'\nimport { parentPort, workerData } from 'node:worker_threads'\nregister()\nconst { loadConfig } = await import('${LOAD}')\n` +
      `parentPort.postMessage(await loadConfig(workerData).then((c) => c.title, (e) => 'failed: ' + e.message))\n`,
  )
  const load = () =>
    new Promise<string>((resolve, reject) => {
      const w = new Worker(worker, { workerData: root })
      w.once('message', resolve)
      w.once('error', reject)
    })
  for (let round = 0; round < 5; round++) assert.equal(await Promise.all(Array.from({ length: 8 }, load)), Array(8).fill('Threads'))
})

test.run()
