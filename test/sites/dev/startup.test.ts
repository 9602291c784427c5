// The dev server's start-up window: the watcher starts before the first page is read and the server answers only
// once it is ready, so saves made while the site loads and right after its first answer are all served.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { startDevServer } from '../../../build/dev/start.ts'
import { tempDir } from '../../support/temp-dir.ts'
import { get, type Reply, settle } from './harness.ts'

test('a page saved during start-up and again right after the first answer is served with the last save', async () => {
  const root = tempDir('dev-start-')
  cpSync(new URL('../../fixtures/site', import.meta.url).pathname, root, { recursive: true })
  const file = join(root, 'content/pages/guide/start.md')
  const original = readFileSync(file, 'utf8')
  const save = (n: number) => writeFileSync(file, `${original}\nSaved number ${n}.\n`)
  let saves = 0
  const errors: string[] = []
  // Keep saving while the server loads, so saves land before, during and after the watcher's initial scan.
  const saving = setInterval(() => save(++saves), 15)
  // The port is chosen here so the test can ask for a page before startDevServer has resolved.
  const port = await freePort()
  const starting = startDevServer({ root, port, watchRuntime: false, log: () => {}, logError: (line) => errors.push(line) })
  const first = await firstAnswer(port, '/docs/guide/start')
  clearInterval(saving)
  save(++saves)
  const server = await starting
  try {
    assert.is(first.status, 200, errors.join('\n'))
    await settle(server, 400)
    const body = (await get(server.port, '/docs/guide/start')).body
    assert.match(body, `Saved number ${saves}.`, `the save made right after the first answer is served (${saves} saves)`)
    assert.ok(saves > 2, 'saves were made while the server was starting')
  } finally {
    clearInterval(saving)
    await server.close()
    rmSync(root, { recursive: true, force: true })
  }
})

/** Polls until the server answers at all: the moment a reader (or a test) first sees the site. */
async function firstAnswer(port: number, path: string): Promise<Reply> {
  for (;;) {
    try {
      return await get(port, path)
    } catch {
      await new Promise((r) => setTimeout(r, 5))
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

test.run()
